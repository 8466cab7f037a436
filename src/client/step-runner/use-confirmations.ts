import { useCallback, useState } from 'react';
import { storedConfirmations, valueAt, type Confirmations, type RevealRule } from '../../engine/steps';

/**
 * The answers the member confirmed on this visit (a Continue click), starting with those stored
 * when the page loaded: a saved Yes shows what it revealed at once.
 */
export function useConfirmations(rules: readonly RevealRule[] | undefined, loadedData: unknown, currentData: () => unknown) {
  const [confirmed, setConfirmed] = useState<Confirmations>(() => storedConfirmations(rules, loadedData));
  const confirm = useCallback(
    (pointer: string) => {
      setConfirmed((c) => ({ ...c, [pointer]: valueAt(currentData(), pointer) }));
    },
    [currentData],
  );
  return { confirmed, confirm };
}
