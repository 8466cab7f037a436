import fs from 'node:fs';
import path from 'node:path';
import type { BandsSource, DeckDefinition, DeckFile, ScoreBand } from '../engine/deck/index.js';
import { DERIVATIONS } from '../engine/derivations/index.js';
import { valueAt } from '../engine/steps/conditions.js';
import { bandProblems } from './bands.js';
import { ContentError, shownPath, type ContentProblem } from './content-problem.js';
import { tryReadJsonFile } from './json-file.js';
import { STEP_SCHEMAS_DIR } from './paths.js';
import { shapeCheck } from './shape-problems.js';
import { stepFiles } from './step-definitions.js';
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

/**
 * The shape of a deck definition, every problem with its place: deck.schema.json (slide kinds, each
 * kind's fields, inputs, row sources, columns, series, where its bands are), then what a JSON
 * Schema cannot say: derivations the engine has. The bands themselves are checked where they are
 * read (readDeckFile). Text keys and pointers into the steps' schemas are `npm run validate`'s
 * (scripts/validate/deck-checks.ts).
 */
export function deckShapeProblems(raw: unknown, file: string, { checkSchema = true } = {}): ContentProblem[] {
  const { problems } = shapeCheck('deck.schema.json', { checkSchema })(raw, file);
  if (problems.length) return problems;
  const deck = raw as DeckFile;
  const audiences = (deck.audiences ?? []).map((a) => a.id);
  deck.slides.forEach((s, i) => {
    for (const [k, audience] of (s.audiences ?? []).entries())
      if (!audiences.includes(audience))
        problems.push({
          file,
          place: `/slides/${i}/audiences/${k}`,
          message: `${JSON.stringify(audience)} is none of the deck's audiences (${audiences.map((a) => JSON.stringify(a)).join(', ') || 'none'})`,
        });
    const [rows, place] =
      s.kind === 'table' || s.kind === 'chart' || s.kind === 'nextSteps'
        ? [s.rows, `/slides/${i}/rows`]
        : s.kind === 'summary' && s.outlook
          ? [s.outlook.rows, `/slides/${i}/outlook/rows`]
          : [];
    if (!rows || !('derivation' in rows) || rows.derivation in DERIVATIONS) return;
    problems.push({
      file,
      place: `${place}/derivation`,
      message: `unknown derivation ${JSON.stringify(rows.derivation)}; known: ${Object.keys(DERIVATIONS).join(', ')}`,
    });
  });
  return problems;
}

/**
 * The bands a deck names: those of the page that shows the same scores (the step's UI schema at
 * the pointer), read from its file as the page's bundle and the step preview read it, so the deck
 * and the page cannot colour a score differently.
 */
function pageBands(
  source: BandsSource,
  file: string,
  dir: string,
  checkSchema: boolean,
): { bands?: ScoreBand[]; problems: ContentProblem[] } {
  const [module = '', step = ''] = source.step.split('/');
  const ui = stepFiles(module, step, dir).ui;
  if (!fs.existsSync(ui))
    return {
      problems: [{ file, place: '/bands/step', message: `${source.step} has no UI schema (${shownPath(ui)}) to read the bands from` }],
    };
  const problems: ContentProblem[] = [];
  const uiSchema = tryReadJsonFile(ui, problems);
  if (uiSchema === undefined) return { problems };
  const bands = valueAt(uiSchema, source.ui);
  if (bands === undefined)
    return { problems: [{ file, place: '/bands/ui', message: `${JSON.stringify(source.ui)} points to nothing in ${shownPath(ui)}` }] };
  const wrong = bandProblems(bands, ui, source.ui, { checkSchema });
  return wrong.length ? { problems: wrong } : { bands: bands as ScoreBand[], problems: [] };
}

/** Reads one deck file under `dir` (a step-schemas folder): the definition, with its page's bands, when its shape holds, and every problem found. */
export function readDeckFile(
  file: string,
  { checkSchema = true, dir = STEP_SCHEMAS_DIR } = {},
): { deck?: DeckDefinition; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const raw = tryReadJsonFile(file, problems);
  if (raw === undefined) return { problems };
  problems.push(...deckShapeProblems(raw, file, { checkSchema }));
  if (problems.length) return { problems };
  const written = raw as DeckFile;
  const { bands, problems: bandsProblems } = pageBands(written.bands, file, dir, checkSchema);
  return bands ? { deck: { ...written, bands }, problems } : { problems: bandsProblems };
}

/**
 * The deck definitions of every step a variant lists (in preparation or not), keyed
 * "<module>/<step>"; `problems` lists every broken one. Two decks of one module may not share
 * an endpoint, nor a deck take a step's endpoint.
 */
export function readDecks(
  catalog: VariantCatalog,
  dir = STEP_SCHEMAS_DIR,
  { checkSchema = true } = {},
): { decks: Map<string, StepDeck>; problems: ContentProblem[] } {
  const decks = new Map<string, StepDeck>();
  const problems: ContentProblem[] = [];
  const taken = new Set(catalog.stepsByApiPath.keys());
  for (const { module, step } of catalog.stepsByApiPath.values()) {
    const id = `${module.module_name}/${step.step_name}`;
    const file = deckFile(module.module_name, step.step_name, dir);
    if (decks.has(id) || !fs.existsSync(file)) continue;
    const read = readDeckFile(file, { checkSchema, dir });
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

/**
 * The deck definitions as the server needs them: any problem stops it with the list of all of
 * them. deck.schema.json is trusted to be valid JSON Schema, as variant.schema.json is at start.
 */
export function loadDecks(catalog: VariantCatalog, dir = STEP_SCHEMAS_DIR): Map<string, StepDeck> {
  const { decks, problems } = readDecks(catalog, dir, { checkSchema: false });
  if (problems.length) throw new ContentError(problems);
  return decks;
}
