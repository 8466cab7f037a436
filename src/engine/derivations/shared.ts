import { comparableText } from '../steps/duplicates.js';
import type { Evaluation, Member } from './types.js';

export type Row = Record<string, unknown>;
export const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
export const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? v.filter(isRow) : []);

/** Names are matched as people type them: trimmed, case-insensitive (spec: names unique case-insensitively). */
export const sameName = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && comparableText(a) === comparableText(b);

/** Averages and variances are kept to two decimals: what a person reads, and stable in JSON. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The next list id: one more than the highest present (spec: ids continue from the highest). */
export const nextId = (rows: readonly Row[]) => Math.max(0, ...rows.map((r) => (Number.isInteger(r.id) ? (r.id as number) : 0))) + 1;

export function membersOf(v: unknown): Member[] {
  return rowsOf(v).filter(
    (m): m is Row & Member => Number.isInteger(m.id) && typeof m.member_name === 'string' && m.member_name.trim() !== '',
  );
}

/**
 * The stored derived row written for `member`: the one carrying the member's id, else, for a row stored before rows
 * carried it, the one naming the member as they are named now. A renamed member keeps their rows from the first
 * derivation that stored the id on.
 */
export function rowOfMember(rows: readonly Row[], member: Member): Row | undefined {
  return (
    rows.find((r) => r.team_member_id === member.id) ??
    rows.find((r) => !Number.isInteger(r.team_member_id) && sameName(r.member_name, member.member_name))
  );
}

/** Ratings 1-5 of members that exist; anything else is not a rating yet. */
export function ratingsOf(v: unknown, members: readonly Member[]): Evaluation[] {
  const ids = new Set(members.map((m) => m.id));
  return rowsOf(v).filter(
    (e): e is Row & Evaluation =>
      ids.has(e.team_member_id as number) &&
      typeof e.value_name === 'string' &&
      Number.isInteger(e.rating) &&
      (e.rating as number) >= 1 &&
      (e.rating as number) <= 5,
  );
}

/**
 * The rows of a source list a derivation follows: each non-blank `text` (trimmed, the first of
 * equal texts wins, as in texts()) with the row's integer id at `idKey`, when it has one.
 */
export function sourceRows(v: unknown, text: string, idKey: string): Array<{ text: string; id: number | undefined }> {
  const out: Array<{ text: string; id: number | undefined }> = [];
  for (const row of rowsOf(v)) {
    const s = row[text];
    if (typeof s !== 'string' || !s.trim() || out.some((o) => sameName(o.text, s))) continue;
    out.push({ text: s.trim(), id: Number.isInteger(row[idKey]) ? (row[idKey] as number) : undefined });
  }
  return out;
}

/** The distinct non-blank texts of a list, trimmed, in order; the first spelling of a name wins. */
export function texts(v: unknown): string[] {
  const out: string[] = [];
  for (const s of Array.isArray(v) ? v : []) {
    if (typeof s !== 'string' || !s.trim() || out.some((t) => sameName(t, s))) continue;
    out.push(s.trim());
  }
  return out;
}
