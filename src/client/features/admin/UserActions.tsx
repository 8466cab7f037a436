import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, IconButton, Wrap } from '@chakra-ui/react';
import { Eye, Pencil, Power, PowerOff, Shield, Trash2 } from 'lucide-react';
import type { AdminUser } from '../../api/admin';

export type UserAction = 'detail' | 'edit' | 'status' | 'delete';

interface Props {
  user: AdminUser;
  onAction(action: UserAction, user: AdminUser): void;
  /** Icon buttons in the table, labelled buttons on mobile cards. */
  compact?: boolean;
}

/** Detail, edit, activate/deactivate and delete; an administrator's row is 'Chráněný' instead (spec section 6). */
export function UserActions({ user, onAction, compact = false }: Props) {
  const { t } = useTranslation('admin');
  if (user.role === 'admin') {
    return (
      <Badge colorPalette="purple" variant="subtle" title={t('users.protectedHint')} gap="1" alignSelf="flex-start">
        <Shield size={12} aria-hidden="true" />{t('users.protected')}
      </Badge>
    );
  }
  const name = user.profile?.name || user.email;
  const actions = [
    { action: 'detail' as const, label: t('users.actions.detail'), icon: <Eye />, palette: 'gray' },
    { action: 'edit' as const, label: t('users.actions.edit'), icon: <Pencil />, palette: 'blue' },
    user.is_active
      ? { action: 'status' as const, label: t('users.actions.deactivate'), icon: <PowerOff />, palette: 'orange' }
      : { action: 'status' as const, label: t('users.actions.activate'), icon: <Power />, palette: 'green' },
    { action: 'delete' as const, label: t('users.actions.delete'), icon: <Trash2 />, palette: 'red' },
  ];
  if (compact) {
    return (
      <HStack gap="1">
        {actions.map((a) => (
          <IconButton
            key={a.action}
            size="sm"
            variant="ghost"
            colorPalette={a.palette}
            aria-label={t('users.actions.labelFor', { action: a.label, name })}
            title={a.label}
            onClick={() => onAction(a.action, user)}
          >
            {a.icon}
          </IconButton>
        ))}
      </HStack>
    );
  }
  return (
    <Wrap gap="2">
      {actions.map((a) => (
        <Button
          key={a.action}
          size="sm"
          variant="outline"
          colorPalette={a.palette}
          aria-label={t('users.actions.labelFor', { action: a.label, name })}
          onClick={() => onAction(a.action, user)}
        >
          {a.icon}{a.label}
        </Button>
      ))}
    </Wrap>
  );
}
