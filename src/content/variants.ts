import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type { VariantDef, VariantModuleDef, VariantStepDef } from '../engine/variants/index.js';
import { ContentError, type ContentProblem } from './content-problem.js';
import { tryReadJsonFile } from './json-file.js';
import { STEP_SCHEMAS_DIR } from './paths.js';

/** The variant files, loaded once at start; lookups for routes. */
export interface VariantCatalog {
  variants: ReadonlyMap<string, VariantDef>;
  variant(name: string): VariantDef | undefined;
  /** Every (module, step) any variant lists, by API path "<module-with-dashes>/<endpoint>". */
  stepsByApiPath: ReadonlyMap<string, { module: VariantModuleDef; step: VariantStepDef }>;
}

/** The API path of a step, "<module-with-dashes>/<endpoint>": /api/<that> (docs/decisions.md, "Content layout"). */
export const apiPathOf = (moduleName: string, endpoint: string): string => `${moduleName.replaceAll('_', '-')}/${endpoint}`;

/**
 * Reads and checks step-schemas/variants/*.json against variant.schema.json. A file with a
 * syntax error, a shape the schema refuses or a variant_name other than its file name is left
 * out and listed in `problems`, with its file and place. `checkSchema: false` trusts
 * variant.schema.json itself to be valid JSON Schema rather than checking it against the
 * meta-schema first (compiling the meta-schema is a noticeable part of a server start:
 * docs/performance.md); `npm run validate` checks it.
 */
export function readVariantFiles(
  dir = path.join(STEP_SCHEMAS_DIR, 'variants'),
  { checkSchema = true } = {},
): { variants: VariantDef[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const variants: VariantDef[] = [];
  // The format of a variant file is the app's, wherever the content lives.
  const schema = tryReadJsonFile(path.join(STEP_SCHEMAS_DIR, 'variant.schema.json'), problems);
  if (schema === undefined) return { variants, problems };
  // Unoptimized code: the validator checks a few files once per start, and ajv's optimizing pass
  // was most of the cost of compiling it (docs/performance.md).
  const validate = new Ajv({ allErrors: true, strict: false, validateSchema: checkSchema, code: { optimize: false } }).compile<VariantDef>(
    schema as object,
  );
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    const data = tryReadJsonFile(file, problems);
    if (data === undefined) continue;
    if (!validate(data)) {
      problems.push(
        ...(validate.errors ?? []).map((e): ContentProblem => {
          const extra = e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : undefined;
          return extra === undefined
            ? { file, place: e.instancePath || undefined, message: e.message ?? e.keyword }
            : { file, place: `${e.instancePath}/${extra}`, message: `"${extra}" is no field of a variant file here` };
        }),
      );
      continue;
    }
    if (`${data.variant_name}.json` !== name) {
      problems.push({
        file,
        place: '/variant_name',
        message: `variant_name must match the file name (${JSON.stringify(name.slice(0, -'.json'.length))})`,
      });
      continue;
    }
    variants.push(data);
  }
  return { variants, problems };
}

/** The variant files, as the server needs them: any problem stops it with the list of all of them. */
export function loadVariantFiles(dir = path.join(STEP_SCHEMAS_DIR, 'variants')): VariantDef[] {
  const { variants, problems } = readVariantFiles(dir, { checkSchema: false });
  if (problems.length) throw new ContentError(problems);
  return variants;
}

export function buildCatalog(list: VariantDef[]): VariantCatalog {
  const byName = new Map(list.map((v) => [v.variant_name, v]));
  const stepsByApiPath = new Map<string, { module: VariantModuleDef; step: VariantStepDef }>();
  for (const v of list) {
    for (const m of v.modules) {
      for (const s of m.steps) {
        const key = apiPathOf(m.module_name, s.endpoint);
        const seen = stepsByApiPath.get(key);
        if (seen && seen.step.step_name !== s.step_name) {
          throw new Error(`${v.variant_name}: API path /api/${key} names two steps, ${seen.step.step_name} and ${s.step_name}`);
        }
        if (!seen) stepsByApiPath.set(key, { module: m, step: s });
      }
    }
  }
  return { variants: byName, variant: (name) => byName.get(name), stepsByApiPath };
}
