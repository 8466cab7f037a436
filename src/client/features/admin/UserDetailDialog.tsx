import { useTranslation } from 'react-i18next';
import { Stack } from '@chakra-ui/react';
import type { AdminUser } from '../../api/admin';
import { AdminDialog } from './AdminDialog';
import { czechDateTime } from '../../components/czech-date';
import { DetailList } from './DetailList';
import { lastActivityText } from './last-activity';
import { CompanyText, RoleBadge, StatusBadge } from './UserFields';
import { UserIdentity } from './UserIdentity';

interface Props {
  user: AdminUser;
  variantLabel: string;
  onClose(): void;
}

/** Everything the dashboard knows of a user. */
export function UserDetailDialog({ user, variantLabel, onClose }: Props) {
  const { t } = useTranslation('admin');
  const p = user.profile;
  const choice = (prefix: string, value: string | null | undefined) => (value ? t(`${prefix}.${value}`) : null);
  return (
    <AdminDialog open size="lg" title={t('userDetail.title')} onClose={onClose}>
      <Stack gap="5">
        <UserIdentity user={user} />
        <DetailList
          items={[
            [t('userDetail.email'), user.email],
            [t('userDetail.osloveni'), user.osloveni],
            [t('userDetail.role'), <RoleBadge key="role" user={user} />],
            [t('userDetail.status'), <StatusBadge key="status" active={user.is_active} />],
            [t('userDetail.firstLogin'), user.first_login_completed ? t('yes') : t('no')],
            [t('userDetail.company'), <CompanyText key="company" user={user} />],
            [t('userDetail.variant'), variantLabel],
            [t('userDetail.modules'), user.granted_modules.join(', ')],
            [t('userDetail.jobTitle'), p?.job_title],
            [t('userDetail.department'), p?.department],
            [t('userDetail.seniority'), choice('seniority', p?.seniority)],
            [t('userDetail.managerialExperience'), choice('managerialExperience', p?.managerial_experience)],
            [t('userDetail.notes'), p?.notes],
            [t('userDetail.lastActivity'), lastActivityText(user.last_activity, new Date(), t)],
            [t('userDetail.createdAt'), czechDateTime(user.created_at)],
          ]}
        />
      </Stack>
    </AdminDialog>
  );
}
