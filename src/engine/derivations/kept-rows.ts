import { comparableText } from '../steps/duplicates.js';
import { isRealId, type IdRule } from '../steps/temporary-ids.js';
import { rowsOf, type Row } from './shared.js';
import type { DeriveRule } from './types.js';

/**
 * What a member wrote that the step's current data no longer shows, kept on the server beside the
 * step: the derived rows that left their list (`rows`, by target: a topic whose rating improved,
 * the outlook of a removed member), so they come back with their texts and ids when their source
 * returns; and the highest id each list of rules.ids ever held (`highest`), so an id once used is
 * never given to another row, whose dependants would otherwise inherit what the old one left.
 */
export interface KeptRows {
  rows: Record<string, Row[]>;
  highest: Record<string, number>;
}

export const NOTHING_KEPT: KeptRows = { rows: {}, highest: {} };

/** At most this many rows are kept per list, the most recently left first. */
export const MAX_KEPT_ROWS = 200;

const byId = (r: Row) => (Number.isInteger(r.id) ? `id:${r.id as number}` : undefined);

/**
 * The derivations whose rows carry what a member writes, each with the identity of a row (the
 * same identity is the same row coming back). Derivations not named here compute everything they
 * hold, or keep every stored row themselves (the catalogue).
 */
const IDENTITY: Readonly<Record<string, (row: Row) => string | undefined>> = {
  rowsFromList: byId,
  developmentTopics: byId,
  memberAverages: (r) => (Number.isInteger(r.team_member_id) ? `member:${r.team_member_id as number}` : undefined),
  // A pair not rated yet holds nothing worth keeping.
  ratingGrid: (r) => {
    if (!Number.isInteger(r.team_member_id) || !Number.isInteger(r.rating)) return undefined;
    const value = Number.isInteger(r.value_id)
      ? `#${r.value_id as number}`
      : typeof r.value_name === 'string'
        ? comparableText(r.value_name)
        : undefined;
    return value === undefined ? undefined : `rating:${r.team_member_id as number}:${value}`;
  },
};

const keyOf = (pointer: string) => pointer.replace(/^\//, '');

/** Whether a rule's rows are kept when they leave. */
export const keepsRows = (rule: DeriveRule) => rule.derivation in IDENTITY;

/** The rows a derivation is handed as what is stored: the stored ones, then the kept ones not among them. */
export function withKeptRows(rule: DeriveRule, stored: unknown, kept: KeptRows | undefined): unknown {
  const identity = IDENTITY[rule.derivation];
  const extra = identity && kept ? (kept.rows[keyOf(rule.target)] ?? []) : [];
  if (!extra.length) return stored;
  const present = new Set(rowsOf(stored).map(identity!).filter(Boolean));
  return [...(Array.isArray(stored) ? stored : []), ...extra.filter((r) => !present.has(identity!(r)))];
}

/**
 * What is kept after a save: for each rule that keeps its rows, the rows of `before` (the data
 * stored before it, newest first) and those kept already that the saved data `after` no longer
 * holds, each once; and the highest id of each rules.ids list, raised to what `before` and
 * `after` hold. Pure.
 */
export function keptAfter(
  rules: readonly DeriveRule[] | undefined,
  idRules: readonly IdRule[] | undefined,
  before: readonly unknown[],
  after: Record<string, unknown>,
  kept: KeptRows,
): KeptRows {
  const rows: Record<string, Row[]> = {};
  for (const rule of rules ?? []) {
    const identity = IDENTITY[rule.derivation];
    if (!identity) continue;
    const key = keyOf(rule.target);
    const present = new Set(rowsOf(after[key]).map(identity).filter(Boolean));
    const seen = new Set<string>();
    const left = [...before.flatMap((data) => rowsOf(isData(data) ? data[key] : undefined)), ...(kept.rows[key] ?? [])].filter((r) => {
      const id = identity(r);
      if (id === undefined || present.has(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    if (left.length) rows[key] = left.slice(0, MAX_KEPT_ROWS);
  }
  const highest: Record<string, number> = {};
  for (const rule of idRules ?? []) {
    const key = keyOf(rule.list);
    const ids = [...before, after].flatMap((data) =>
      rowsOf(isData(data) ? data[key] : undefined)
        .map((r) => r.id)
        .filter(isRealId),
    );
    const top = Math.max(kept.highest[key] ?? 0, ...ids);
    if (top > 0) highest[key] = top;
  }
  return { rows, highest };
}

const isData = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const holdsSomething = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number' || v === true);

/**
 * The rows of each rule with `lost` that `now` shows and `then` would not, counted when the member
 * wrote something in them (the question before a change: '3 rozvojová témata s texty').
 */
export function rowsLost(
  rules: readonly DeriveRule[] | undefined,
  now: Record<string, unknown>,
  then: Record<string, unknown>,
): Array<{ text: string; count: number }> {
  return (rules ?? []).flatMap((rule) => {
    const identity = IDENTITY[rule.derivation];
    if (!rule.lost || !identity) return [];
    const key = keyOf(rule.target);
    const staying = new Set(rowsOf(then[key]).map(identity).filter(Boolean));
    const count = rowsOf(now[key]).filter((r) => {
      const id = identity(r);
      return id !== undefined && !staying.has(id) && rule.lost!.fields.some((f) => holdsSomething(r[f]));
    }).length;
    return count ? [{ text: rule.lost.text, count }] : [];
  });
}
