import { comparableText } from './duplicates.js';

/** Spec section 7: temporary ids (a new team member's) are timestamps; real ids lie below 1e12. */
export const TEMPORARY_ID_FROM = 1e12;

/**
 * A list whose rows get their real ids from the server (rules.ids): the team members.
 * `refs` are pointer patterns `/<list>/*\/<property>` of ids that name a row of it (the ratings'
 * `team_member_id`); `matchBy` a row property by which a row sent without a real id is the stored
 * row of the same text (a member posted by name keeps its id, and so its ratings).
 */
export interface IdRule {
  list: string;
  refs?: string[];
  matchBy?: string;
}

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isRealId = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) < TEMPORARY_ID_FROM;
const keyOf = (pointer: string) => pointer.replace(/^\//, '');

/**
 * The data with every row of each rule's list holding a real id of its own: a row with a temporary
 * id (or none, or an id another row holds, or the id of a row that is gone) takes the id of the
 * stored row it matches, else one more than the highest real id sent, stored or ever held
 * (`highest`, by list: KeptRows), so an id a deleted row had is never handed to a new one. The
 * references to a replaced id are rewritten with it; those to a temporary id no row has are left
 * for the derivations to drop. Pure; the data is returned as is when nothing changes.
 */
export function realIds(
  data: Data,
  stored: unknown,
  rules: readonly IdRule[] | undefined,
  highest: Readonly<Record<string, number>> = {},
): Data {
  let out = data;
  for (const rule of rules ?? []) {
    const rows = out[keyOf(rule.list)];
    if (!Array.isArray(rows)) continue;
    const before =
      isObject(stored) && Array.isArray(stored[keyOf(rule.list)]) ? (stored[keyOf(rule.list)] as unknown[]).filter(isObject) : [];
    const storedIds = new Set(before.map((r) => r.id).filter(isRealId));
    const top = Math.max(highest[keyOf(rule.list)] ?? 0, ...storedIds);
    // A real id stands for one row only: a second row sent with it (a copied row) is a new row, and
    // so is a row sent with the id of a row that is gone (the browser counts from what it shows).
    const firsts = new Set<unknown>();
    const owns = rows.map(
      (r) => isObject(r) && isRealId(r.id) && (storedIds.has(r.id) || r.id > top) && !firsts.has(r.id) && Boolean(firsts.add(r.id)),
    );
    if (owns.every(Boolean)) continue;
    const used = new Set(firsts);
    let next = Math.max(top, ...[...used].filter(isRealId)) + 1;
    const renamed = new Map<unknown, number>();
    const list = rows.map((row, i) => {
      if (!isObject(row) || owns[i]) return row;
      const text = rule.matchBy && typeof row[rule.matchBy] === 'string' ? comparableText(row[rule.matchBy] as string) : undefined;
      const twin =
        text === undefined
          ? undefined
          : before.find(
              (r) =>
                isRealId(r.id) &&
                !used.has(r.id) &&
                typeof r[rule.matchBy!] === 'string' &&
                comparableText(r[rule.matchBy!] as string) === text,
            );
      const id = twin ? (twin.id as number) : next++;
      used.add(id);
      if (row.id !== undefined && !firsts.has(row.id)) renamed.set(row.id, id);
      return { ...row, id };
    });
    out = { ...out, [keyOf(rule.list)]: list };
    for (const ref of rule.refs ?? []) out = rewriteRefs(out, ref, renamed);
  }
  return out;
}

/** `/<list>/*\/<property>`: each row's property rewritten through `renamed`. */
function rewriteRefs(data: Data, pattern: string, renamed: ReadonlyMap<unknown, number>): Data {
  const [list, star, property] = keyOf(pattern).split('/');
  const rows = list ? data[list] : undefined;
  if (star !== '*' || !property || !Array.isArray(rows) || !renamed.size) return data;
  return {
    ...data,
    [list!]: rows.map((r) => (isObject(r) && renamed.has(r[property]) ? { ...r, [property]: renamed.get(r[property]) } : r)),
  };
}
