import type { ContentProblem } from '../../src/content/content-problem.js';
import { newAjv } from '../../src/content/ajv.js';
import { closestKey } from '../../src/content/shape-problems.js';
import { stepModuleCodeFor } from '../../src/content/step-module-code.js';
import { draftSchema, fullSchema, type Condition, type JsonSchema, type StepDefinition } from '../../src/engine/steps/index.js';
import { completionProblems, countProblems } from './completion-checks.js';
import { deriveProblems, missingSource } from './derive-checks.js';
import { down } from './pointer.js';
import { revealProblems } from './reveal-checks.js';
import { KNOWN_KEYWORDS, unknownKeywords } from './schema-keywords.js';
import { checkTexts, textRefs, type Locales } from './text-keys.js';
import { checkUi } from './ui-checks.js';
import { uiOptionProblems } from './ui-option-checks.js';

/** Whether a JSON pointer (with * for items) names a property the schema declares. */
export function pointsIntoSchema(schema: JsonSchema, pointer: string): boolean {
  let node: JsonSchema | undefined = schema;
  for (const part of pointer.split('/').slice(1)) {
    if (!node) return false;
    if (part === '*' || /^\d+$/.test(part)) node = node.items as JsonSchema | undefined;
    else node = (node.properties as Record<string, JsonSchema> | undefined)?.[part];
  }
  return node !== undefined;
}

/** The leaves of a condition with their places: the scope pointer and the schema it must satisfy. */
function conditionLeaves(c: Condition, at: string): Array<{ scope: string; scopeAt: string; schema: JsonSchema; schemaAt: string }> {
  if ('all' in c) return c.all.flatMap((x, i) => conditionLeaves(x, down(down(at, 'all'), i)));
  if ('any' in c) return c.any.flatMap((x, i) => conditionLeaves(x, down(down(at, 'any'), i)));
  return [{ scope: c.scope, scopeAt: down(at, 'scope'), schema: c.schema, schemaAt: down(at, 'schema') }];
}

/** What the variants say around a step: the variants listing it, and every module's addresses (moduleAddresses). */
export interface StepPlace {
  variants: readonly string[];
  addresses: ReadonlyMap<string, ReadonlySet<string>>;
}

/** An API path under /api, as beforeCompletion lists them. */
const API_PATH = /^\/[a-z][a-z0-9-]*(\/[a-z0-9-]+)*$/;

/**
 * The routes a step's rules lead to (celebration.then, next, failureRoute, redirects): an address
 * under a module's segment must be one the variants give that module (query aside).
 */
function routeProblems(rules: StepDefinition['rules'], file: string, addresses: StepPlace['addresses']): ContentProblem[] {
  const routes: Array<[string, unknown]> = [
    ['/celebration/then', rules.celebration?.then],
    ['/next', rules.next],
    ['/failureRoute', rules.failureRoute],
    ...Object.entries(rules.redirects ?? {}).map(([field, to]): [string, unknown] => [down('/redirects', field), to]),
  ];
  return routes
    .filter(([, to]) => to !== undefined)
    .flatMap(([place, to]): ContentProblem[] => {
      if (typeof to !== 'string' || !to.startsWith('/'))
        return [{ file, place, message: `${JSON.stringify(to)} is no address of the app: it starts with /` }];
      const address = to.split(/[?#]/)[0]!;
      const known = addresses.get(address.split('/')[1] ?? '');
      if (known && !known.has(address))
        return [{ file, place, message: `${address} is no address of its module (its addresses: ${[...known].join(', ')})` }];
      return [];
    });
}

export interface StepFiles {
  rules: string;
  schema: string;
  ui: string;
}

/** Problems of one step definition, each with its file and place; texts missing in English by file. */
export function checkStep(
  def: StepDefinition,
  files: StepFiles,
  locales: Locales,
  readSource: (module: string, step: string) => StepDefinition | undefined,
  place: StepPlace = { variants: [], addresses: new Map() },
): { problems: ContentProblem[]; missingEn: Map<string, Set<string>> } {
  const problems: ContentProblem[] = [];
  const { rules } = def;
  problems.push(...routeProblems(rules, files.rules, place.addresses));
  (rules.beforeCompletion ?? []).forEach((call, i) => {
    if (typeof call !== 'string' || !API_PATH.test(call) || call.startsWith('/api/')) {
      problems.push({
        file: files.rules,
        place: `/beforeCompletion/${i}`,
        message: `${JSON.stringify(call)} is no API path: write the path under /api, as "/onboarding/complete-first-login"`,
      });
    }
  });
  const conditions = [
    ...(rules.reveal ?? []).flatMap((r, i) => conditionLeaves(r.when, `/reveal/${i}/when`)),
    ...(rules.completionResult ?? []).flatMap((r, i) => conditionLeaves(r.when, `/completionResult/${i}/when`)),
  ];
  const schemaKeywords = unknownKeywords(def.schema).map((k) => ({ ...k, file: files.schema }));
  const conditionKeywords = conditions.flatMap((c) => unknownKeywords(c.schema, c.schemaAt).map((k) => ({ ...k, file: files.rules })));
  for (const { file, pointer, keyword, meant } of [...schemaKeywords, ...conditionKeywords]) {
    problems.push({
      file,
      place: pointer,
      message: `unknown keyword ${JSON.stringify(keyword)}${meant ? ` (did you mean ${JSON.stringify(meant)}?)` : ''}: a JSON Schema keyword or "completion"`,
    });
  }

  if (def.schema) {
    // ajv would only repeat an unknown keyword already placed above.
    if (!schemaKeywords.length) {
      for (const [label, derived] of [
        ['full', fullSchema(def.schema)],
        ['draft', draftSchema(def.schema)],
      ] as const) {
        try {
          newAjv(true).compile(derived);
        } catch (err) {
          problems.push({ file: files.schema, message: `the ${label} form does not compile: ${(err as Error).message}` });
        }
      }
    }
    if (!schemaKeywords.length && !conditionKeywords.length) {
      try {
        stepModuleCodeFor(def);
      } catch (err) {
        problems.push({ file: files.schema, message: `cannot be precompiled for the browser: ${(err as Error).message}` });
      }
    }
    const pointers: Array<[string, string]> = [
      ...rules.messages.map((m, i): [string, string] => [`/messages/${i}/path`, m.path]),
      ...(rules.reveal ?? []).map((r, i): [string, string] => [`/reveal/${i}/target`, r.target]),
      ...conditions.map((c): [string, string] => [c.scopeAt, c.scope]),
      ...(rules.queryActions ?? []).flatMap((a, i) =>
        Object.keys(a.set ?? {}).map((p): [string, string] => [down(`/queryActions/${i}/set`, p), p]),
      ),
      ...(rules.resetDependents?.watch ?? []).map((w, i): [string, string] =>
        typeof w === 'string' ? [`/resetDependents/watch/${i}`, w] : [`/resetDependents/watch/${i}/at`, w.at],
      ),
      ...(rules.counts ?? []).map((c, i): [string, string] => [`/counts/${i}/at`, c.at]),
      ...(rules.optionSources ?? []).map((o, i): [string, string] => [`/optionSources/${i}/target`, o.target]),
      ...(rules.unique ?? []).map((p, i): [string, string] => [`/unique/${i}`, p]),
      ...(rules.ids ?? []).flatMap(
        (r, i): Array<[string, string]> => [
          [`/ids/${i}/list`, `${r.list}/*/id`],
          ...(r.refs ?? []).map((ref, j): [string, string] => [`/ids/${i}/refs/${j}`, ref]),
        ],
      ),
      ...(rules.parts ?? []).filter((p) => !p.step).map((p, i): [string, string] => [`/parts/${i}/at`, p.at]),
      ...(rules.itemSave
        ? [
            ['/itemSave/at', `${rules.itemSave.at}/*/id`] as [string, string],
            ...rules.itemSave.fields.map((f, i): [string, string] => [`/itemSave/fields/${i}`, `${rules.itemSave!.at}/*/${f}`]),
          ]
        : []),
    ];
    for (const [place, pointer] of pointers) {
      if (!pointsIntoSchema(def.schema, pointer))
        problems.push({ file: files.rules, place, message: `${JSON.stringify(pointer)} points to no property of the schema` });
    }
    (rules.parts ?? []).forEach((part, i) => {
      if (!/^[a-z][a-z0-9-]*$/.test(part.path) || part.path === 'complete')
        problems.push({
          file: files.rules,
          place: `/parts/${i}/path`,
          message: `${JSON.stringify(part.path)} is no address segment (lower-case words with dashes, not "complete")`,
        });
      if (!part.step) return;
      if (part.writable)
        problems.push({ file: files.rules, place: `/parts/${i}/writable`, message: 'a part read from another step is read only' });
      const [module, step] = part.step.split('/');
      const from = module && step ? readSource(module, step) : undefined;
      if (!from?.schema)
        problems.push({ file: files.rules, place: `/parts/${i}/step`, message: missingSource(part.step, from, 'read from') });
      else if (!pointsIntoSchema(from.schema, part.at))
        problems.push({
          file: files.rules,
          place: `/parts/${i}/at`,
          message: `${JSON.stringify(part.at)} is not a property of ${part.step}`,
        });
    });
    (rules.optionSources ?? []).forEach((source, i) => {
      const [module, step] = source.step.split('/');
      const from = module && step ? readSource(module, step) : undefined;
      if (!from?.schema)
        problems.push({
          file: files.rules,
          place: `/optionSources/${i}/step`,
          message: missingSource(source.step, from, 'take choices from'),
        });
      else if (!pointsIntoSchema(from.schema, source.values))
        problems.push({
          file: files.rules,
          place: `/optionSources/${i}/values`,
          message: `${JSON.stringify(source.values)} is not a property of ${source.step}`,
        });
    });
    const answered = new Set((rules.completionResult ?? []).flatMap((r) => Object.keys(r.set)));
    for (const field of Object.keys(rules.redirects ?? {})) {
      if (!answered.has(field))
        problems.push({
          file: files.rules,
          place: down('/redirects', field),
          message: `no completionResult sets ${JSON.stringify(field)}`,
        });
    }
    // A message is shown for the errors of its keyword only: a keyword no check reports leaves it unseen.
    const reported = [...KNOWN_KEYWORDS, 'unique', ...(rules.counts ?? []).map((c) => c.keyword)];
    rules.messages.forEach((m, i) => {
      if (m.keyword === undefined || reported.includes(m.keyword)) return;
      const meant = closestKey(m.keyword, reported);
      problems.push({
        file: files.rules,
        place: `/messages/${i}/keyword`,
        message: `no check reports the keyword ${JSON.stringify(m.keyword)}${meant ? ` (did you mean ${JSON.stringify(meant)}?)` : ''}: this message would never be shown. A JSON Schema keyword, "unique" or a keyword of this file's counts`,
      });
    });
    (rules.counts ?? []).forEach((count, i) => {
      if (!rules.messages.some((m) => m.keyword === count.keyword && m.path === count.at)) {
        problems.push({
          file: files.rules,
          place: `/counts/${i}/keyword`,
          message: `no message rule at ${JSON.stringify(count.at)} names the keyword ${JSON.stringify(count.keyword)}: the member would read only 'Formulář není kompletně vyplněn'`,
        });
      }
    });
    problems.push(...deriveProblems(def, files.rules, readSource, pointsIntoSchema));
    problems.push(...completionProblems(def.schema, files.schema), ...countProblems(rules, def.schema, files.rules));
    problems.push(...revealProblems(rules, files.rules));
    if (def.ui) problems.push(...uiOptionProblems(def.ui, def.schema, files.ui));
    if (def.ui) problems.push(...checkUi(def.ui, def.schema, files.ui, new Set((rules.optionSources ?? []).map((o) => o.target))));
  } else {
    if (def.ui)
      problems.push({ file: files.ui, message: 'a UI schema without a schema: write the schema, or delete this file for a reading step' });
    if (rules.messages.length)
      problems.push({ file: files.rules, place: '/messages', message: 'messages without a schema: a reading step has nothing to check' });
  }

  const texts = checkTexts(textRefs(def, files), locales, place.variants);
  return { problems: [...problems, ...texts.problems], missingEn: texts.missingEn };
}
