import { useTranslation } from 'react-i18next';
import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { Company, ListedUser } from '../../api/admin';
import { AdminDialog } from './AdminDialog';
import { czechDateTime } from '../../components/czech-date';
import { DetailList } from './DetailList';
import { CompanyProgress } from './CompanyProgress';

interface Props {
  company: Company;
  /** The users of this company. */
  users: ListedUser[];
  onClose(): void;
}

/** Everything stored of a company, and who belongs to it. */
export function CompanyDetailDialog({ company, users, onClose }: Props) {
  const { t } = useTranslation('admin');
  return (
    <AdminDialog open readOnly size="lg" title={`${t('companyDetail.title')}: ${company.name}`} onClose={onClose}>
      <Stack gap="5">
        <DetailList
          items={[
            [t('companyForm.name'), company.name],
            [t('companyForm.sector'), company.sector],
            [t('companyForm.location'), company.location],
            [t('companyForm.corporationId'), company.corporation_id],
            [t('companyForm.employees'), company.number_of_employees],
            [t('companyForm.teams'), company.number_of_teams],
            [t('companyForm.sizeRevenue'), company.size_revenue ? t(`sizeRevenue.${company.size_revenue}`) : null],
            [t('companyForm.notes'), company.notes],
            [t('companyDetail.createdAt'), czechDateTime(company.created_at)],
          ]}
        />
        <CompanyProgress users={users} />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('companyDetail.users')} ({users.length})
          </Heading>
          {users.length === 0 ? (
            <Text color="fg.muted">{t('companyDetail.noUsers')}</Text>
          ) : (
            <List.Root ps="5">
              {users.map((u) => (
                <List.Item key={u.id}>
                  {u.profile?.name || u.email} ({u.email})
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Stack>
    </AdminDialog>
  );
}
