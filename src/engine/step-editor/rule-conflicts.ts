import type { ConditionTest } from './condition-tests.js';
import { requirementOf } from './requirement-ops.js';
import { revealOf, type RevealChoice } from './reveal-ops.js';
import { holderSchema, isObject, lastSegment } from './rule-fields.js';
import type { EditorState } from './types.js';

/** Whether every value passing `a` also passes `b` (as far as the builder's tests tell; false when unsure). */
function implies(a: ConditionTest, b: ConditionTest): boolean {
  if (b.kind === 'filled') return true;
  if (a.kind === 'filled') return false;
  if (a.kind === 'equals')
    return b.kind === 'equals'
      ? a.value === b.value
      : typeof a.value === 'number' && (b.kind === 'atMost' ? a.value <= b.n : a.value >= b.n);
  return a.kind === b.kind && (a.kind === 'atMost' ? a.n <= (b as { n: number }).n : a.n >= (b as { n: number }).n);
}

/**
 * Completion asks for a field whatever the page shows, so a field required while a reveal rule
 * hides it is one a member can never fill, and the step could never be completed. The field is
 * 'always' required while it may be hidden, or required under a 'condition' that can hold while it
 * is hidden (a condition that is not the reveal's, nor narrower). Undefined when the two agree or
 * the builder cannot tell (a rule only the JSON view says).
 */
export function requiredWhileHidden(state: EditorState, field: string): 'always' | 'condition' | undefined {
  const reveal = revealOf(state, field);
  if (reveal.kind !== 'builder') return undefined;
  const completion = holderSchema(state.files.schema, field)?.completion;
  if (isObject(completion) && Array.isArray(completion.required) && completion.required.includes(lastSegment(field))) return 'always';
  const requirement = requirementOf(state, field);
  if (requirement.kind !== 'builder') return undefined;
  const shownThen = reveal.conditions.every((c) => c.source === requirement.source && implies(requirement.test, c.test));
  return shownThen ? undefined : 'condition';
}

/** The reveal's one condition of the field, the natural condition of its requirement: required exactly while shown. */
export function revealCondition(state: EditorState, field: string): RevealChoice | undefined {
  const reveal = revealOf(state, field);
  return reveal.kind === 'builder' && reveal.conditions.length === 1 ? reveal.conditions[0] : undefined;
}
