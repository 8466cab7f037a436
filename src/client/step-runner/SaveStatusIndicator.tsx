import { HStack, Spinner, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { AutosaveStore } from './autosave-store';

/**
 * Saving, saved, unsaved changes or error (spec section 2), announced politely to screen readers.
 * An edit made after the last save shows as unsaved at once: "saved" never stands over newer work.
 */
export function SaveStatusIndicator({ store }: { store: AutosaveStore }) {
  const { t } = useTranslation('step-runner');
  const status = useStore(store, (s) => s.status);
  const error = useStore(store, (s) => s.error);
  const dirty = useStore(store, (s) => s.dirty);
  const shown = dirty && (status === 'idle' || status === 'saved') ? 'unsaved' : status;
  let content = null;
  if (shown === 'saving')
    content = (
      <>
        <Spinner size="xs" aria-hidden="true" />
        <Text>{t('status.saving')}</Text>
      </>
    );
  else if (shown === 'error')
    content = (
      <>
        <CircleAlert size={16} aria-hidden="true" />
        <Text color="red.700">{error}</Text>
      </>
    );
  else if (shown === 'saved')
    content = (
      <>
        <CircleCheck size={16} aria-hidden="true" />
        <Text color="green.700">{t('status.saved')}</Text>
      </>
    );
  else if (shown === 'unsaved')
    content = (
      <>
        <CircleDot size={16} aria-hidden="true" />
        <Text color="orange.800">{t('unsavedChanges')}</Text>
      </>
    );
  return (
    <HStack role="status" aria-live="polite" gap="2" fontSize="sm" minH="6" data-testid="save-status" data-status={shown}>
      {content}
    </HStack>
  );
}
