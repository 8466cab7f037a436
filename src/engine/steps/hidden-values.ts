import type { JsonSchema } from './types.js';

/**
 * Values a member wrote into a field that a later publication removed are kept in the stored data
 * under their own keys: reads answer the data without them (the form shows no ghost, and the
 * schema's `additionalProperties: false` would refuse them), saves put them back, so restoring the
 * field or the version brings them back. Inside a list they follow their row by its `id`; a list
 * whose rows carry no id keeps them by position only while the row count is unchanged.
 */

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The properties a schema node names, or undefined where it names none (anything goes there). */
function namedProperties(schema: unknown): Data | undefined {
  return isObject(schema) && isObject(schema.properties) ? schema.properties : undefined;
}

function rowSchema(schema: unknown): unknown {
  return isObject(schema) && isObject(schema.items) ? schema.items : undefined;
}

/** The data as the current schema knows it: properties it no longer names are left out, at top level and in list rows. */
export function visibleData(data: unknown, schema: JsonSchema | undefined): unknown {
  const properties = namedProperties(schema);
  if (!properties || !isObject(data)) return data;
  let out: Data | undefined;
  for (const [key, value] of Object.entries(data)) {
    const next = key in properties ? visibleValue(value, properties[key]) : undefined;
    if (next === value) continue;
    out ??= { ...data };
    if (next === undefined) delete out[key];
    else out[key] = next;
  }
  return out ?? data;
}

function visibleValue(value: unknown, schema: unknown): unknown {
  if (Array.isArray(value)) {
    const rows = rowSchema(schema);
    if (!rows) return value;
    const list = value.map((row) => visibleData(row, rows as JsonSchema));
    return list.every((row, i) => row === value[i]) ? value : list;
  }
  return isObject(value) && namedProperties(schema) ? visibleData(value, schema as JsonSchema) : value;
}

/** Whether the stored data holds a value the schema no longer names (anywhere visibleData looks). */
export function hasHiddenValues(data: unknown, schema: JsonSchema | undefined): boolean {
  return visibleData(data, schema) !== data;
}

/**
 * The saved data with the values the stored data holds under names the schema no longer has put
 * back: top-level keys the save cannot have sent, and inside list rows those of the stored row
 * with the same id (a row the member removed takes its hidden values with it). What the save sent
 * always wins. Pure; the data is returned as is when nothing is hidden.
 */
export function keepHiddenValues(saved: Data, stored: unknown, schema: JsonSchema | undefined): Data {
  return (withHidden(saved, stored, schema) as Data | undefined) ?? saved;
}

function withHidden(saved: unknown, stored: unknown, schema: unknown): unknown {
  const properties = namedProperties(schema);
  if (!properties || !isObject(saved) || !isObject(stored)) return saved;
  let out: Data | undefined;
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in properties)) {
      if (key in saved) continue;
      out ??= { ...saved };
      out[key] = value;
      continue;
    }
    const merged = Array.isArray(saved[key])
      ? withHiddenRows(saved[key] as unknown[], value, properties[key])
      : withHidden(saved[key], value, properties[key]);
    if (merged === saved[key]) continue;
    out ??= { ...saved };
    out[key] = merged;
  }
  return out ?? saved;
}

function withHiddenRows(saved: unknown[], stored: unknown, schema: unknown): unknown[] {
  const rows = rowSchema(schema);
  if (!rows || !Array.isArray(stored)) return saved;
  const byId = new Map<unknown, unknown>();
  for (const row of stored) if (isObject(row) && row.id !== undefined) byId.set(row.id, row);
  const positional = byId.size === 0 && stored.length === saved.length;
  const list = saved.map((row, i) => {
    const before = isObject(row) && row.id !== undefined ? byId.get(row.id) : positional ? stored[i] : undefined;
    return before === undefined ? row : withHidden(row, before, rows);
  });
  return list.every((row, i) => row === saved[i]) ? saved : list;
}
