import { isRow, nextId, rowsOf, sameName, texts, type Row } from './shared.js';

/**
 * One row per distinct text of `inputs.values`, in their order (capacity: one row per position of
 * the roles step). A stored row whose `key` names the same text (case-insensitively) is kept with
 * everything the member wrote in it; a new text gets a new row with the next `id`. Rows whose
 * text is gone are dropped. Every row has an id; a kept row without one gets the next. `options.fixed` are properties every row has as given (value
 * examples: is_priority true), whatever was stored; `options.defaults` are properties a row has until it holds its own
 * (value priorities: is_priority false, so an unchosen priority says so).
 */
export function rowsFromList(inputs: Record<string, unknown>, current: unknown, options: Record<string, unknown>): Row[] {
  const key = typeof options.key === 'string' ? options.key : 'name';
  const stored = rowsOf(current);
  const fixed = isRow(options.fixed) ? options.fixed : {};
  const defaults = isRow(options.defaults) ? options.defaults : {};
  let id = nextId(stored);
  return texts(inputs.values).map((text) => {
    const kept = stored.find((r) => sameName(r[key], text));
    if (isRow(kept)) return { ...defaults, ...kept, id: Number.isInteger(kept.id) ? kept.id : id++, [key]: text, ...fixed };
    return { id: id++, [key]: text, ...defaults, ...fixed };
  });
}
