import { valueAt, type SchemaCheck } from './conditions.js';
import type { ListSelector } from './types.js';

/** A row an edit takes out of what later steps read (rules.resetDependents.watch). */
export interface RemovedRow {
  /** Pointer of the list the row was in ("/members"). */
  list: string;
  id: number;
  /** The row's watched text before the edit, trimmed: what the member knows it by (a member's name, a value's name). */
  text: string;
  /** 'removed': the row is gone from its list; 'deselected': it stays but no longer satisfies the selector's `where`. */
  kind: 'removed' | 'deselected';
}

/** One watch entry read as a list, the path inside a row to what is watched, and the selector's filter and pick. */
interface WatchedList {
  list: string;
  inRow: string;
  where?: ListSelector['where'];
  pick?: string;
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "/members/*\/member_name" or { at: "/values/*", … }: the list before the first `*`; an entry without one watches no list. */
function watchedList(entry: string | ListSelector): WatchedList | null {
  const at = typeof entry === 'string' ? entry : entry.at;
  const star = at.indexOf('/*');
  if (star < 0 || (at.length > star + 2 && at[star + 2] !== '/')) return null;
  return { list: at.slice(0, star), inRow: at.slice(star + 2), ...(typeof entry !== 'string' && { where: entry.where, pick: entry.pick }) };
}

/** What an entry watches in a row: its trimmed text, or '' when the row does not satisfy `where` or holds no text there. */
function watchedText(row: Row, entry: WatchedList, check: SchemaCheck): string {
  const item = valueAt(row, entry.inRow);
  if (entry.where && !check(entry.where, item)) return '';
  const value = entry.pick ? (isRow(item) ? item[entry.pick] : undefined) : item;
  return typeof value === 'string' ? value.trim() : '';
}

const rowsAt = (data: unknown, list: string): Row[] => {
  const rows = valueAt(data, list);
  return Array.isArray(rows) ? rows.filter(isRow) : [];
};

/**
 * The rows an edit removes from what later steps were built on, so the member can be asked first:
 * a row (matched by its integer `id`) that held a watched text before and is gone after, or one
 * that satisfied a selector's `where` before and does not after (a value switched off). Renaming a
 * row or typing in it removes nothing, nor does dropping a row that held no watched text (a blank
 * row, a value that was off). Rows without an integer id cannot be followed and are left out (the
 * browser gives every row one on load). Several entries on one list answer once per row, with the
 * first entry's text the row holds (a member's name before the position).
 */
export function removedRows(
  watch: ReadonlyArray<string | ListSelector>,
  before: unknown,
  after: unknown,
  check: SchemaCheck,
): RemovedRow[] {
  const byList = new Map<string, WatchedList[]>();
  for (const entry of watch) {
    const found = watchedList(entry);
    if (found) byList.set(found.list, [...(byList.get(found.list) ?? []), found]);
  }
  const out: RemovedRow[] = [];
  for (const [list, entries] of byList) {
    const now = new Map(
      rowsAt(after, list)
        .filter((r) => Number.isInteger(r.id))
        .map((r) => [r.id as number, r]),
    );
    for (const row of rowsAt(before, list)) {
      if (!Number.isInteger(row.id)) continue;
      const held = entries.filter((e) => watchedText(row, e, check) !== '');
      if (!held.length) continue;
      const id = row.id as number;
      const text = watchedText(row, held[0]!, check);
      const twin = now.get(id);
      if (!twin) out.push({ list, id, text, kind: 'removed' });
      else if (held.some((e) => e.where && !check(e.where, valueAt(twin, e.inRow)))) out.push({ list, id, text, kind: 'deselected' });
    }
  }
  return out;
}
