import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '@chakra-ui/react';
import { assignVariant, type VariantSummary } from '../../api/admin';
import { DialogError } from './AdminAlert';
import { AdminDialog } from './AdminDialog';
import { failureText } from './run-with-alert';
import { TextField } from './FormFields';

interface Props {
  variant: VariantSummary;
  onClose(): void;
  onAssigned(): void;
}

/** Asks for the user's e-mail and assigns the variant (365 days); an unknown e-mail gets the server's answer. */
export function AssignVariantDialog({ variant, onClose, onAssigned }: Props) {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setFailure(t('assignDialog.emailRequired'));
    setFailure('');
    setBusy(true);
    try {
      await assignVariant(email.trim(), variant.variant_name);
      onAssigned();
    } catch (err) {
      setFailure(await failureText(err, t('errors.assignVariant')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminDialog
      open
      title={t('assignDialog.title', { name: variant.display_name })}
      onClose={onClose}
      keepOnOutsideClick
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="assign-form" colorPalette="blue" loading={busy}>
            {t('assignDialog.submit')}
          </Button>
        </>
      }
    >
      <form id="assign-form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <TextField
            label={t('assignDialog.email')}
            value={email}
            onChange={setEmail}
            required
            inputProps={{ type: 'email', autoComplete: 'off' }}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('assignDialog.help')}
          </Text>
          <DialogError text={failure} />
        </Stack>
      </form>
    </AdminDialog>
  );
}
