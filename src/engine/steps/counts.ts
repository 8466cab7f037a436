import { valueAt, type SchemaCheck } from './conditions.js';
import type { CountRule, DataError } from './types.js';

/**
 * The count rules a step's data breaks (rules.counts): for each, the items of its list that
 * satisfy `where`, counted against `min` and `max`. With `draftOnly`, only the rules that also
 * bind a save. An error carries the count and the bounds, which a message may show.
 */
export function countErrors(data: unknown, rules: readonly CountRule[] | undefined, check: SchemaCheck, draftOnly = false): DataError[] {
  const out: DataError[] = [];
  for (const rule of rules ?? []) {
    if (draftOnly && !rule.draft) continue;
    const list = valueAt(data, rule.at);
    const items = Array.isArray(list) ? list : [];
    const count = items.filter((item) => !rule.where || check(rule.where, item)).length;
    if ((rule.min !== undefined && count < rule.min) || (rule.max !== undefined && count > rule.max)) {
      out.push({
        path: rule.at,
        keyword: rule.keyword,
        params: { count, ...(rule.min !== undefined && { min: rule.min }), ...(rule.max !== undefined && { max: rule.max }) },
      });
    }
  }
  return out;
}
