import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface Props {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  role?: 'dialog' | 'alertdialog';
  /** Forms keep their typed values: a click beside the dialog does not close it. */
  keepOnOutsideClick?: boolean;
  /**
   * Nothing in the body takes the focus (a detail to read): the body itself does, so a keyboard
   * can scroll it where it does not fit (a phone's full-screen dialog; axe: scrollable-region-focusable).
   */
  readOnly?: boolean;
}

/** The dashboard's in-page dialog (never a native one): focus trapped, Escape and × close it. */
export function AdminDialog({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  keepOnOutsideClick = false,
  readOnly = false,
}: Props) {
  const { t } = useTranslation('admin');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role={role}
      size={{ base: 'full', md: size }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!keepOnOutsideClick}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* A title may quote a long name: it wraps, even inside one word, rather than run under the × and off a phone's screen. */}
            <Dialog.Header pe="12">
              <Dialog.Title minW="0" overflowWrap="anywhere">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body
              {...(readOnly
                ? { tabIndex: 0, _focusVisible: { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' } }
                : {})}
            >
              {children}
            </Dialog.Body>
            {footer && <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
