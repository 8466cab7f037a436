import fs from 'node:fs';

/**
 * Hostile text for the test that every place showing member or administrator text keeps it inert
 * (tests/e2e/hostile-text.spec.ts): markup that runs script if it is ever parsed as HTML, quotes
 * and an ampersand, each copy led by a marker naming the field it was stored in.
 */
export const PAYLOAD = `<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=1;alert(2)</script>"'&`;
/** For fields too short for PAYLOAD and a marker (value names: 50 characters). */
const SHORT_PAYLOAD = `<img src=x onerror=__pwned=1;alert(1)>"'&`;
/** What both payloads start with: found as text only where the markup was shown as text. */
export const SIGNATURE = '<img src=x onerror=';
/** A marker and the signature, as a page's text or a form field's value holds it: marker in group 1. */
export const MARKED = /([A-Z]\d{2}):<img src=x onerror=/g;

/** Markers by the field they were stored in, numbered in the order fields are met. */
export class Markers {
  private readonly byField = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  /** The hostile text of a field: its marker and the payload that fits in `maxLength`. */
  text(field: string, maxLength = Infinity): string {
    let marker = this.byField.get(field);
    if (!marker) {
      marker = `${this.prefix}${String(this.byField.size + 1).padStart(2, '0')}`;
      this.byField.set(field, marker);
    }
    const long = `${marker}:${PAYLOAD}`;
    const text = long.length <= maxLength ? long : `${marker}:${SHORT_PAYLOAD}`;
    if (text.length > maxLength) throw new Error(`${field}: maxLength ${maxLength} leaves no room for the payload`);
    return text;
  }

  /** The marker of a field already given its text. */
  of(field: string): string {
    const marker = this.byField.get(field);
    if (!marker) throw new Error(`no hostile text was made for ${field}`);
    return marker;
  }

  field(marker: string): string | undefined {
    return [...this.byField].find(([, m]) => m === marker)?.[0];
  }
}

/** The markers a text holds, each once. */
export const markersIn = (text: string) => [...new Set([...text.matchAll(MARKED)].map((m) => m[1]!))];

type Schema = Record<string, unknown>;
type Json = unknown;

const types = (schema: Schema) => [schema.type].flat().filter((t): t is string => typeof t === 'string');
const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);
/** A text a person types: a string without a closed set of values or a format. */
const freeText = (schema: Schema) =>
  types(schema).includes('string') && !('enum' in schema) && !('const' in schema) && !('format' in schema);

/**
 * Switches turned on even when the server derived them off: an unchosen value priority arrives as
 * `is_priority: false`, and value examples are written only for chosen priorities.
 */
const CHOSEN = new Set(['people/team_values_priorities/priorities/*/is_priority']);

/**
 * Fills a step's data from its JSON Schema, keeping what `current` already holds (the server's
 * derived rows, a catalogue, values stored before): every free-text property that is empty gets
 * the hostile text of its path, a list gets one row of its own unless a row of it already
 * carries hostile text (from a save before, or derived from another step's), a choice its first
 * value, a number its highest bound up to 100 (a rating that counts as weak, so that development
 * topics follow) or else 1 (an id), a switch true (one the server set stays, unless CHOSEN).
 */
export function fillHostile(schema: Schema, current: Json, markers: Markers, path: string): Json {
  if (Array.isArray(schema.enum))
    return current === undefined || current === null || current === '' ? schema.enum.find((v) => v !== null && v !== '') : current;
  const kinds = types(schema);
  if (kinds.includes('object') && isObject(schema.properties)) {
    const out: Record<string, Json> = isObject(current) ? { ...current } : {};
    for (const [key, sub] of Object.entries(schema.properties as Record<string, Schema>))
      out[key] = fillHostile(sub, out[key], markers, `${path}/${key}`);
    return out;
  }
  if (kinds.includes('array') && isObject(schema.items)) {
    const items = schema.items as Schema;
    const rows = Array.isArray(current) ? current.map((row) => fillHostile(items, row, markers, `${path}/*`)) : [];
    const room = rows.length < (typeof schema.maxItems === 'number' ? schema.maxItems : Infinity);
    if (room && !JSON.stringify(current ?? null).includes(SIGNATURE)) rows.push(fillHostile(items, undefined, markers, `${path}/*`));
    return rows;
  }
  if (freeText(schema))
    return typeof current === 'string' && current !== ''
      ? current
      : markers.text(path, typeof schema.maxLength === 'number' ? schema.maxLength : undefined);
  if (kinds.includes('integer') || kinds.includes('number')) {
    if (typeof current === 'number') return current;
    return typeof schema.maximum === 'number' && schema.maximum <= 100
      ? schema.maximum
      : Math.max(1, typeof schema.minimum === 'number' ? schema.minimum : 1);
  }
  if (kinds.includes('boolean')) return typeof current === 'boolean' && !CHOSEN.has(path) ? current : true;
  return current;
}

/** The free-text leaves of `data` by schema path (`/roles/*\/position`), with every value found there. */
export function freeTextLeaves(schema: Schema, data: Json, path = '', out = new Map<string, string[]>()): Map<string, string[]> {
  const kinds = types(schema);
  if (freeText(schema)) {
    const values = out.get(path) ?? [];
    if (typeof data === 'string') values.push(data);
    out.set(path, values);
  }
  if (kinds.includes('object') && isObject(schema.properties)) {
    for (const [key, sub] of Object.entries(schema.properties as Record<string, Schema>))
      freeTextLeaves(sub, isObject(data) ? data[key] : undefined, `${path}/${key}`, out);
  }
  if (kinds.includes('array') && isObject(schema.items)) {
    const rows = Array.isArray(data) && data.length ? data : [undefined];
    for (const row of rows) freeTextLeaves(schema.items as Schema, row, `${path}/*`, out);
  }
  return out;
}

export interface StepFile {
  module: string;
  step: string;
  /** The step's API address: /api/<module-with-dashes>/<endpoint>. */
  api: string;
  route: string;
  /** The step's data schema; none for a reading step. */
  schema?: Schema;
}

/** Every step of a variant in workshop order, as its variant file lists it, with its schema file. */
export function variantSteps(variant: string): StepFile[] {
  const def = JSON.parse(fs.readFileSync(`step-schemas/variants/${variant}.json`, 'utf8')) as {
    modules: Array<{ module_name: string; steps: Array<{ step_name: string; endpoint: string; route_path: string }> }>;
  };
  return def.modules.flatMap((m) =>
    m.steps.map((s) => {
      const file = `step-schemas/${m.module_name}/${s.step_name}.schema.json`;
      return {
        module: m.module_name,
        step: s.step_name,
        api: `/api/${m.module_name.replaceAll('_', '-')}/${s.endpoint}`,
        route: s.route_path,
        schema: fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Schema) : undefined,
      };
    }),
  );
}
