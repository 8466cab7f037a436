import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons instead of the single close button. */
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/** An in-page dialog (never a native one): focus is trapped, Escape and the button close it. */
export function StepDialog({ open, title, onClose, children, footer, role = 'dialog' }: Props) {
  const { t } = useTranslation('step-runner');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role={role} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer ?? <Button onClick={onClose}>{t('close')}</Button>}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
