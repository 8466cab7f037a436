import { isRow, nextId, rowsOf, sameName, sourceRows, texts, type Row } from './shared.js';

/**
 * One row per distinct text of `inputs.values`, in their order (capacity: one row per position of
 * the roles step). Each row follows its source: with `options.ref` the input is the source's rows
 * (`options.text` names their text, `options.refFrom` their id, default `id`) and a derived row
 * carries that id as `ref` (capacity: `role_id`), so a renamed source keeps everything written in
 * its row; a stored row without the id (stored before rows carried it) is the one with the same
 * text. Without `ref` the input is texts and a row is the stored one with the same text. A new
 * source gets a new row with the next `id`; rows whose source is gone are dropped. Every row has an
 * id; a kept row without one gets the next. `options.fixed` are properties every row has as given
 * (value examples: is_priority true), whatever was stored; `options.defaults` are properties a row
 * has until it holds its own (value priorities: is_priority false, so an unchosen priority says so).
 */
export function rowsFromList(inputs: Record<string, unknown>, current: unknown, options: Record<string, unknown>): Row[] {
  const key = typeof options.key === 'string' ? options.key : 'name';
  const ref = typeof options.ref === 'string' ? options.ref : undefined;
  const sources = ref
    ? sourceRows(
        inputs.values,
        typeof options.text === 'string' ? options.text : key,
        typeof options.refFrom === 'string' ? options.refFrom : 'id',
      )
    : texts(inputs.values).map((text) => ({ text, id: undefined }));
  const stored = rowsOf(current);
  const fixed = isRow(options.fixed) ? options.fixed : {};
  const defaults = isRow(options.defaults) ? options.defaults : {};
  let id = nextId(stored);
  const taken = new Set<Row>();
  const keptFor = (source: { text: string; id: number | undefined }) => {
    const byRef = ref && source.id !== undefined ? stored.find((r) => r[ref] === source.id && !taken.has(r)) : undefined;
    return byRef ?? stored.find((r) => !taken.has(r) && (!ref || !Number.isInteger(r[ref])) && sameName(r[key], source.text));
  };
  return sources.map((source) => {
    const kept = keptFor(source);
    const link = ref && source.id !== undefined ? { [ref]: source.id } : {};
    if (kept) {
      taken.add(kept);
      return { ...defaults, ...kept, id: Number.isInteger(kept.id) ? kept.id : id++, [key]: source.text, ...link, ...fixed };
    }
    return { id: id++, [key]: source.text, ...link, ...defaults, ...fixed };
  });
}
