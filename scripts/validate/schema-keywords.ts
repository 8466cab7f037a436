import { newAjv } from '../../src/content/ajv.js';
import { down, isObject } from './pointer.js';

/** Where a keyword holds subschemas: a map of them, a list of them, or one. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas', 'dependencies'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SCHEMA_VALUES = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'completion',
];

/** The keywords the step validators know: JSON Schema's, the formats' and ours (AJV_OPTIONS). */
export const KNOWN_KEYWORDS: readonly string[] = Object.keys(newAjv(false).RULES.keywords);
const KNOWN = KNOWN_KEYWORDS;

export interface UnknownKeyword {
  pointer: string;
  keyword: string;
  /** A known keyword spelt the same but for case ("maxLength" for "maxlength"). */
  meant?: string;
}

/**
 * Every keyword ajv would refuse in strict mode, with its pointer: ajv names the keyword but not
 * where it is, and an author needs the place.
 */
export function unknownKeywords(schema: unknown, at = ''): UnknownKeyword[] {
  if (!isObject(schema)) return [];
  const out: UnknownKeyword[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (!KNOWN.includes(key)) {
      out.push({ pointer: down(at, key), keyword: key, meant: KNOWN.find((k) => k.toLowerCase() === key.toLowerCase()) });
      continue;
    }
    const here = down(at, key);
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      for (const [name, sub] of Object.entries(value)) out.push(...unknownKeywords(sub, down(here, name)));
    }
    if (SCHEMA_LISTS.includes(key) && Array.isArray(value))
      for (const [i, sub] of value.entries()) out.push(...unknownKeywords(sub, down(here, i)));
    if (SCHEMA_VALUES.includes(key)) out.push(...unknownKeywords(value, here));
  }
  return out;
}
