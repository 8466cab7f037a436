import { hasHiddenValues, visibleData } from './hidden-values.js';
import type { JsonSchema } from './types.js';

/** A stored step row as the impact reads it: its data and whether the member completed it. */
export interface StoredStep {
  data: unknown;
  completed: boolean;
}

/** One reason a schema refuses data: the rule's keyword ('maximum', 'enum', …) and where (a JSON pointer). */
export interface Refusal {
  kind: string;
  at: string;
}

/**
 * Why a schema refuses the data, or nothing when it fits. `full` is the completion schema
 * (required fields and minimum sizes), otherwise the autosave schema (types, bounds, choices).
 */
export type RefusedBy = (data: unknown, full: boolean) => readonly Refusal[];

/** How a step's new version meets the stored data of its members: counts only, no one named. */
export interface StepImpact {
  /** Members whose data the new version would refuse (a type, a tighter bound, a removed choice, a new requirement). */
  notFitting: number;
  /** Members with values in fields the new version removes (kept, hidden). */
  hidden: number;
  /** What refuses the data, by ajv keyword ('maximum', 'enum', 'type', 'required', …), members per kind. */
  kinds: Record<string, number>;
}

/**
 * Counts what a new version of a step does to the data stored for it. A completed step is checked
 * against what completing it asks (it stays completed; the count tells the author how many members
 * completed it under rules it no longer meets), a step in progress against what a save accepts.
 * A refusal the old version made already (the same rule at the same place) is not the change's doing.
 * Values in removed fields are left out before the check: they are kept, not refused.
 */
export function stepImpact(
  rows: Iterable<StoredStep>,
  before: { schema: JsonSchema | undefined; refusedBy: RefusedBy },
  after: { schema: JsonSchema | undefined; refusedBy: RefusedBy },
): StepImpact {
  const out: StepImpact = { notFitting: 0, hidden: 0, kinds: {} };
  for (const row of rows) {
    if (hasHiddenValues(row.data, after.schema) && !hasHiddenValues(row.data, before.schema)) out.hidden++;
    const refused = after.refusedBy(visibleData(row.data, after.schema), row.completed);
    if (!refused.length) continue;
    const reason = (r: Refusal) => `${r.kind} ${r.at}`;
    const already = new Set(before.refusedBy(visibleData(row.data, before.schema), row.completed).map(reason));
    const kinds = [...new Set(refused.filter((r) => !already.has(reason(r))).map((r) => r.kind))];
    if (!kinds.length) continue;
    out.notFitting++;
    for (const k of kinds) out.kinds[k] = (out.kinds[k] ?? 0) + 1;
  }
  return out;
}
