import { HStack, Spinner, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { AutosaveStore } from './autosave-store';

/** Saving, saved, unsaved changes or error (spec section 2), announced politely to screen readers. */
export function SaveStatusIndicator({ store }: { store: AutosaveStore }) {
  const { t } = useTranslation('step-runner');
  const status = useStore(store, (s) => s.status);
  const error = useStore(store, (s) => s.error);
  const dirty = useStore(store, (s) => s.dirty);
  let content = null;
  if (status === 'saving') content = <><Spinner size="xs" aria-hidden="true" /><Text>{t('status.saving')}</Text></>;
  else if (status === 'error') content = <><CircleAlert size={16} aria-hidden="true" /><Text color="red.700">{error}</Text></>;
  else if (status === 'saved') content = <><CircleCheck size={16} aria-hidden="true" /><Text color="green.700">{t('status.saved')}</Text></>;
  else if (dirty) content = <><CircleDot size={16} aria-hidden="true" /><Text color="orange.800">{t('unsavedChanges')}</Text></>;
  return <HStack role="status" aria-live="polite" gap="2" fontSize="sm" minH="6" data-testid="save-status" data-status={dirty && status === 'idle' ? 'unsaved' : status}>{content}</HStack>;
}
