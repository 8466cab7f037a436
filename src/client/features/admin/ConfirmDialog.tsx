import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@chakra-ui/react';
import { AdminDialog } from './AdminDialog';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for deletions and other changes that take something away. */
  destructive?: boolean;
  /** Opened in another dialog's place, whose focus going back to the page must not count as a click beside this one. */
  keepOnOutsideClick?: boolean;
  /** The change itself; the dialog closes when it settles, success or not (the alert tells which). */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** Asks before a deletion or a status change (spec section 5), as an in-page alert dialog. */
export function ConfirmDialog({ open, title, children, confirmLabel, destructive = false, keepOnOutsideClick, onConfirm, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <AdminDialog
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      keepOnOutsideClick={keepOnOutsideClick}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'blue'} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="3">{children}</Stack>
    </AdminDialog>
  );
}
