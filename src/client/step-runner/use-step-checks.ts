import { useCallback, useMemo } from 'react';
import { completionErrors, hiddenTargets, missingContent, orderedMessages, type Confirmations, type JsonSchema, type StepMessage } from '../../engine/steps';
import type { StepModule } from './step-module';

const NO_HIDDEN: ReadonlySet<string> = new Set();

/**
 * What a step's precompiled validators say about data: the completion messages in the spec's
 * order, the content still missing, and the blocks the reveal rules hide. Shared by the runner
 * and the admin's preview, so both judge alike. Without `confirmed`, reveal rules do not wait for
 * a confirmation (`confirmedBy`).
 */
export function useStepChecks(module: StepModule, data: unknown, revealAll: boolean, confirmed?: Confirmations) {
  const { rules } = module.definition;
  const full = module.validators.full;
  const messagesFor = useCallback(
    (value: unknown): StepMessage[] => orderedMessages(completionErrors(full, value, rules.unique), rules.messages),
    [full, rules.messages, rules.unique],
  );
  const check = useCallback((s: JsonSchema, value: unknown) => module.conditions[JSON.stringify(s)]?.(value) ?? false, [module]);
  // A new Set per keystroke would re-render the whole form: the key keeps it stable while nothing changes.
  const hiddenKey = revealAll ? '' : [...hiddenTargets(rules.reveal, data, check, confirmed)].join('|');
  const hidden = useMemo(() => (hiddenKey ? new Set(hiddenKey.split('|')) : NO_HIDDEN), [hiddenKey]);
  const missing = useMemo(() => missingContent(completionErrors(full, data, rules.unique)), [full, data, rules.unique]);
  return { messagesFor, hidden, missing };
}
