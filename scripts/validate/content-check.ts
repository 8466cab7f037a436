import fs from 'node:fs';
import path from 'node:path';
import { ContentError, formatProblem, type ContentProblem } from '../../src/content/content-problem.js';
import { tryReadJsonFile } from '../../src/content/json-file.js';
import { readLocales } from '../../src/content/locales.js';
import { readStepDefinition, stepFiles } from '../../src/content/step-definitions.js';
import { readVariantFiles } from '../../src/content/variants.js';
import type { StepDefinition } from '../../src/engine/steps/index.js';
import { deckFile, deckShapeProblems, readDeckFile } from '../../src/content/decks.js';
import { shapeCheck } from '../../src/content/shape-problems.js';
import { deckProblems } from './deck-checks.js';
import { checkStep } from './step-checks.js';
import { unusedTexts } from './text-places.js';
import { TEXT_KEY } from './text-keys.js';
import { checkVariants, moduleAddresses } from './variant-checks.js';
import { dependencyGraphs } from '../../src/content/dependency-graph.js';
import type { DependencyGraph } from '../../src/engine/steps/index.js';

/** The warning of a text the steps use that has no English text yet. */
export const ENGLISH_MISSING = 'no English text yet: English readers see the key. Write it here when translating (English is optional)';

/**
 * Texts of the steps' namespaces (locales/cs/steps/…) that nothing refers to: every key-like string
 * in any file under step-schemas counts as a use (rules, UI schemas, decks, variants), so a text
 * is named only when no file could be reading it.
 */
function unusedTextWarnings(dirs: { stepSchemas: string; locales: string }, bundles: Map<string, unknown>): ContentProblem[] {
  const used = new Map<string, Set<string>>();
  const collect = (node: unknown) => {
    if (typeof node === 'string' && TEXT_KEY.test(node)) {
      const [ns, key] = node.split(':', 2) as [string, string];
      used.set(ns, (used.get(ns) ?? new Set()).add(key));
    } else if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const file of jsonFiles(dirs.stepSchemas)) collect(tryReadJsonFile(file, []));
  return [...bundles]
    .filter(([ns]) => ns.startsWith('steps/'))
    .flatMap(([ns, bundle]) =>
      unusedTexts(bundle, used.get(ns) ?? new Set()).map((key) => ({
        file: path.join(dirs.locales, 'cs', `${ns}.json`),
        place: key,
        message: `no step uses this text (no rules, UI schema or deck names ${ns}:${key}): delete it, or use it where it was meant`,
      })),
    );
}

const STEP_FILE = /^(.+)\.(schema|ui|rules|deck)\.json$/;

/** The step a file in step-schemas/<module>/ belongs to ("<module>/<step>") and which of its files it is. */
function stepFileOf(dir: string, file: string): { id: string; kind: string } | undefined {
  const rel = path.relative(dir, file).split(path.sep);
  const name = rel.length === 2 && rel[0] !== 'variants' ? STEP_FILE.exec(rel[1]!) : null;
  return name ? { id: `${rel[0]}/${name[1]}`, kind: name[2]! } : undefined;
}

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return jsonFiles(full);
    return e.name.endsWith('.json') ? [full] : [];
  });
}

/** Problems listed once each: the syntax scan and the loaders meet the same broken file. */
class ProblemList {
  private readonly seen = new Set<string>();
  readonly items: ContentProblem[] = [];
  add(...problems: ContentProblem[]) {
    for (const p of problems) {
      const line = formatProblem(p);
      if (!this.seen.has(line)) this.items.push(p);
      this.seen.add(line);
    }
  }
}

export interface ContentCheck {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  inPreparation: string[];
  variants: number;
  /** Each variant's dependency graph (`npm run validate -- --graph` prints them). */
  graphs: Map<string, DependencyGraph>;
  /** "<module>/<step>" → the step's display name in the variant files. */
  displayNames: Map<string, string>;
}

/**
 * Everything `npm run validate` checks (step-schemas/README.md, "Seeing your edit"), going on
 * after every problem so that one run lists them all.
 */
export function checkContent(dirs: { stepSchemas: string; locales: string }): ContentCheck {
  const problems = new ProblemList();
  const warnings: ContentProblem[] = [];
  const rulesShape = shapeCheck('rules.schema.json');
  // Rules files of a shape the other checks cannot read (a wrong type, a missing key): they are
  // left out of them, as a file with a syntax error is; an unknown key alone leaves the shape whole.
  const misshapen = new Set<string>();
  for (const file of [...jsonFiles(dirs.stepSchemas), ...jsonFiles(dirs.locales)]) {
    const broken: ContentProblem[] = [];
    const data = tryReadJsonFile(file, broken);
    problems.add(...broken);
    if (data === undefined) continue;
    // Every rules and deck file, listed by a variant or not, against rules.schema.json and deck.schema.json.
    const kind = stepFileOf(dirs.stepSchemas, file)?.kind;
    if (kind === 'rules') {
      const shape = rulesShape(data, file);
      problems.add(...shape.problems);
      if (!shape.readable) misshapen.add(file);
    } else if (kind === 'deck') problems.add(...deckShapeProblems(data, file));
  }

  const { variants, problems: variantProblems } = readVariantFiles(path.join(dirs.stepSchemas, 'variants'));
  problems.add(...variantProblems);
  const listed = checkVariants(variants, dirs.stepSchemas);
  problems.add(...listed.problems);

  const cs = readLocales(path.join(dirs.locales, 'cs'));
  const en = readLocales(path.join(dirs.locales, 'en'));
  problems.add(...cs.problems, ...en.problems);
  const locales = { dir: dirs.locales, cs: cs.bundles, en: en.bundles };

  const read = (module: string, step: string): StepDefinition | undefined => {
    try {
      return readStepDefinition(module, step, dirs.stepSchemas);
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      problems.add(...err.problems);
      return undefined;
    }
  };
  const missingEn = new Map<string, Set<string>>();
  const addresses = moduleAddresses(variants);
  const listing = (id: string) =>
    variants.filter((v) => v.modules.some((m) => m.steps.some((s) => `${m.module_name}/${s.step_name}` === id))).map((v) => v.variant_name);
  for (const id of listed.defined) {
    const [module, step] = id.split('/') as [string, string];
    const def = read(module, step);
    if (!def) continue;
    const files = stepFiles(module, step, dirs.stepSchemas);
    if (misshapen.has(files.rules)) continue;
    try {
      const r = checkStep(def, files, locales, read, { variants: listing(id), addresses });
      problems.add(...r.problems);
      for (const [file, keys] of r.missingEn) missingEn.set(file, new Set([...(missingEn.get(file) ?? []), ...keys]));
    } catch (err) {
      // A rules file of an unexpected shape: name it and go on with the others.
      problems.add({ file: files.rules, message: `cannot be checked: ${(err as Error).message}` });
    }
  }
  // Deck definitions (<step>.deck.json) of every listed step, written or in preparation.
  const listedDefs = new Map<string, { def?: StepDefinition }>();
  for (const id of [...listed.defined, ...listed.inPreparation]) {
    const [module, step] = id.split('/') as [string, string];
    listedDefs.set(id, { def: listed.defined.includes(id) ? read(module, step) : undefined });
  }
  for (const id of listedDefs.keys()) {
    const [module, step] = id.split('/') as [string, string];
    const file = deckFile(module, step, dirs.stepSchemas);
    if (!fs.existsSync(file)) continue;
    const shape = readDeckFile(file, { dir: dirs.stepSchemas });
    problems.add(...shape.problems);
    if (!shape.deck) continue;
    const r = deckProblems(shape.deck, file, { listed: listedDefs }, locales);
    problems.add(...r.problems);
    warnings.push(...r.warnings);
    for (const [f, keys] of r.missingEn) missingEn.set(f, new Set([...(missingEn.get(f) ?? []), ...keys]));
  }
  // English is optional (the client shows the key where a text is missing): named, not refused.
  for (const [file, keys] of missingEn)
    for (const key of keys) warnings.push({ file, place: key.slice(key.indexOf(':') + 1), message: ENGLISH_MISSING });
  warnings.push(...unusedTextWarnings(dirs, cs.bundles));

  const listedSteps = new Set(variants.flatMap((v) => v.modules.flatMap((m) => m.steps.map((s) => `${m.module_name}/${s.step_name}`))));
  const unlisted = new Set<string>();
  for (const file of jsonFiles(dirs.stepSchemas)) {
    const rel = path.relative(dirs.stepSchemas, file).split(path.sep);
    if (rel.length !== 2 || rel[0] === 'variants') continue;
    const id = stepFileOf(dirs.stepSchemas, file)?.id;
    if (!id) warnings.push({ file, message: 'not a step file: step files are <step>.schema.json, <step>.ui.json and <step>.rules.json' });
    else if (!listedSteps.has(id) && !unlisted.has(id)) {
      unlisted.add(id);
      warnings.push({ file, message: `no variant lists step ${id}` });
    }
  }
  // Steps that build on one another in a ring: a change of one would reopen itself without end.
  const graphs = dependencyGraphs(variants, (key) => {
    const slash = key.indexOf('/');
    const [module, step] = [key.slice(0, slash), key.slice(slash + 1)];
    return listed.defined.includes(key) && !misshapen.has(stepFiles(module, step, dirs.stepSchemas).rules)
      ? read(module, step)?.rules
      : undefined;
  });
  const cycles = new Set<string>();
  for (const graph of graphs.values()) {
    for (const cycle of graph.cycles()) {
      const line = cycle.join(', ');
      if (cycles.has(line)) continue;
      cycles.add(line);
      const [module, step] = cycle[0]!.split('/') as [string, string];
      problems.add({
        file: stepFiles(module, step, dirs.stepSchemas).rules,
        message: `dependency cycle: ${cycle.length === 1 ? `${cycle[0]} builds on itself` : `${line} build on one another`} (derive, optionSources, resetDependents); see npm run validate -- --graph`,
      });
    }
  }
  const displayNames = new Map(
    variants.flatMap((v) => v.modules.flatMap((m) => m.steps.map((s) => [`${m.module_name}/${s.step_name}`, s.display_name] as const))),
  );
  return { problems: problems.items, warnings, inPreparation: listed.inPreparation, variants: variants.length, graphs, displayNames };
}
