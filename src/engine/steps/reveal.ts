import { holds, valueAt, type SchemaCheck } from './conditions.js';
import type { Condition, RevealRule } from './types.js';

/** Answers the member confirmed (a Continue button), by JSON pointer: the value each was confirmed with. */
export type Confirmations = Readonly<Record<string, unknown>>;

/** Replaces the `*` segments of a pointer, in order, with list row indices. */
function bind(pointer: string, indices: readonly number[]): string {
  let i = 0;
  return pointer
    .split('/')
    .map((part) => (part === '*' && i < indices.length ? String(indices[i++]) : part))
    .join('/');
}

function bindCondition(condition: Condition, indices: readonly number[]): Condition {
  if ('all' in condition) return { all: condition.all.map((c) => bindCondition(c, indices)) };
  if ('any' in condition) return { any: condition.any.map((c) => bindCondition(c, indices)) };
  return { scope: bind(condition.scope, indices), schema: condition.schema };
}

/** The row indices a pointer pattern's `*` segments take in the data: one list per existing row (one empty list without `*`). */
function rowsOf(data: unknown, pattern: string): number[][] {
  const parts = pattern.split('/');
  const star = parts.indexOf('*');
  if (star < 0) return [[]];
  const list = valueAt(data, parts.slice(0, star).join('/'));
  if (!Array.isArray(list)) return [];
  return list.flatMap((_, k) =>
    rowsOf(data, [...parts.slice(0, star), String(k), ...parts.slice(star + 1)].join('/')).map((more) => [k, ...more]),
  );
}

/**
 * The reveal rules with concrete pointers: a rule whose target has `*` becomes one rule per list
 * row, and a `*` in its scopes (and in `confirmedBy`) means that same row.
 */
export function boundRevealRules(rules: readonly RevealRule[] | undefined, data: unknown): RevealRule[] {
  return (rules ?? []).flatMap((rule) =>
    rowsOf(data, rule.target).map((indices) => ({
      target: bind(rule.target, indices),
      when: bindCondition(rule.when, indices),
      ...(rule.confirmedBy === undefined ? {} : { confirmedBy: bind(rule.confirmedBy, indices) }),
    })),
  );
}

/** Whether the answer now held at `pointer` is the one the member confirmed. */
export function isConfirmed(confirmed: Confirmations, pointer: string, value: unknown): boolean {
  return Object.hasOwn(confirmed, pointer) && JSON.stringify(confirmed[pointer]) === JSON.stringify(value);
}

/** Answers already stored when the page loads count as confirmed: a saved Yes shows what it revealed. */
export function storedConfirmations(rules: readonly RevealRule[] | undefined, data: unknown): Confirmations {
  return Object.fromEntries(
    boundRevealRules(rules, data)
      .flatMap((r) => (r.confirmedBy === undefined ? [] : [[r.confirmedBy, valueAt(data, r.confirmedBy)] as const]))
      .filter(([, value]) => value !== undefined && value !== null),
  );
}

/**
 * The reveal targets hidden for this data, as concrete pointers ("/capacities/2/future_capacity"):
 * a target shows once its condition holds and, for a rule with `confirmedBy`, once that answer is
 * confirmed. Without `confirmed` (a caller that tracks no confirmations) `confirmedBy` is not asked.
 */
export function hiddenTargets(
  rules: readonly RevealRule[] | undefined,
  data: unknown,
  check: SchemaCheck,
  confirmed?: Confirmations,
): Set<string> {
  const waiting = (r: RevealRule) =>
    confirmed !== undefined && r.confirmedBy !== undefined && !isConfirmed(confirmed, r.confirmedBy, valueAt(data, r.confirmedBy));
  return new Set(
    boundRevealRules(rules, data)
      .filter((r) => !holds(r.when, data, check) || waiting(r))
      .map((r) => r.target),
  );
}
