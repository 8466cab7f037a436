import type { ContentProblem } from '../../src/content/content-problem.js';
import type { JsonSchema, StepRules } from '../../src/engine/steps/index.js';
import { down, isObject } from './pointer.js';

/** Keywords whose subschemas apply to the same value: a `required` there names the same object's properties. */
const SAME_VALUE = ['completion', 'if', 'then', 'else'];
const SAME_VALUE_LISTS = ['allOf', 'anyOf', 'oneOf'];
const NEVER = 'the step could never be completed';
/** Lower and upper bounds that together leave no value when the lower one is above. */
const BOUNDS: Array<[string, string, string]> = [
  ['minimum', 'maximum', 'number'],
  ['minLength', 'maxLength', 'text length'],
  ['minItems', 'maxItems', 'number of rows'],
  ['minProperties', 'maxProperties', 'number of properties'],
];

const typesOf = (type: unknown): string[] | undefined =>
  typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : undefined;

/** Whether a value of JSON type `t` may also be of one of `allowed` (an integer is a number too). */
const typeFits = (t: string, allowed: readonly string[]) => allowed.includes(t) || (t === 'integer' && allowed.includes('number'));

const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v === 'number' ? 'number' : typeof v;

/**
 * Where a schema asks what no member could give, so the step could never be completed (the member
 * would read only 'Formulář není kompletně vyplněn'): a `required` naming no property of its object
 * (also in `completion` and in conditional requirements), a lower bound above its upper one (a
 * property's own and its completion's taken together), a choice none of whose values completion
 * accepts, a completion type the property's type does not allow.
 */
export function completionProblems(schema: JsonSchema, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (place: string, message: string) => problems.push({ file, place: place || undefined, message });

  // `peers` are the other schemas that apply to the same value (the object a `completion` or an
  // `allOf` entry sits in, and their own peers): a `required` names the properties any of them declares.
  const walk = (node: unknown, at: string, peers: readonly Record<string, unknown>[], outcome = NEVER) => {
    if (!isObject(node)) return;
    const all = [node, ...peers];
    const names = [...new Set(all.flatMap((s) => (isObject(s.properties) ? Object.keys(s.properties) : [])))];
    const typed = all.some((s) => isObject(s.properties) || s.type === 'object' || s.additionalProperties === false);
    if (Array.isArray(node.required) && typed) {
      node.required.forEach((name, i) => {
        if (typeof name === 'string' && !names.includes(name))
          problem(
            down(down(at, 'required'), i),
            `requires ${JSON.stringify(name)}, which is no property here (${names.length ? `its properties: ${names.join(', ')}` : 'it has none'}): ${outcome}. Correct the name, or add the property`,
          );
      });
    }
    boundProblems(node, at, problem);
    choiceProblems(node, at, problem);
    for (const key of SAME_VALUE) walk(node[key], down(at, key), all, key === 'if' ? 'the condition could never hold' : outcome);
    for (const key of SAME_VALUE_LISTS)
      if (Array.isArray(node[key]))
        for (const [i, sub] of (node[key] as unknown[]).entries())
          walk(sub, down(down(at, key), i), all, key === 'allOf' ? outcome : 'this alternative could never hold');
    const childPeers = (pick: (s: Record<string, unknown>) => unknown) => peers.map(pick).filter(isObject);
    if (isObject(node.properties))
      for (const [name, sub] of Object.entries(node.properties))
        walk(
          sub,
          down(down(at, 'properties'), name),
          childPeers((s) => (isObject(s.properties) ? s.properties[name] : undefined)),
        );
    if (Array.isArray(node.items)) for (const [i, sub] of node.items.entries()) walk(sub, down(down(at, 'items'), i), []);
    else
      walk(
        node.items,
        down(at, 'items'),
        childPeers((s) => s.items),
      );
    for (const key of ['additionalProperties', 'contains']) walk(node[key], down(at, key), []);
  };
  walk(schema, '', []);
  return problems;
}

type Problem = (place: string, message: string) => void;

/** A property's bounds with its completion's: the tighter of each pair applies on completion. */
function boundProblems(node: Record<string, unknown>, at: string, problem: Problem) {
  const completion = isObject(node.completion) ? node.completion : {};
  for (const [low, high, what] of BOUNDS) {
    const lows: Array<[number, string]> = [
      [node[low], down(at, low)],
      [completion[low], down(down(at, 'completion'), low)],
    ].filter((b): b is [number, string] => typeof b[0] === 'number');
    const highs = [node[high], completion[high]].filter((b): b is number => typeof b === 'number');
    if (!lows.length || !highs.length) continue;
    const [min, place] = lows.reduce((a, b) => (b[0] > a[0] ? b : a));
    const max = Math.min(...highs);
    if (min > max) problem(place, `${low} ${min} is above ${high} ${max}: no ${what} satisfies both, so the step could never be completed`);
  }
}

/** A choice (`enum`) needs a value completion accepts, and completion's `type` a type the property allows. */
function choiceProblems(node: Record<string, unknown>, at: string, problem: Problem) {
  const completion = isObject(node.completion) ? node.completion : {};
  const types = typesOf(node.type);
  const needed = typesOf(completion.type);
  if (types && needed && !needed.some((t) => types.some((u) => typeFits(t, [u]) || typeFits(u, [t]))))
    problem(
      down(down(at, 'completion'), 'type'),
      `completion asks for ${needed.join(' or ')}, which the type ${types.join(' or ')} never holds: the step could never be completed`,
    );
  if (!Array.isArray(node.enum)) return;
  if (!node.enum.length) return problem(down(at, 'enum'), 'an empty enum offers no value to choose: list the choices');
  const accepted = node.enum.filter(
    (v) =>
      (!needed || needed.some((t) => typeFits(jsonType(v), [t]))) &&
      (!Array.isArray(completion.enum) || completion.enum.some((c) => JSON.stringify(c) === JSON.stringify(v))) &&
      (completion.const === undefined || JSON.stringify(completion.const) === JSON.stringify(v)),
  );
  if (!accepted.length)
    problem(
      down(at, 'enum'),
      `none of the choices (${node.enum.map((v) => JSON.stringify(v)).join(', ')}) is one completion accepts: the step could never be completed. Add the choices members pick from`,
    );
}

/** Counts whose minimum is above their maximum, or above the most rows their list may hold. */
export function countProblems(rules: StepRules, schema: JsonSchema, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  (rules.counts ?? []).forEach((count, i) => {
    const item = listSchema(schema, `${count.at}/*`);
    const names = isObject(item?.properties) ? Object.keys(item.properties) : [];
    const where = isObject(count.where) ? count.where : {};
    if (Array.isArray(where.required))
      where.required.forEach((name, j) => {
        if (typeof name === 'string' && !names.includes(name))
          problems.push({
            file,
            place: `/counts/${i}/where/required/${j}`,
            message: `requires ${JSON.stringify(name)}, which no row of ${count.at} has (its properties: ${names.join(', ') || 'none'}): no row would count`,
          });
      });
    if (count.min === undefined) return;
    if (count.max !== undefined && count.min > count.max)
      problems.push({
        file,
        place: `/counts/${i}/min`,
        message: `min ${count.min} is above max ${count.max}: no number of rows satisfies both, so the step could never be completed`,
      });
    const list = listSchema(schema, count.at);
    if (typeof list?.maxItems === 'number' && count.min > list.maxItems)
      problems.push({
        file,
        place: `/counts/${i}/min`,
        message: `min ${count.min} is above the ${list.maxItems} rows ${count.at} may hold (its maxItems): the step could never be completed`,
      });
  });
  return problems;
}

/** The schema a pointer (with `*` for rows) names. */
export function listSchema(schema: JsonSchema, pointer: string): JsonSchema | undefined {
  let node: unknown = schema;
  for (const part of pointer.split('/').slice(1)) {
    if (!isObject(node)) return undefined;
    node = part === '*' || /^\d+$/.test(part) ? node.items : isObject(node.properties) ? node.properties[part] : undefined;
  }
  return isObject(node) ? (node as JsonSchema) : undefined;
}
