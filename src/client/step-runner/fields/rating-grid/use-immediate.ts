import { useState } from 'react';

/**
 * What an input shows at once, while its change reaches the form in a transition: the keystroke or
 * click is answered by this input alone, and the form's re-render (rjsf, the runner, the checks)
 * follows without blocking the next one. A new value from the form (a save, an undo) replaces it.
 */
export function useImmediate<T>(committed: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(committed);
  const [from, setFrom] = useState(committed);
  if (!Object.is(from, committed)) {
    setFrom(committed);
    setShown(committed);
  }
  return [shown, setShown];
}
