import fs from 'node:fs';
import path from 'node:path';
import { SLIDE_KINDS, type DeckDefinition } from '../engine/deck/index.js';
import { DERIVATIONS } from '../engine/derivations/index.js';
import { ContentError, type ContentProblem } from './content-problem.js';
import { tryReadJsonFile } from './json-file.js';
import { STEP_SCHEMAS_DIR } from './paths.js';
import { apiPathOf, type VariantCatalog } from './variants.js';

/** A step's deck definition: step-schemas/<module>/<step>.deck.json (step-schemas/README.md, "Deck definitions"). */
export const deckFile = (module: string, step: string, dir = STEP_SCHEMAS_DIR) => path.join(dir, module, `${step}.deck.json`);

/** A deck definition with the step it belongs to. */
export interface StepDeck {
  module: string;
  step: string;
  file: string;
  deck: DeckDefinition;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const INPUT_FIELDS = ['step', 'at', 'where', 'pick'];
const COMMON = ['kind', 'title', 'empty'];
/** Each slide kind's fields: required ones first, then optional ones. */
const SLIDE_FIELDS: Record<string, { required: string[]; optional: string[]; inputs: string[] }> = {
  title: { required: [], optional: ['subtitle', 'names', 'namesLabel'], inputs: ['names'] },
  ratedTexts: { required: ['empty', 'ratingMax', 'items'], optional: [], inputs: [] },
  table: { required: ['empty', 'rows', 'columns'], optional: [], inputs: [] },
  list: { required: ['empty', 'items'], optional: ['highlight', 'highlightLabel'], inputs: ['items', 'highlight'] },
  heatmap: { required: ['empty', 'members', 'evaluations', 'values', 'memberHeader', 'averageLabel'], optional: [], inputs: ['members', 'evaluations', 'values'] },
  chart: { required: ['empty', 'rows', 'category', 'series'], optional: ['min', 'max', 'axisTitle'], inputs: [] },
};
const FORMATS = ['text', 'percent', 'score', 'rating', 'integer'];

/**
 * The shape of a deck definition, every problem with its place: slide kinds, each kind's fields,
 * inputs (`{ step: "<module>/<step>", at: pointer }`), row sources, columns, series and bands.
 * Text keys and pointers into the steps' schemas are `npm run validate`'s (scripts/validate/deck-checks.ts).
 */
export function deckShapeProblems(raw: unknown, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (place: string, message: string) => problems.push({ file, place, message });
  if (!isObject(raw)) return [{ file, message: 'a deck definition is an object with endpoint, title, fileName, bands and slides' }];
  const known = (obj: Json, at: string, fields: string[], what: string) => {
    for (const key of Object.keys(obj)) if (!fields.includes(key)) add(`${at}/${key}`, `"${key}" is no field of ${what} (its fields: ${fields.join(', ')})`);
  };
  const text = (obj: Json, key: string, at: string, required = true) => {
    if (obj[key] === undefined && !required) return;
    if (typeof obj[key] !== 'string' || obj[key] === '') add(`${at}/${key}`, `${key} must be a text key`);
  };
  const input = (v: unknown, at: string) => {
    if (!isObject(v)) return add(at, 'an input is { "step": "<module>/<step>", "at": pointer, "where"?, "pick"? }');
    known(v, at, INPUT_FIELDS, 'an input');
    if (typeof v.step !== 'string' || !/^[^/\s]+\/[^/\s]+$/.test(v.step)) add(`${at}/step`, 'step must be "<module>/<step>"');
    if (typeof v.at !== 'string' || !/^(\/[^/]*)*$/.test(v.at)) add(`${at}/at`, 'at must be a JSON pointer ("/roles/*")');
    if (v.where !== undefined && !isObject(v.where)) add(`${at}/where`, 'where must be a JSON Schema object');
    if (v.pick !== undefined && typeof v.pick !== 'string') add(`${at}/pick`, 'pick must be a property name');
  };
  const rows = (v: unknown, at: string) => {
    if (!isObject(v)) return add(at, 'rows are { "step", "at", "where"? } or { "derivation", "inputs", "current"?, "options"? }');
    if ('derivation' in v) {
      known(v, at, ['derivation', 'inputs', 'current', 'options'], 'derived rows');
      if (typeof v.derivation !== 'string' || !(v.derivation in DERIVATIONS)) add(`${at}/derivation`, `unknown derivation ${JSON.stringify(v.derivation)}; known: ${Object.keys(DERIVATIONS).join(', ')}`);
      if (!isObject(v.inputs)) add(`${at}/inputs`, 'inputs must be an object of named inputs');
      else for (const [name, i] of Object.entries(v.inputs)) input(i, `${at}/inputs/${name}`);
      if (v.current !== undefined) input(v.current, `${at}/current`);
      if (v.options !== undefined && !isObject(v.options)) add(`${at}/options`, 'options must be an object');
    } else {
      known(v, at, ['step', 'at', 'where'], 'rows from a step');
      input(v, at);
    }
  };

  known(raw, '', ['endpoint', 'title', 'fileName', 'bands', 'slides'], 'a deck definition');
  if (typeof raw.endpoint !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw.endpoint)) add('/endpoint', 'endpoint must be an API slug in lower case with dashes ("generate-presentation")');
  text(raw, 'title', '');
  text(raw, 'fileName', '');
  if (!Array.isArray(raw.bands) || !raw.bands.length) add('/bands', 'bands must list the score bands, best first');
  else {
    let last = -Infinity;
    raw.bands.forEach((b, i) => {
      const at = `/bands/${i}`;
      if (!isObject(b)) return add(at, 'a band is { "max", "label", "color" }');
      known(b, at, ['max', 'label', 'color'], 'a band');
      if (typeof b.max !== 'number' || b.max <= last) add(`${at}/max`, 'max must be a number above the previous band\'s');
      else last = b.max;
      text(b, 'label', at);
      if (typeof b.color !== 'string' || !/^[0-9A-Fa-f]{6}$/.test(b.color)) add(`${at}/color`, 'color must be six hex digits ("8FD19E")');
    });
  }
  if (!Array.isArray(raw.slides) || !raw.slides.length) {
    add('/slides', 'slides must list at least one slide');
    return problems;
  }
  raw.slides.forEach((s, i) => {
    const at = `/slides/${i}`;
    if (!isObject(s)) return add(at, 'a slide is an object with a kind');
    const fields = typeof s.kind === 'string' ? SLIDE_FIELDS[s.kind] : undefined;
    if (!fields) return add(`${at}/kind`, `unknown slide kind ${JSON.stringify(s.kind)}; known: ${SLIDE_KINDS.join(', ')}`);
    known(s, at, [...COMMON, ...fields.required, ...fields.optional], `a ${s.kind} slide`);
    text(s, 'title', at);
    for (const key of fields.required) if (s[key] === undefined) add(`${at}/${key}`, `a ${s.kind} slide needs ${key}`);
    for (const key of ['empty', 'subtitle', 'namesLabel', 'highlightLabel', 'memberHeader', 'averageLabel', 'axisTitle']) if (key in s) text(s, key, at);
    for (const key of fields.inputs) if (s[key] !== undefined) input(s[key], `${at}/${key}`);
    if (s.kind === 'ratedTexts') {
      if (typeof s.ratingMax !== 'number' || s.ratingMax <= 0) add(`${at}/ratingMax`, 'ratingMax must be a positive number');
      if (!Array.isArray(s.items) || !s.items.length) add(`${at}/items`, 'items must list at least one { label, text, rating? }');
      else s.items.forEach((item, k) => {
        const here = `${at}/items/${k}`;
        if (!isObject(item)) return add(here, 'an item is { label, text, rating? }');
        known(item, here, ['label', 'text', 'rating'], 'a rated text');
        text(item, 'label', here);
        input(item.text, `${here}/text`);
        if (item.rating !== undefined) input(item.rating, `${here}/rating`);
      });
    }
    if (s.kind === 'table' || s.kind === 'chart') rows(s.rows, `${at}/rows`);
    if (s.kind === 'table') {
      if (!Array.isArray(s.columns) || !s.columns.length) add(`${at}/columns`, 'columns must list at least one { header, pick }');
      else s.columns.forEach((c, k) => {
        const here = `${at}/columns/${k}`;
        if (!isObject(c)) return add(here, 'a column is { header, pick, format?, width?, labels? }');
        known(c, here, ['header', 'pick', 'format', 'width', 'labels'], 'a column');
        text(c, 'header', here);
        if (typeof c.pick !== 'string' || !c.pick) add(`${here}/pick`, 'pick must be a row property');
        if (c.format !== undefined && !FORMATS.includes(c.format as string)) add(`${here}/format`, `unknown format ${JSON.stringify(c.format)}; known: ${FORMATS.join(', ')}`);
        if (c.width !== undefined && (typeof c.width !== 'number' || c.width <= 0)) add(`${here}/width`, 'width must be a positive number');
        if (c.labels !== undefined && (!isObject(c.labels) || Object.values(c.labels).some((l) => typeof l !== 'string'))) add(`${here}/labels`, 'labels map values to text keys');
      });
    }
    if (s.kind === 'chart') {
      if (typeof s.category !== 'string' || !s.category) add(`${at}/category`, 'category must be a row property');
      if (!Array.isArray(s.series) || !s.series.length) add(`${at}/series`, 'series must list at least one { label, pick }');
      else s.series.forEach((x, k) => {
        const here = `${at}/series/${k}`;
        if (!isObject(x)) return add(here, 'a series is { label, pick }');
        known(x, here, ['label', 'pick'], 'a series');
        text(x, 'label', here);
        if (typeof x.pick !== 'string' || !x.pick) add(`${here}/pick`, 'pick must be a row property');
      });
      for (const key of ['min', 'max']) if (s[key] !== undefined && typeof s[key] !== 'number') add(`${at}/${key}`, `${key} must be a number`);
    }
  });
  return problems;
}

/** Reads one deck file: the definition when its shape holds, and every problem found. */
export function readDeckFile(file: string): { deck?: DeckDefinition; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const raw = tryReadJsonFile(file, problems);
  if (raw === undefined) return { problems };
  problems.push(...deckShapeProblems(raw, file));
  return problems.length ? { problems } : { deck: raw as DeckDefinition, problems };
}

/**
 * The deck definitions of every step a variant lists (in preparation or not), keyed
 * "<module>/<step>"; `problems` lists every broken one. Two decks of one module may not share
 * an endpoint, nor a deck take a step's endpoint.
 */
export function readDecks(catalog: VariantCatalog, dir = STEP_SCHEMAS_DIR): { decks: Map<string, StepDeck>; problems: ContentProblem[] } {
  const decks = new Map<string, StepDeck>();
  const problems: ContentProblem[] = [];
  const taken = new Set(catalog.stepsByApiPath.keys());
  for (const { module, step } of catalog.stepsByApiPath.values()) {
    const id = `${module.module_name}/${step.step_name}`;
    const file = deckFile(module.module_name, step.step_name, dir);
    if (decks.has(id) || !fs.existsSync(file)) continue;
    const read = readDeckFile(file);
    problems.push(...read.problems);
    if (!read.deck) continue;
    const apiPath = apiPathOf(module.module_name, read.deck.endpoint);
    if (taken.has(apiPath)) {
      problems.push({ file, place: '/endpoint', message: `API path /api/${apiPath} is already taken` });
      continue;
    }
    taken.add(apiPath);
    decks.set(id, { module: module.module_name, step: step.step_name, file, deck: read.deck });
  }
  return { decks, problems };
}

/** The deck definitions as the server needs them: any problem stops it with the list of all of them. */
export function loadDecks(catalog: VariantCatalog, dir = STEP_SCHEMAS_DIR): Map<string, StepDeck> {
  const { decks, problems } = readDecks(catalog, dir);
  if (problems.length) throw new ContentError(problems);
  return decks;
}
