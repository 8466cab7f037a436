import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import { Eye, MailPlus, Pencil, Power, PowerOff, Shield, Trash2 } from 'lucide-react';
import type { AdminUser } from '../../api/admin';
import { RowActions } from './RowActions';

export type UserAction = 'detail' | 'edit' | 'sendCode' | 'status' | 'delete';

interface Props {
  user: AdminUser;
  onAction(action: UserAction, user: AdminUser): void;
  /** Icon buttons in the table, labelled buttons on mobile cards. */
  compact?: boolean;
}

/** Detail, edit, a new code by e-mail (active users: the server refuses others), activate/deactivate and delete; an administrator's row is 'Chráněný' instead (spec section 6). */
export function UserActions({ user, onAction, compact = false }: Props) {
  const { t } = useTranslation('admin');
  if (user.role === 'admin') {
    return (
      <Badge colorPalette="purple" variant="subtle" title={t('users.protectedHint')} gap="1" alignSelf="flex-start">
        <Shield size={12} aria-hidden="true" />
        {t('users.protected')}
      </Badge>
    );
  }
  const name = user.profile?.name || user.email;
  const actions = [
    { action: 'detail' as const, label: t('users.actions.detail'), icon: <Eye />, palette: 'gray' },
    { action: 'edit' as const, label: t('users.actions.edit'), icon: <Pencil />, palette: 'blue' },
    ...(user.is_active ? [{ action: 'sendCode' as const, label: t('users.actions.sendCode'), icon: <MailPlus />, palette: 'teal' }] : []),
    user.is_active
      ? { action: 'status' as const, label: t('users.actions.deactivate'), icon: <PowerOff />, palette: 'orange' }
      : { action: 'status' as const, label: t('users.actions.activate'), icon: <Power />, palette: 'green' },
    { action: 'delete' as const, label: t('users.actions.delete'), icon: <Trash2 />, palette: 'red' },
  ];
  return (
    <RowActions
      actions={actions}
      compact={compact}
      labelFor={(a) => t('users.actions.labelFor', { action: a.label, name })}
      onAction={(action) => onAction(action, user)}
    />
  );
}
