import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Alert, Box, Button, CloseButton, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UndoState } from './use-removal-guard';

/** How long the bar after a confirmed removal stays (issue 30: 15 s). */
export const UNDO_MS = 15_000;

interface Props {
  state: UndoState | null;
  /** The change is still the step's latest: taking it back is offered. */
  canUndo: boolean;
  onUndo(): void;
  onDismiss(): void;
}

/**
 * 'Změna uložena.' after a confirmed removal, with the steps it reopened and 'Vrátit zpět', then
 * what the undo did. Fixed under the top bar, so it is seen wherever the member scrolled to; it
 * goes after 15 s, but not while the focus is in it (a keyboard user reaching the button keeps
 * it). The server's refusal stays until closed.
 */
export function UndoBar({ state, canUndo, onUndo, onDismiss }: Props) {
  const { t } = useTranslation('step-runner');
  const root = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState(false);
  // A bar that went away with the focus in it (no blur comes from a removed element) holds no next one.
  if (!state && held) setHeld(false);

  const phase = state?.phase;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new offer (a new state object) starts its own timer.
  useEffect(() => {
    if (held || !phase || phase === 'undoing' || phase === 'refused') return undefined;
    const timer = setTimeout(onDismiss, UNDO_MS);
    return () => clearTimeout(timer);
  }, [state, held, phase, onDismiss]);

  // The pressed button goes once the undo is answered: the bar keeps the focus rather than the page's start.
  useEffect(() => {
    const active = document.activeElement;
    if ((phase === 'undone' || phase === 'refused') && root.current && (active === document.body || root.current.contains(active)))
      root.current.focus();
  }, [phase]);

  if (!state) return null;
  const leave = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
  };
  const refused = state.phase === 'refused';
  const offer = state.phase === 'offered' || state.phase === 'undoing' ? state : null;
  return (
    <Box position="fixed" top="16" insetX="0" zIndex="banner" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} pt="3" pointerEvents="none">
      <Alert.Root
        ref={root}
        tabIndex={-1}
        status={refused ? 'error' : 'success'}
        role={refused ? 'alert' : 'status'}
        data-testid="undo-bar"
        boxShadow="md"
        pointerEvents="auto"
        alignItems="center"
        onFocus={() => setHeld(true)}
        onBlur={leave}
      >
        <Alert.Indicator />
        <Flex flex="1" minW="0" gap="3" align="center" wrap="wrap">
          <Alert.Content flex="1" minW="12rem">
            {offer && <Alert.Title>{t('removal.saved')}</Alert.Title>}
            {offer && offer.reopened.length > 0 && (
              <Alert.Description>{t('removal.savedReopened', { steps: offer.reopened.join(', ') })}</Alert.Description>
            )}
            {offer?.error && <Alert.Description color="fg.error">{t('removal.undoError', { detail: offer.error })}</Alert.Description>}
            {state.phase === 'undone' && <Alert.Title>{t('removal.undone')}</Alert.Title>}
            {refused && (
              <>
                <Alert.Title>{t('removal.undoRefused')}</Alert.Title>
                <Alert.Description>{state.detail}</Alert.Description>
              </>
            )}
          </Alert.Content>
          {offer && canUndo && (
            <Button size="sm" variant="outline" onClick={onUndo} loading={offer.phase === 'undoing'}>
              {t('removal.undo')}
            </Button>
          )}
        </Flex>
        {refused && <CloseButton size="sm" aria-label={t('close')} onClick={onDismiss} />}
      </Alert.Root>
    </Box>
  );
}
