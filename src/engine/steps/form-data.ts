import { isRuleError } from './data-errors.js';
import type { DataError, JsonSchema } from './types.js';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Loaded text values are trimmed (spec section 3), at any depth. */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimStrings) as T;
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)])) as T;
  return value;
}

/**
 * Local ids of list items (threats, goals, information items) are counters continuing from the
 * highest id present plus one (spec section 3). Items of arrays whose item schema has an integer
 * `id` get one when they have none; existing ids are never changed.
 */
export function assignItemIds(data: Data, schema: JsonSchema | undefined): Data {
  const properties = schema?.properties;
  if (!isObject(properties)) return data;
  let out = data;
  for (const [key, prop] of Object.entries(properties)) {
    const items = isObject(prop) ? prop.items : undefined;
    const list = data[key];
    if (!Array.isArray(list) || !isObject(items) || !isObject(items.properties) || !isObject(items.properties.id)) continue;
    if (list.every((item) => isObject(item) && Number.isInteger(item.id))) continue;
    let next = Math.max(0, ...list.map((item) => (isObject(item) && Number.isInteger(item.id) ? (item.id as number) : 0))) + 1;
    const filled = list.map((item) =>
      isObject(item) && Number.isInteger(item.id) ? item : { ...(isObject(item) ? item : {}), id: next++ },
    );
    out = { ...out, [key]: filled };
  }
  return out;
}

/**
 * Errors that mean required content is still missing (an empty text, a missing answer or item).
 * The complete button stays disabled while any is left; a rule over filled content (the
 * 'strategie' check, an `anyOf`, a repeated name, a count of choices) is for the completion
 * attempt to report, so its message tells the member what to change.
 */
export function missingContent(errors: readonly DataError[]): DataError[] {
  return errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'contains' && !isRuleError(e));
}

/** The words of a typed-out text shown after `elapsedMs` at one word per `msPerWord` (spec: 100 ms). */
export function typedPrefix(text: string, elapsedMs: number, msPerWord = 100): string {
  const words = text.split(/(\s+)/);
  const shown = Math.floor(elapsedMs / msPerWord) + 1;
  let count = 0;
  let out = '';
  for (const part of words) {
    if (part.trim()) {
      if (count >= shown) break;
      count++;
    }
    out += part;
  }
  return out.trimEnd();
}
