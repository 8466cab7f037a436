import type { SchemaCheck } from '../steps/conditions.js';
import { valueAt } from '../steps/conditions.js';
import { valuesAt } from '../steps/pointers.js';
import type { DeriveInput } from './types.js';

/** What an input names in the source step's data: one value, or (with `*`) the filtered, picked list. */
export function readInput(data: unknown, input: DeriveInput, check: SchemaCheck): unknown {
  if (!input.at.includes('*')) return valueAt(data, input.at) ?? null;
  return valuesAt(data, input.at)
    .map((f) => f.value)
    .filter((v) => !input.where || check(input.where, v))
    .map((v) => (input.pick && v && typeof v === 'object' ? (v as Record<string, unknown>)[input.pick] : v))
    .filter((v) => v !== undefined);
}
