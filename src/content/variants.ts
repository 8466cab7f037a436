import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type { VariantDef, VariantModuleDef, VariantStepDef } from '../engine/variants/index.js';
import { STEP_SCHEMAS_DIR } from './paths.js';

/** The variant files, loaded once at start; lookups for routes. */
export interface VariantCatalog {
  variants: ReadonlyMap<string, VariantDef>;
  variant(name: string): VariantDef | undefined;
  /** Every (module, step) any variant lists, by API path "<module-with-dashes>/<endpoint>". */
  stepsByApiPath: ReadonlyMap<string, { module: VariantModuleDef; step: VariantStepDef }>;
}

/** Reads and checks step-schemas/variants/*.json; throws one message listing every problem. */
export function loadVariantFiles(dir = path.join(STEP_SCHEMAS_DIR, 'variants')): VariantDef[] {
  // The format of a variant file is the app's, wherever the content lives.
  const schema = JSON.parse(fs.readFileSync(path.join(STEP_SCHEMAS_DIR, 'variant.schema.json'), 'utf8'));
  const validate = new Ajv({ allErrors: true, strict: false }).compile<VariantDef>(schema);
  const problems: string[] = [];
  const loaded: VariantDef[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const data: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!validate(data)) {
      problems.push(...(validate.errors ?? []).map((e) => `${file}${e.instancePath}: ${e.message}`));
      continue;
    }
    if (`${data.variant_name}.json` !== file) problems.push(`${file}: variant_name must match the file name`);
    loaded.push(data);
  }
  if (problems.length) throw new Error(`Invalid variant files:\n${problems.join('\n')}`);
  return loaded;
}

export function buildCatalog(list: VariantDef[]): VariantCatalog {
  const byName = new Map(list.map((v) => [v.variant_name, v]));
  const stepsByApiPath = new Map<string, { module: VariantModuleDef; step: VariantStepDef }>();
  for (const v of list) {
    for (const m of v.modules) {
      for (const s of m.steps) {
        const key = `${m.module_name.replaceAll('_', '-')}/${s.endpoint}`;
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
