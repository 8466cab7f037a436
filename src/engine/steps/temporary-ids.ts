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
 * The data with every row of each rule's list holding a real id: a row with a temporary id (or
 * none) takes the id of the stored row it matches, else one more than the highest real id sent or
 * stored (an id a deleted row had is not handed to a new one). The references to a replaced
 * temporary id are rewritten with it; those to a temporary id no row has are left for the
 * derivations to drop. Pure; the data is returned as is when nothing changes.
 */
export function realIds(data: Data, stored: unknown, rules: readonly IdRule[] | undefined): Data {
  let out = data;
  for (const rule of rules ?? []) {
    const rows = out[keyOf(rule.list)];
    if (!Array.isArray(rows) || rows.every((r) => isObject(r) && isRealId(r.id))) continue;
    const before = isObject(stored) && Array.isArray(stored[keyOf(rule.list)]) ? (stored[keyOf(rule.list)] as unknown[]).filter(isObject) : [];
    const used = new Set(rows.filter(isObject).map((r) => r.id).filter(isRealId));
    let next = Math.max(0, ...used, ...before.map((r) => r.id).filter(isRealId)) + 1;
    const renamed = new Map<unknown, number>();
    const list = rows.map((row) => {
      if (!isObject(row) || isRealId(row.id)) return row;
      const text = rule.matchBy && typeof row[rule.matchBy] === 'string' ? comparableText(row[rule.matchBy] as string) : undefined;
      const twin = text === undefined ? undefined : before.find((r) => isRealId(r.id) && !used.has(r.id) && typeof r[rule.matchBy!] === 'string' && comparableText(r[rule.matchBy!] as string) === text);
      const id = twin ? (twin.id as number) : next++;
      used.add(id);
      if (row.id !== undefined) renamed.set(row.id, id);
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
  return { ...data, [list!]: rows.map((r) => (isObject(r) && renamed.has(r[property]) ? { ...r, [property]: renamed.get(r[property]) } : r)) };
}
