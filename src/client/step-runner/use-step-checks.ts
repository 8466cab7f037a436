import { useCallback, useMemo } from 'react';
import { completionErrors, hiddenTargets, missingContent, orderedMessages, type Confirmations, type StepMessage } from '../../engine/steps';
import { conditionCheck, type StepModule } from './step-module';

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
  const check = useMemo(() => conditionCheck(module), [module]);
  const messagesFor = useCallback(
    (value: unknown): StepMessage[] => orderedMessages(completionErrors(full, value, rules, check), rules.messages, value),
    [full, rules, check],
  );
  // A new Set per keystroke would re-render the whole form: the key keeps it stable while nothing changes.
  const hiddenKey = revealAll ? '' : [...hiddenTargets(rules.reveal, data, check, confirmed)].join('|');
  const hidden = useMemo(() => (hiddenKey ? new Set(hiddenKey.split('|')) : NO_HIDDEN), [hiddenKey]);
  const missing = useMemo(() => missingContent(completionErrors(full, data, rules, check)), [full, data, rules, check]);
  return { messagesFor, hidden, missing };
}
