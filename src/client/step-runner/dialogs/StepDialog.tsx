import type { ReactNode, RefObject } from 'react';
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
  /** What takes the focus on opening (a question's safe answer) instead of the first button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the focus goes on closing, when not back to what held it before (that may be gone). */
  finalFocus?(): HTMLElement | null;
}

/** An in-page dialog (never a native one): focus is trapped, Escape and the button close it. */
export function StepDialog({ open, title, onClose, children, footer, role = 'dialog', initialFocus, finalFocus }: Props) {
  const { t } = useTranslation('step-runner');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role={role}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={initialFocus && (() => initialFocus.current)}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer ?? <Button onClick={onClose}>{t('close')}</Button>}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
