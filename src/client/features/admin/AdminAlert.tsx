import { useTranslation } from 'react-i18next';
import { Alert, CloseButton } from '@chakra-ui/react';
import { useAdminAlert } from './alert-store';

/** The dashboard's 'Chyba: …' or 'Úspěch: …' line; errors interrupt a screen reader, successes do not. */
export function AdminAlert() {
  const { t } = useTranslation('admin');
  const alert = useAdminAlert((s) => s.alert);
  const dismiss = useAdminAlert((s) => s.dismiss);
  if (!alert) return null;
  const error = alert.kind === 'error';
  return (
    <Alert.Root
      status={error ? 'error' : 'success'}
      role={error ? 'alert' : 'status'}
      data-testid="admin-alert"
      boxShadow="md"
      pointerEvents="auto"
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Content flexDirection="row" flexWrap="wrap" columnGap="1.5">
        <Alert.Title>{error ? t('alert.errorPrefix') : t('alert.successPrefix')}</Alert.Title>{' '}
        <Alert.Description>{alert.text}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('alert.dismiss')} onClick={dismiss} />
    </Alert.Root>
  );
}

/** A 'Chyba: …' inside a dialog, where the page's alert would sit behind the backdrop. */
export function DialogError({ text }: { text: string }) {
  const { t } = useTranslation('admin');
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid="dialog-error">
      <Alert.Indicator />
      <Alert.Content flexDirection="row" flexWrap="wrap" columnGap="1.5">
        <Alert.Title>{t('alert.errorPrefix')}</Alert.Title> <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
