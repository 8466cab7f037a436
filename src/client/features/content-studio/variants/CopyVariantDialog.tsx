import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { copyVariant } from '../../../api/content';
import { failureText } from '../../admin/run-with-alert';
import { AdminDialog } from '../../admin/AdminDialog';
import { DialogError } from '../../admin/AdminAlert';

/** The server's rule for a variant's name (contracts/content.ts, copyVariantBody), checked before sending. */
const VARIANT_NAME = /^[a-z][a-z0-9_]{1,49}$/;

interface Props {
  from: { variant_name: string; display_name: string };
  taken: string[];
  onCopied(name: string): void;
  onClose(): void;
}

/** 'Nová varianta kopií': a copy of a variant with its texts, under a new name, into the draft. */
export function CopyVariantDialog({ from, taken, onCopied, onClose }: Props) {
  const { t } = useTranslation('studio');
  const [name, setName] = useState('');
  const [display, setDisplay] = useState(t('variants.copy.displayDefault', { name: from.display_name }));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const nameProblem = !VARIANT_NAME.test(name)
    ? t('variants.copy.nameRule')
    : taken.includes(name)
      ? t('variants.copy.nameTaken', { name })
      : '';
  const displayProblem = display.trim() ? '' : t('variants.copy.displayRequired');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameProblem || displayProblem) return;
    setBusy(true);
    setFailure('');
    try {
      await copyVariant(from.variant_name, { new_name: name, display_name: display.trim() });
      onCopied(name);
    } catch (err) {
      setFailure(await failureText(err, t('variants.copy.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      open
      title={t('variants.copy.title', { name: from.display_name })}
      onClose={onClose}
      keepOnOutsideClick
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('variants.copy.cancel')}
          </Button>
          <Button type="submit" form="copy-variant" colorPalette="blue" loading={busy}>
            {t('variants.copy.submit')}
          </Button>
        </>
      }
    >
      <form id="copy-variant" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <Field.Root required invalid={touched && Boolean(nameProblem)}>
            <Field.Label>
              {t('variants.copy.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value.trim())} autoComplete="off" spellCheck={false} maxLength={50} />
            {touched && nameProblem ? (
              <Field.ErrorText>{nameProblem}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('variants.copy.nameHelp')}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={touched && Boolean(displayProblem)}>
            <Field.Label>
              {t('variants.copy.display')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={display} onChange={(e) => setDisplay(e.target.value)} maxLength={200} />
            {touched && displayProblem && <Field.ErrorText>{displayProblem}</Field.ErrorText>}
          </Field.Root>
          <DialogError text={failure} />
        </Stack>
      </form>
    </AdminDialog>
  );
}
