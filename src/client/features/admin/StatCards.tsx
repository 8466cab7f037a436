import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Building2, Users } from 'lucide-react';
import type { AdminUser, Company } from '../../api/admin';
import type { AdminTab } from './admin-tabs';

interface CardProps {
  label: string;
  value: number;
  detail: string;
  icon: ReactNode;
  selected: boolean;
  onSelect(): void;
}

function StatCard({ label, value, detail, icon, selected, onSelect }: CardProps) {
  return (
    <Card.Root
      as="button"
      textAlign="left"
      onClick={onSelect}
      aria-pressed={selected}
      borderColor={selected ? 'blue.400' : undefined}
      _hover={{ boxShadow: 'md', borderColor: 'blue.300' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
      cursor="pointer"
    >
      <Card.Body p={{ base: '4', md: '6' }}>
        <Flex align="center" gap="4">
          <Box color="blue.600" bg="blue.50" p="3" borderRadius="lg" hideBelow="sm">
            {icon}
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
              {value}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {detail}
            </Text>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

interface Props {
  users: AdminUser[];
  companies: Company[];
  tab: AdminTab;
  onSelect(tab: AdminTab): void;
}

/** Users with the active count and companies with the count having users; each opens its tab. */
export function StatCards({ users, companies, tab, onSelect }: Props) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid columns={2} gap={{ base: '3', md: '4' }}>
      <StatCard
        label={t('stats.users')}
        value={users.length}
        detail={t('stats.activeUsers', { count: users.filter((u) => u.is_active).length })}
        icon={<Users aria-hidden="true" />}
        selected={tab === 'users'}
        onSelect={() => onSelect('users')}
      />
      <StatCard
        label={t('stats.companies')}
        value={companies.length}
        detail={t('stats.companiesWithUsers', { count: companies.filter((c) => c.user_count > 0).length })}
        icon={<Building2 aria-hidden="true" />}
        selected={tab === 'companies'}
        onSelect={() => onSelect('companies')}
      />
    </SimpleGrid>
  );
}
