import { valueAt, type SchemaCheck } from './conditions.js';
import type { ListSelector } from './types.js';

/** A value found at a pointer pattern, with the 1-based number of the list item `*` matched. */
export interface FoundValue {
  pointer: string;
  n?: number;
  value: unknown;
}

/** Every value at a JSON pointer pattern where `*` stands for any list item ("/roles/*\/position"). */
export function valuesAt(data: unknown, pattern: string): FoundValue[] {
  const parts = pattern.split('/').slice(1);
  const out: FoundValue[] = [];
  const walk = (node: unknown, i: number, at: string, n?: number) => {
    if (i === parts.length) {
      if (node !== undefined) out.push({ pointer: at, n, value: node });
      return;
    }
    const part = parts[i]!;
    if (part === '*') {
      if (Array.isArray(node)) for (const [k, item] of node.entries()) walk(item, i + 1, `${at}/${k}`, k + 1);
      return;
    }
    if (node && typeof node === 'object' && !Array.isArray(node)) walk((node as Record<string, unknown>)[part], i + 1, `${at}/${part}`, n);
  };
  walk(data, 0, '');
  return out;
}

/** The distinct non-blank texts at the patterns, trimmed and sorted: a set to compare or offer. */
export function textSet(data: unknown, patterns: readonly string[]): string[] {
  const texts = patterns
    .flatMap((p) => valuesAt(data, p))
    .map((f) => (typeof f.value === 'string' ? f.value.trim() : ''))
    .filter(Boolean);
  return [...new Set(texts)].sort((a, b) => a.localeCompare(b, 'cs'));
}

/** What a selector names: one value (no `*`), or the list of matched items that satisfy `where`, each mapped to `pick`. */
export function selectValues(data: unknown, selector: ListSelector, check: SchemaCheck): unknown {
  if (!selector.at.includes('*')) return valueAt(data, selector.at) ?? null;
  return valuesAt(data, selector.at)
    .map((f) => f.value)
    .filter((v) => !selector.where || check(selector.where, v))
    .map((v) => (selector.pick && v && typeof v === 'object' ? (v as Record<string, unknown>)[selector.pick] : v))
    .filter((v) => v !== undefined);
}

/** The distinct non-blank texts the watch entries name (pointer patterns or selectors), trimmed and sorted. */
export function watchedTexts(data: unknown, watch: ReadonlyArray<string | ListSelector>, check: SchemaCheck): string[] {
  const texts = watch
    .flatMap((w) => {
      const found = typeof w === 'string' ? valuesAt(data, w).map((f) => f.value) : selectValues(data, w, check);
      return Array.isArray(found) ? found : [found];
    })
    .map((v) => (typeof v === 'string' ? v.trim() : ''))
    .filter(Boolean);
  return [...new Set(texts)].sort((a, b) => a.localeCompare(b, 'cs'));
}

/**
 * Whether a save changes what later steps were built on (spec: the set of roles, selected values,
 * priorities or team members): the watched texts, as a set, differ before and after.
 */
export function watchedChanged(watch: ReadonlyArray<string | ListSelector>, before: unknown, after: unknown, check: SchemaCheck): boolean {
  const a = watchedTexts(before, watch, check);
  const b = watchedTexts(after, watch, check);
  return a.length !== b.length || a.some((v, i) => v !== b[i]);
}

/** Values at `target` that are not among `allowed` (a choice from another step's list that is gone). */
export function foreignChoices(data: unknown, target: string, allowed: readonly string[]): FoundValue[] {
  const set = new Set(allowed);
  return valuesAt(data, target).filter((f) => typeof f.value === 'string' && f.value.trim() !== '' && !set.has(f.value.trim()));
}
