import type { JsonSchema } from './types.js';

/**
 * Authors write one schema per step; constraints that only completion checks (a non-blank
 * text, a chosen answer, an if/then) sit under the custom keyword `completion`. From it:
 * - the full schema merges every `completion` into an `allOf`;
 * - the draft schema (autosave) drops `completion`, `required`, `minItems` and `minLength`,
 *   and keeps types, enums, bounds, maxLength and maxItems, so a draft can be incomplete but
 *   never malformed or oversized.
 */
export function fullSchema(schema: JsonSchema): JsonSchema {
  return transform(schema, (node) => {
    const { completion, ...rest } = node;
    if (completion === undefined) return rest;
    const allOf = Array.isArray(rest.allOf) ? [...rest.allOf, completion] : [completion];
    return { ...rest, allOf };
  });
}

const DRAFT_DROPPED = new Set(['completion', 'required', 'minItems', 'minLength']);

export function draftSchema(schema: JsonSchema): JsonSchema {
  return transform(schema, (node) => Object.fromEntries(Object.entries(node).filter(([k]) => !DRAFT_DROPPED.has(k))));
}

const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'completion'];

/** Applies `fn` to every subschema, children first. */
function transform(node: JsonSchema, fn: (node: JsonSchema) => JsonSchema): JsonSchema {
  const out: JsonSchema = { ...node };
  for (const key of SCHEMA_MAPS) {
    const map = node[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, isObject(v) ? transform(v, fn) : v]));
  }
  for (const key of SCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list)) out[key] = list.map((v) => (isObject(v) ? transform(v, fn) : v));
  }
  for (const key of SCHEMA_VALUES) {
    const value = node[key];
    if (isObject(value)) out[key] = transform(value, fn);
  }
  return fn(out);
}

function isObject(v: unknown): v is JsonSchema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
