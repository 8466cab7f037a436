import { useTranslation } from 'react-i18next';
import { Badge, Box, Text } from '@chakra-ui/react';
import type { AdminUser } from '../../api/admin';
import { czechDateTime } from '../../components/czech-date';
import { freeText } from './free-text';
import { lastActivityText } from './last-activity';

/** The pieces of a user shared by the table row and the mobile card; second lines in em, as both sizes differ. */

export function CompanyText({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  if (!user.company) return <Text color="fg.muted">{t('users.noCompany')}</Text>;
  const where = [user.company.sector, user.company.location].filter(Boolean).join(' · ');
  return (
    <Box css={freeText}>
      <Text>{user.company.name}</Text>
      {where && (
        <Text fontSize="0.92em" color="fg.muted">
          {where}
        </Text>
      )}
    </Box>
  );
}

export function RoleBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={user.role === 'admin' ? 'purple' : 'gray'} variant="subtle">
      {t(`role.${user.role}`)}
    </Badge>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={active ? 'green' : 'red'} variant="subtle">
      {active ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}

export function PositionText({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const { job_title: jobTitle, department } = user.profile ?? {};
  if (!jobTitle && !department) return <Text color="fg.muted">{t('none')}</Text>;
  return (
    <Box css={freeText}>
      {jobTitle && <Text>{jobTitle}</Text>}
      {department && (
        <Text fontSize="0.92em" color="fg.muted">
          {department}
        </Text>
      )}
    </Box>
  );
}

export function LastActivityText({ user, now }: { user: AdminUser; now: Date }) {
  const { t } = useTranslation('admin');
  return (
    <Text as="span" title={czechDateTime(user.last_activity)}>
      {lastActivityText(user.last_activity, now, t)}
    </Text>
  );
}
