import { toggleListKeys } from '../steps/toggle-list.js';
import { isRow, nextId, rowsOf, texts, type Row } from './shared.js';

/**
 * A toggle list over a catalogue (team values): `options.items` are the predefined names (the
 * rule's `texts`, translated), and the property names are the toggle list's (nameKey, selectedKey,
 * customKey, originalKey, as in its ui:options). Before anything is stored it is the catalogue,
 * nothing selected (the names it lacks come back, below). Afterwards the stored rows are kept in their order with what the member did,
 * and the server decides what the browser may only claim:
 * - a row is predefined only while its original name is in the catalogue (each name once);
 * - it is custom when it has no such original name or its name differs from it (renamed);
 * - a predefined name no row holds comes back at the end, switched off, so the catalogue and
 *   the limits on custom rows always hold together.
 */
export function catalogue(_inputs: Record<string, unknown>, current: unknown, options: Record<string, unknown>): Row[] {
  const keys = toggleListKeys(options);
  const names = texts(options.items);
  const stored = rowsOf(current);
  let id = nextId(stored);
  const fresh = (name: string): Row => ({
    id: id++,
    [keys.name]: name,
    [keys.selected]: false,
    [keys.custom]: false,
    [keys.original]: name,
  });
  const claimed = new Set<string>();
  const rows = stored.filter(isRow).map((row) => {
    const claim = typeof row[keys.original] === 'string' ? names.find((n) => n === (row[keys.original] as string).trim()) : undefined;
    const original = claim !== undefined && !claimed.has(claim) ? claim : null;
    if (original !== null) claimed.add(original);
    const name = typeof row[keys.name] === 'string' ? (row[keys.name] as string) : '';
    return {
      ...row,
      id: Number.isInteger(row.id) ? row.id : id++,
      [keys.name]: name,
      [keys.selected]: row[keys.selected] === true,
      [keys.custom]: original === null || name.trim() !== original,
      [keys.original]: original,
    };
  });
  return [...rows, ...names.filter((n) => !claimed.has(n)).map(fresh)];
}
