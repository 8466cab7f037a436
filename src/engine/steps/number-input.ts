import type { JsonSchema } from './types.js';

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * What a typed number puts into the data: the number when the schema accepts it (an integer for
 * an integer field, within minimum and maximum; a Czech decimal comma is read as a point), else
 * the field's empty value: null where the schema allows null, otherwise nothing. So the data never
 * holds a string or a number the draft schema would refuse, and the completion check names the
 * field instead.
 */
export function numberFromInput(raw: string, schema: JsonSchema): number | null | undefined {
  const empty = typesOf(schema).includes('null') ? null : undefined;
  const text = raw.trim();
  if (!NUMBER.test(text)) return empty;
  const n = Number(text.replace(',', '.'));
  if (typesOf(schema).includes('integer') && !Number.isInteger(n)) return empty;
  if (typeof schema.minimum === 'number' && n < schema.minimum) return empty;
  if (typeof schema.maximum === 'number' && n > schema.maximum) return empty;
  return n;
}

/** Whether a field holds numbers (rjsf renders `integer` and `number` with the text widget by default). */
export const isNumberSchema = (schema: JsonSchema) => typesOf(schema).some((t) => t === 'integer' || t === 'number');
