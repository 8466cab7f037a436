import type { Condition, JsonSchema } from './types.js';

/** Checks a value against a schema; browser and server inject their own (precompiled or compiled) ajv. */
export type SchemaCheck = (schema: JsonSchema, value: unknown) => boolean;

/** The value at a JSON pointer ('' is the whole document). */
export function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return data;
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function holds(condition: Condition, data: unknown, check: SchemaCheck): boolean {
  if ('all' in condition) return condition.all.every((c) => holds(c, data, check));
  if ('any' in condition) return condition.any.some((c) => holds(c, data, check));
  return check(condition.schema, valueAt(data, condition.scope));
}
