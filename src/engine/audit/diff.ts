/** One field of a before/after pair: its path (`profile.name`) and both values, absent as undefined. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The fields that differ between two recorded values, depth first in key order; objects are compared
 * field by field, anything else (lists included) as a whole. Unchanged fields are left out.
 */
export function fieldChanges(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (isObject(before) || isObject(after)) {
    const b = isObject(before) ? before : {};
    const a = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.flatMap((k) => fieldChanges(b[k], a[k], path ? `${path}.${k}` : k));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}
