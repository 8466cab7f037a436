import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { ContentProblem } from './content-problem.js';
import { tryReadJsonFile } from './json-file.js';
import { STEP_SCHEMAS_DIR } from './paths.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A key one level down a JSON pointer, escaped (RFC 6901) as ajv's own instance paths are. */
const down = (at: string, key: string) => `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** Edit distance with a swap of two neighbours as one edit ("celebartion"), case ignored. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/**
 * The one known key a misspelt key most likely meant ("uniqe": "unique", "resetDependent":
 * "resetDependents"): within two edits (one for keys of up to four letters, where two edits
 * turn "min" into "max"), and nearer than any other known key; a tie suggests nothing.
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const limit = key.length <= 4 ? 1 : 2;
  const scored = known
    .map((k) => ({ k, d: distance(key, k) }))
    .filter((s) => s.d <= limit)
    .sort((a, b) => a.d - b.d);
  return scored.length && (scored.length === 1 || scored[0]!.d < scored[1]!.d) ? scored[0]!.k : undefined;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** A value as a message quotes it, long ones cut short. */
function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** One ajv error (made with `verbose`) as an author reads it, at the place it names; undefined for an error others explain. */
function problemOf(e: ErrorObject, file: string): ContentProblem | undefined {
  const place = e.instancePath;
  const parent: Json = isObject(e.parentSchema) ? e.parentSchema : {};
  const described = typeof parent.description === 'string' ? ` (${parent.description})` : '';
  const at = (message: string): ContentProblem => ({ file, place: place || undefined, message });
  switch (e.keyword) {
    // A failed "if"/"then" is reported by the errors of the branch that applied.
    case 'if':
      return undefined;
    case 'additionalProperties': {
      const key = String(e.params.additionalProperty);
      const known = Object.keys(isObject(parent.properties) ? parent.properties : {});
      const meant = closestKey(key, known);
      return {
        file,
        place: down(place, key),
        message: `unknown key ${JSON.stringify(key)} ${meant ? `(did you mean ${JSON.stringify(meant)}?)` : `(keys here: ${known.join(', ') || 'none'})`}`,
      };
    }
    case 'required':
      return at(`the key ${JSON.stringify(e.params.missingProperty)} is missing`);
    case 'type':
      return at(
        `must be ${[e.params.type as string | string[]]
          .flat()
          .map((t) => TYPE_WORDS[t] ?? t)
          .join(' or ')}, not ${quoted(e.data)}${described}`,
      );
    case 'enum':
      return at(`must be one of ${(e.params.allowedValues as unknown[]).map(quoted).join(', ')}, not ${quoted(e.data)}`);
    case 'pattern':
      return at(
        typeof parent.description === 'string'
          ? `${quoted(e.data)} is not ${parent.description}`
          : `${quoted(e.data)} does not match ${e.params.pattern}`,
      );
    case 'minLength':
    case 'minItems':
      if (e.params.limit === 1) return at('must not be empty');
      return at(`${e.message}${described}`);
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return at(`${e.message}, not ${quoted(e.data)}${described}`);
    default:
      return at(e.message ?? e.keyword);
  }
}

/**
 * Checks a value against one of the app's JSON Schemas: each problem with its place, and whether
 * the value still has the shape the code reads (`readable`: its only problems are unknown keys,
 * which the code never reads), so that checks reading that shape can go on.
 */
export type ShapeCheck = (data: unknown, file: string) => { problems: ContentProblem[]; readable: boolean };

const compiled = new Map<string, ShapeCheck>();

/**
 * The check of a content file's shape by a JSON Schema of the app's, `step-schemas/<name>`
 * (rules.schema.json, deck.schema.json), compiled once per process. The format of a content file
 * is the app's wherever the content lives, as variant.schema.json is. `checkSchema: false` trusts
 * the schema to be valid JSON Schema rather than checking it against the meta-schema first (the
 * server's start; `npm run validate` checks it). An unknown key is named with the known key it
 * most likely meant; a schema that cannot be read or compiled is the problem of every file.
 */
export function shapeCheck(name: string, { checkSchema = true } = {}): ShapeCheck {
  const id = `${name}#${checkSchema}`;
  const known = compiled.get(id);
  if (known) return known;
  const schemaFile = path.join(STEP_SCHEMAS_DIR, name);
  const broken: ContentProblem[] = [];
  const schema = tryReadJsonFile(schemaFile, broken);
  let validate: ValidateFunction | undefined;
  if (schema !== undefined) {
    try {
      // Unoptimized code, as the variant files' validator: the check runs on a few files once.
      validate = new Ajv({ allErrors: true, verbose: true, strict: false, validateSchema: checkSchema, code: { optimize: false } }).compile(
        schema as object,
      );
    } catch (err) {
      broken.push({ file: schemaFile, message: `does not compile: ${(err as Error).message}` });
    }
  }
  const check: ShapeCheck = (data, file) => {
    if (!validate) return { problems: broken, readable: false };
    if (validate(data)) return { problems: [], readable: true };
    const errors = validate.errors ?? [];
    return {
      problems: errors.flatMap((e) => problemOf(e, file) ?? []),
      readable: errors.every((e) => e.keyword === 'additionalProperties' || e.keyword === 'if'),
    };
  };
  compiled.set(id, check);
  return check;
}
