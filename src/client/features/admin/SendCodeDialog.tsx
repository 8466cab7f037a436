import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import { sendNewCode, type AdminUser } from '../../api/admin';
import { useAdminAlert } from './alert-store';
import { CodeShownDialog } from './CodeShownDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { failureText } from './run-with-alert';

interface Props {
  user: AdminUser;
  onClose(): void;
}

/**
 * 'Poslat nový kód e-mailem': asks first (the member's current code stops working), then shows the
 * new code once, as the form does after saving one; the outcome is the dashboard's alert.
 */
export function SendCodeDialog({ user, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [sent, setSent] = useState<{ code: string; mailSent: boolean } | null>(null);
  const shown = useRef(false);
  const send = async () => {
    const { showError, showSuccess } = useAdminAlert.getState();
    try {
      const answer = await sendNewCode(user.id);
      (answer.mail_sent ? showSuccess : showError)(answer.message);
      shown.current = true;
      setSent({ code: answer.code, mailSent: answer.mail_sent });
    } catch (err) {
      showError(await failureText(err, t('users.confirmSendCode.failed')));
    }
  };
  if (sent) return <CodeShownDialog email={user.email} code={sent.code} mailSent={sent.mailSent} onClose={onClose} />;
  return (
    <ConfirmDialog
      open
      title={t('users.confirmSendCode.title')}
      confirmLabel={t('users.confirmSendCode.confirm')}
      keepOnOutsideClick
      onConfirm={send}
      // The code, once sent, takes the dialog's place instead of closing it.
      onClose={() => !shown.current && onClose()}
    >
      <Text>{t('users.confirmSendCode.text', { name: user.profile?.name || user.email, email: user.email })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('users.confirmSendCode.limit')}
      </Text>
    </ConfirmDialog>
  );
}
