import { applyDerivations, derivationSources } from '../derivations/index.js';
import { valueAt, type SchemaCheck } from '../steps/conditions.js';
import type { StepKey } from '../steps/dependencies.js';
import { textSet, valuesAt } from '../steps/pointers.js';
import type { CountRule, JsonSchema, OptionSource, StepRules } from '../steps/types.js';
import { merged, sampleObject } from './sample-values.js';

/**
 * The preview's data behind a step that builds on others (issue 33 item 2): sample data for every
 * step it reads, made from their files, or a member's stored data passed in; and the step's own
 * data as a member's read computes it from them. Pure: the server reads files and data.
 */

/** What the preview needs of a step: its files as the draft has them. */
export interface PreviewStepDef {
  schema?: JsonSchema;
  rules: StepRules;
}

export type StepOf = (key: StepKey) => PreviewStepDef | undefined;

export interface PreviewTools {
  check: SchemaCheck;
  /** Turns the text keys a derivation works with (a catalogue's names) into words. */
  translate: (key: string) => string;
}

type Data = Record<string, unknown>;
export type Sources = ReadonlyMap<StepKey, Data | null>;

/** A chain of steps reading steps is at most this deep (the people module: 4); the content check refuses cycles. */
const MAX_DEPTH = 8;

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The steps whose data a step's page reads: its derivations' inputs, its option sources and its parts from another step. */
export function stepsRead(rules: StepRules): StepKey[] {
  return [
    ...new Set([
      ...derivationSources(rules.derive),
      ...(rules.optionSources ?? []).map((s) => s.step),
      ...(rules.parts ?? []).flatMap((p) => (p.step ? [p.step] : [])),
    ]),
  ];
}

/** Every step `key` builds on, transitively, each after the steps it reads itself; unknown steps are left out. */
export function sourceSteps(key: StepKey, stepOf: StepOf): StepKey[] {
  const order: StepKey[] = [];
  const visit = (k: StepKey, depth: number, path: readonly StepKey[]) => {
    const def = stepOf(k);
    if (!def || depth > MAX_DEPTH) return;
    for (const s of stepsRead(def.rules)) if (!path.includes(s)) visit(s, depth + 1, [...path, s]);
    if (k !== key && !order.includes(k)) order.push(k);
  };
  visit(key, 0, [key]);
  return order;
}

/**
 * The data of every step `key` builds on, sources first, each made by `make` from its definition
 * and the data of the steps before it (sample data, or a member's stored data as their read
 * derives it).
 */
export function sourcesFor(
  key: StepKey,
  stepOf: StepOf,
  make: (source: StepKey, def: PreviewStepDef, sources: Sources) => Data | null,
): Map<StepKey, Data | null> {
  const out = new Map<StepKey, Data | null>();
  for (const source of sourceSteps(key, stepOf)) out.set(source, make(source, stepOf(source)!, out));
  return out;
}

/** A step's data as a member's read shows it: its derived properties computed from its sources. */
export function derivedData(def: PreviewStepDef, data: Data, sources: Sources, tools: PreviewTools): Data {
  if (!def.rules.derive?.length) return data;
  return applyDerivations(def.rules.derive, data, sources, tools.check, tools.translate);
}

/** The choices each option source offers (by its target), as a member's page gets them. */
export function optionChoices(rules: StepRules, sources: Sources): Record<string, { values: string[]; emptyMessage: string }> {
  return Object.fromEntries(
    (rules.optionSources ?? []).map((s) => [
      s.target,
      { values: textSet(sources.get(s.step) ?? {}, [s.values]), emptyMessage: s.emptyMessage },
    ]),
  );
}

/** Writes `value` at a concrete pointer of `data` (mutates: used on a fresh copy only). */
function setAt(data: Data, pointer: string, value: unknown) {
  const parts = pointer.split('/').slice(1);
  let node: unknown = data;
  for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown>)[part];
  if (node && typeof node === 'object') (node as Record<string, unknown>)[parts.at(-1)!] = value;
}

/** Each choosing field takes a choice its source offers, in turn, with the chosen row's id where the choice links it. */
function chooseFromSource(data: Data, source: OptionSource, sourceData: Data | null) {
  const offered = valuesAt(sourceData ?? {}, source.values).filter((f) => typeof f.value === 'string' && f.value.trim());
  if (!offered.length) return;
  valuesAt(data, source.target).forEach((f, k) => {
    const chosen = offered[k % offered.length]!;
    setAt(data, f.pointer, chosen.value);
    if (!source.ref) return;
    const rowOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));
    const id = valueAt(sourceData, `${rowOf(chosen.pointer)}/id`);
    if (Number.isInteger(id)) setAt(data, `${rowOf(f.pointer)}/${source.ref}`, id);
  });
}

/** A count rule's condition when it is "this switch is on/off": its property and value. */
function switchOf(rule: CountRule): [string, boolean] | undefined {
  const properties = rule.where?.properties;
  if (!isObject(properties)) return undefined;
  const entries = Object.entries(properties);
  const [name, condition] = entries[0] ?? [];
  return entries.length === 1 && name && isObject(condition) && typeof condition.const === 'boolean' ? [name, condition.const] : undefined;
}

/** Switches rows on or off so that each count rule of the form "rows with X on: at least/at most N" holds. */
function meetCounts(data: Data, rules: readonly CountRule[] | undefined, check: SchemaCheck) {
  for (const rule of rules ?? []) {
    const sw = switchOf(rule);
    const list = valueAt(data, rule.at);
    if (!sw || !Array.isArray(list)) continue;
    const count = list.filter((item) => check(rule.where!, item)).length;
    if ((rule.min === undefined || count >= rule.min) && (rule.max === undefined || count <= rule.max)) continue;
    const wanted = Math.min(rule.min ?? rule.max ?? 0, list.length);
    list.forEach((item, k) => {
      if (isObject(item)) item[sw[0]] = k < wanted ? sw[1] : !sw[1];
    });
  }
}

/** The item schema of a top-level list property. */
function rowSchema(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  const property = (merged(schema ?? {}).properties as Record<string, JsonSchema> | undefined)?.[key];
  return property && isObject(property.items) ? property.items : undefined;
}

/**
 * Sample data for one step, as a member who finished it might have left it: every property filled
 * from its schema, choices taken from the sources, derived lists computed from the sources with
 * what a member writes into their rows filled in, and the counts its rules ask for met.
 */
export function sampleStepData(def: PreviewStepDef, sources: Sources, tools: PreviewTools): Data {
  if (!def.schema) return {};
  const derivedKeys = new Set((def.rules.derive ?? []).map((r) => r.target.replace(/^\//, '')));
  const made = sampleObject(def.schema, 0);
  for (const key of derivedKeys) delete made[key];
  const data = structuredClone(made) as Data;
  for (const source of def.rules.optionSources ?? []) chooseFromSource(data, source, sources.get(source.step) ?? null);
  const derived = structuredClone(derivedData(def, data, sources, tools));
  for (const key of derivedKeys) {
    const items = rowSchema(def.schema, key);
    const rows = derived[key];
    if (items && Array.isArray(rows)) derived[key] = rows.map((row, k) => (isObject(row) ? sampleObject(items, k, row) : row));
  }
  meetCounts(derived, def.rules.counts, tools.check);
  return derivedData(def, derived, sources, tools);
}

/** Sample data for every step `key` builds on (see sampleStepData), sources linked to one another by their ids. */
export function sampleSources(key: StepKey, stepOf: StepOf, tools: PreviewTools): Map<StepKey, Data | null> {
  return sourcesFor(key, stepOf, (_, def, sources) => sampleStepData(def, sources, tools));
}
