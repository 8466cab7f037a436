import { useTranslation } from 'react-i18next';
import { Avatar, Box, Flex, Text } from '@chakra-ui/react';
import type { AdminUser } from '../../api/admin';
import { freeText } from './free-text';
import { shortenEmail } from './shorten-email';

/** Avatar initials, name, e-mail and id; on a mobile card the e-mail is shortened, whole in its title. */
export function UserIdentity({ user, short = false }: { user: AdminUser; short?: boolean }) {
  const { t } = useTranslation('admin');
  const name = user.profile?.name || user.email;
  return (
    <Flex align="center" gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette={user.role === 'admin' ? 'purple' : 'blue'} aria-hidden="true">
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      <Box minW="0" css={freeText}>
        <Text fontWeight="semibold" lineClamp={1}>
          {name}
        </Text>
        <Text fontSize="sm" color="fg.muted" title={user.email} wordBreak="break-all">
          {short ? shortenEmail(user.email) : user.email}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('users.id', { id: user.id })}
        </Text>
      </Box>
    </Flex>
  );
}
