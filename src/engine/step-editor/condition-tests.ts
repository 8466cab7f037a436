import type { JsonSchema } from '../steps/types.js';
import { choicesOf, filledSchema, isObject, valueKind, type ValueKind } from './rule-fields.js';

/**
 * The conditions the studio's builder makes ('pole X je vyplněné / rovná se … / je nejvýše N / je
 * alespoň N') and reads back from a condition's JSON Schema. Reveal rules and conditional
 * requirements share them, so both say the same thing in the same words.
 */
export type ConditionTest =
  | { kind: 'filled' }
  | { kind: 'equals'; value: string | number | boolean }
  | { kind: 'atMost'; n: number }
  | { kind: 'atLeast'; n: number };

export type TestKind = ConditionTest['kind'];

/** The tests a field of this kind can be asked: bounds only for numbers, equality for anything but a list. */
export function testsFor(kind: ValueKind): TestKind[] {
  if (kind === 'integer' || kind === 'number') return ['filled', 'equals', 'atMost', 'atLeast'];
  if (kind === 'list' || kind === 'unknown') return ['filled'];
  return ['filled', 'equals'];
}

/**
 * The JSON Schema a value must satisfy for the test to hold. A bound names its type too: JSON
 * Schema's `maximum` lets anything that is not a number through, and an unrated row (null) would
 * count as 'at most 2'.
 */
export function testSchema(kind: ValueKind, test: ConditionTest): JsonSchema {
  switch (test.kind) {
    case 'filled':
      return filledSchema(kind);
    case 'equals':
      return { const: test.value };
    case 'atMost':
      return { type: kind === 'integer' ? 'integer' : 'number', maximum: test.n };
    case 'atLeast':
      return { type: kind === 'integer' ? 'integer' : 'number', minimum: test.n };
  }
}

const NUMBER_TYPES = new Set(['integer', 'number']);
const FILLED_TYPES = new Set(['string', 'integer', 'number', 'boolean']);
const keysAre = (schema: JsonSchema, ...keys: string[]) =>
  Object.keys(schema).length === keys.length && keys.every((k) => Object.hasOwn(schema, k));

/** The builder's terms for a condition's schema, or undefined when it says more than the builder can (the JSON view edits it). */
export function describeTest(schema: unknown): ConditionTest | undefined {
  if (!isObject(schema)) return undefined;
  const { type, pattern, minItems, maximum, minimum } = schema;
  if (keysAre(schema, 'const') && ['string', 'number', 'boolean'].includes(typeof schema.const))
    return { kind: 'equals', value: schema.const as string | number | boolean };
  if (keysAre(schema, 'type', 'maximum') && NUMBER_TYPES.has(type as string) && typeof maximum === 'number')
    return { kind: 'atMost', n: maximum };
  if (keysAre(schema, 'type', 'minimum') && NUMBER_TYPES.has(type as string) && typeof minimum === 'number')
    return { kind: 'atLeast', n: minimum };
  if ((keysAre(schema, 'pattern') || keysAre(schema, 'type', 'pattern')) && pattern === '\\S' && (type ?? 'string') === 'string')
    return { kind: 'filled' };
  if (keysAre(schema, 'type') && FILLED_TYPES.has(type as string)) return { kind: 'filled' };
  if ((keysAre(schema, 'minItems') || keysAre(schema, 'type', 'minItems')) && minItems === 1 && (type ?? 'array') === 'array')
    return { kind: 'filled' };
  return undefined;
}

/** Whether the test can be asked of a field whose property schema is this one (an equality within its choices). */
export function fitsField(property: JsonSchema | undefined, test: ConditionTest): boolean {
  const kind = valueKind(property);
  if (!testsFor(kind).includes(test.kind)) return false;
  if (test.kind === 'atMost' || test.kind === 'atLeast') return Number.isFinite(test.n) && (kind !== 'integer' || Number.isInteger(test.n));
  if (test.kind !== 'equals') return true;
  const value = test.value;
  if (kind === 'choice') return choicesOf(property).includes(value as string);
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'integer') return Number.isInteger(value);
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}
