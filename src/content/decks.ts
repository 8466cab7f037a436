import fs from 'node:fs';
import path from 'node:path';
import type { DeckDefinition } from '../engine/deck/index.js';
import { DERIVATIONS } from '../engine/derivations/index.js';
import { ContentError, type ContentProblem } from './content-problem.js';
import { tryReadJsonFile } from './json-file.js';
import { STEP_SCHEMAS_DIR } from './paths.js';
import { shapeCheck } from './shape-problems.js';
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
 * kind's fields, inputs, row sources, columns, series, bands), then what a JSON Schema cannot say:
 * derivations the engine has, and bands in ascending order. Text keys and pointers into the steps'
 * schemas are `npm run validate`'s (scripts/validate/deck-checks.ts).
 */
export function deckShapeProblems(raw: unknown, file: string, { checkSchema = true } = {}): ContentProblem[] {
  const { problems } = shapeCheck('deck.schema.json', { checkSchema })(raw, file);
  if (problems.length) return problems;
  const deck = raw as DeckDefinition;
  deck.bands.forEach((b, i) => {
    if (i > 0 && b.max <= deck.bands[i - 1]!.max) problems.push({ file, place: `/bands/${i}/max`, message: 'max must be a number above the previous band\'s' });
  });
  deck.slides.forEach((s, i) => {
    if ((s.kind !== 'table' && s.kind !== 'chart') || !('derivation' in s.rows)) return;
    if (!(s.rows.derivation in DERIVATIONS)) problems.push({ file, place: `/slides/${i}/rows/derivation`, message: `unknown derivation ${JSON.stringify(s.rows.derivation)}; known: ${Object.keys(DERIVATIONS).join(', ')}` });
  });
  return problems;
}

/** Reads one deck file: the definition when its shape holds, and every problem found. */
export function readDeckFile(file: string, { checkSchema = true } = {}): { deck?: DeckDefinition; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const raw = tryReadJsonFile(file, problems);
  if (raw === undefined) return { problems };
  problems.push(...deckShapeProblems(raw, file, { checkSchema }));
  return problems.length ? { problems } : { deck: raw as DeckDefinition, problems };
}

/**
 * The deck definitions of every step a variant lists (in preparation or not), keyed
 * "<module>/<step>"; `problems` lists every broken one. Two decks of one module may not share
 * an endpoint, nor a deck take a step's endpoint.
 */
export function readDecks(catalog: VariantCatalog, dir = STEP_SCHEMAS_DIR, { checkSchema = true } = {}): { decks: Map<string, StepDeck>; problems: ContentProblem[] } {
  const decks = new Map<string, StepDeck>();
  const problems: ContentProblem[] = [];
  const taken = new Set(catalog.stepsByApiPath.keys());
  for (const { module, step } of catalog.stepsByApiPath.values()) {
    const id = `${module.module_name}/${step.step_name}`;
    const file = deckFile(module.module_name, step.step_name, dir);
    if (decks.has(id) || !fs.existsSync(file)) continue;
    const read = readDeckFile(file, { checkSchema });
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
