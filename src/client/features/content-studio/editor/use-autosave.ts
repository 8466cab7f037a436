import { useEffect } from 'react';
import type { StepDraft } from '../steps/use-step-draft';

/** How long after the author's last change the editor saves into the draft (as a member's autosave waits). */
export const AUTOSAVE_DELAY_MS = 300;

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

/** Saves the step into the draft once the author has paused; never two saves at once, never over a conflict. */
export function useAutosave(draft: StepDraft): SaveState {
  const { state, changed, busy, conflict, files } = draft;
  const failed = draft.outcome?.kind === 'error';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` stands for every change, `draft.save` is new each render.
  useEffect(() => {
    if (!changed || busy || conflict || !files || failed) return;
    const timer = setTimeout(() => void draft.save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, changed, busy, conflict, files, failed]);
  if (conflict) return 'conflict';
  if (busy) return 'saving';
  if (failed) return 'error';
  if (changed) return 'pending';
  return draft.outcome?.kind === 'success' ? 'saved' : 'idle';
}
