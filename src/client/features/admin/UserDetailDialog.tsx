import { useTranslation } from 'react-i18next';
import { Button, Spinner, Stack } from '@chakra-ui/react';
import { MailPlus } from 'lucide-react';
import type { AdminUser } from '../../api/admin';
import { AdminDialog } from './AdminDialog';
import { czechDateTime } from '../../components/czech-date';
import { DetailList } from './DetailList';
import { lastActivityText } from './last-activity';
import { MemberExportButton } from './MemberExportButton';
import { CompanyText, RoleBadge, StatusBadge } from './UserFields';
import { UserIdentity } from './UserIdentity';
import { UserProgressSection } from './UserProgressSection';
import { moduleDisplayNames, useSelectableModules } from './use-selectable-modules';

interface Props {
  user: AdminUser;
  variantLabel: string;
  /** 'Poslat nový kód e-mailem', offered for an active member. */
  onSendCode(): void;
  onClose(): void;
}

/**
 * Everything the dashboard knows of a user. Granted modules read as the user's variant names them
 * ('Lidé', not 'people'), as the form's checkboxes do; while the variant is read a spinner stands
 * in, and if it cannot be read the modules keep their own names.
 */
export function UserDetailDialog({ user, variantLabel, onSendCode, onClose }: Props) {
  const { t } = useTranslation('admin');
  const variantModules = useSelectableModules(user.granted_modules.length ? (user.variant_name ?? '') : '');
  const modules =
    variantModules === undefined && user.variant_name && user.granted_modules.length ? (
      <Spinner key="modules" size="xs" aria-label={t('loading')} />
    ) : (
      moduleDisplayNames(user.granted_modules, variantModules ?? []).join(', ')
    );
  const p = user.profile;
  const choice = (prefix: string, value: string | null | undefined) => (value ? t(`${prefix}.${value}`) : null);
  return (
    <AdminDialog
      open
      readOnly
      size="lg"
      title={t('userDetail.title')}
      onClose={onClose}
      footer={
        user.role !== 'admin' && (
          <>
            <MemberExportButton userId={user.id} />
            {user.is_active && (
              <Button variant="outline" colorPalette="teal" onClick={onSendCode}>
                <MailPlus aria-hidden="true" />
                {t('users.actions.sendCode')}
              </Button>
            )}
          </>
        )
      }
    >
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
            [t('userDetail.modules'), modules],
            [t('userDetail.jobTitle'), p?.job_title],
            [t('userDetail.department'), p?.department],
            [t('userDetail.seniority'), choice('seniority', p?.seniority)],
            [t('userDetail.managerialExperience'), choice('managerialExperience', p?.managerial_experience)],
            [t('userDetail.notes'), p?.notes],
            [t('userDetail.lastActivity'), lastActivityText(user.last_activity, new Date(), t)],
            [t('userDetail.createdAt'), czechDateTime(user.created_at)],
          ]}
        />
        {user.role !== 'admin' && <UserProgressSection userId={user.id} />}
      </Stack>
    </AdminDialog>
  );
}
