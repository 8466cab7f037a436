import type { JsonSchema } from '../steps/types.js';

/**
 * Values a member could have written, made from a property's schema alone: deterministic (a row's
 * number and the property's name choose them, never chance), within the property's bounds and
 * those its completion adds, in Czech.
 */

const PEOPLE = [
  'Jana Nováková',
  'Petr Svoboda',
  'Eva Dvořáková',
  'Tomáš Černý',
  'Lucie Procházková',
  'Martin Kučera',
  'Kateřina Veselá',
  'Jiří Horák',
  'Tereza Marková',
  'Ondřej Pokorný',
  'Veronika Králová',
  'Jakub Beneš',
];
const ROLES = [
  'Vedoucí výroby',
  'Obchodní ředitelka',
  'Projektová manažerka',
  'Technik kvality',
  'Finanční analytik',
  'Vedoucí logistiky',
  'Personalistka',
  'Správce IT',
  'Nákupčí',
  'Marketingová specialistka',
  'Zákaznická podpora',
  'Vedoucí vývoje',
];
const VALUES = [
  'Otevřenost',
  'Spolehlivost',
  'Odvaha',
  'Pečlivost',
  'Vstřícnost',
  'Zodpovědnost',
  'Týmová práce',
  'Zvídavost',
  'Férovost',
  'Nadšení',
  'Skromnost',
  'Vytrvalost',
];
const SENTENCES = [
  'Každé pondělí krátká porada celého týmu',
  'Sdílený přehled zakázek dostupný všem',
  'Jasně popsané předávání práce mezi směnami',
  'Měsíční zpětná vazba od zákazníků',
  'Zaškolení nového kolegy do dvou týdnů',
  'Společné plánování kapacit na čtvrtletí',
  'Kontrola kvality před odesláním zákazníkovi',
  'Pravidelné vyhodnocení rozpracovaných projektů',
  'Zástup za každou klíčovou roli',
  'Krátký zápis z každé porady',
  'Rozpočet projednaný s vedoucími týmů',
  'Otevřené dveře pro nápady ke zlepšení',
];

const NAME_WORDS = /(^|_)(member|person|owner|osoba|jmeno|name_of)(_|$)|member_name|owner/;
const ROLE_WORDS = /(^|_)(position|role|job|pozice)(_|$)/;
const VALUE_WORDS = /(^|_)(value|hodnota)(_|$)/;

/** A small number from a name: lets two properties of one row differ in the same bounds. */
function spread(name: string): number {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) % 997;
  return h;
}

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema's own keywords with its completion's over them, the allOf parts merged in: what a completed value must meet. */
export function merged(schema: JsonSchema): JsonSchema {
  const completion = isObject(schema.completion) ? merged(schema.completion) : {};
  const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isObject).map(merged) : [];
  const out: JsonSchema = { ...schema };
  for (const part of [...parts, completion]) {
    for (const [k, v] of Object.entries(part)) {
      if (k === 'properties' && isObject(v) && isObject(out.properties)) out.properties = { ...out.properties, ...v };
      else if (k === 'required' && Array.isArray(v)) out.required = [...new Set([...((out.required as string[]) ?? []), ...v])];
      else if (k === 'type' && Array.isArray(out.type) && typeof v === 'string') out.type = v;
      else if (k !== 'if' && k !== 'then' && k !== 'else') out[k] = v;
    }
  }
  delete out.completion;
  delete out.allOf;
  return out;
}

/** The one type a value is made as: the first of a list other than null. */
function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') as string | undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (isObject(schema.properties)) return 'object';
  if (isObject(schema.items)) return 'array';
  return undefined;
}

/** How many rows a list of samples has: three, or what its bounds ask. */
function rowCount(schema: JsonSchema): number {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(3, min), max);
}

function pick(list: readonly string[], i: number): string {
  const word = list[i % list.length]!;
  return i < list.length ? word : `${word} ${Math.floor(i / list.length) + 1}`;
}

function text(schema: JsonSchema, name: string, i: number): string {
  const words = NAME_WORDS.test(name) ? PEOPLE : ROLE_WORDS.test(name) ? ROLES : VALUE_WORDS.test(name) ? VALUES : SENTENCES;
  let out = pick(words, words === SENTENCES ? i + spread(name) : i);
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  while (out.length < min) out = `${out}, ${pick(SENTENCES, i + out.length).toLowerCase()}`;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  return out.length > max ? out.slice(0, max).trimEnd() : out;
}

function number(schema: JsonSchema, name: string, i: number, integer: boolean): number {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : undefined;
  const lo = typeof schema.minimum === 'number' ? schema.minimum : (exclusiveMin ?? (integer ? 1 : 0));
  const hi = typeof schema.maximum === 'number' ? schema.maximum : (exclusiveMax ?? lo + 9);
  const low = Math.ceil(Math.max(lo, exclusiveMin ?? lo));
  const span = Math.max(0, Math.floor(Math.min(hi, exclusiveMax ?? hi)) - low);
  // Ids and other open bounds stay small: a sample reads like a member's answer, not like the type's limit.
  return low + ((i + spread(name)) % (Math.min(span, 20) + 1));
}

/**
 * A value for `schema` in row `i` (0 outside lists); `name` is the property's. Every property of
 * an object is filled, so what appears only when an answer is given is there too.
 */
function sampleValue(raw: JsonSchema, name: string, i: number): unknown {
  const branches = raw.anyOf ?? raw.oneOf;
  const first = Array.isArray(branches) && isObject(branches[0]) ? branches[0] : undefined;
  const schema = merged(first ? { ...raw, ...first } : raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) {
    const choices = schema.enum.filter((v) => v !== null);
    return choices.length ? choices[(i + spread(name)) % choices.length] : null;
  }
  switch (typeOf(schema)) {
    case 'string':
      return text(schema, name, i);
    case 'integer':
      return name === 'id' ? i + 1 : number(schema, name, i, true);
    case 'number':
      return number(schema, name, i, false);
    case 'boolean':
      return i % 3 !== 2;
    case 'array': {
      const items = isObject(schema.items) ? schema.items : {};
      return Array.from({ length: rowCount(schema) }, (_, k) => sampleValue(items, name, k));
    }
    case 'object':
      return sampleObject(schema, i);
    default:
      return null;
  }
}

/** Whether a completed value may be null ('not rated yet' may not: its completion asks for a number). */
function allowsNull(schema: JsonSchema): boolean {
  const { type } = merged(schema);
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}

/** An object with every property `schema` names (what `keep` already holds stays, but for a null its completion refuses). */
export function sampleObject(schema: JsonSchema, i: number, keep: Record<string, unknown> = {}): Record<string, unknown> {
  const { properties: named } = merged(schema);
  const properties = isObject(named) ? (named as Record<string, JsonSchema>) : {};
  const out: Record<string, unknown> = { ...keep };
  for (const [key, child] of Object.entries(properties)) {
    if (!isObject(child) || (key in out && !(out[key] === null && !allowsNull(child)))) continue;
    out[key] = sampleValue(child, key, i);
  }
  return out;
}
