import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { draftSchema, fullSchema, type JsonSchema, type StepDefinition, type StepRules } from '../../engine/steps/index.js';
import type { VariantCatalog } from './variant-catalog.js';
import { STEP_SCHEMAS_DIR } from './variant-catalog.js';

/** A step definition with its validators compiled (the server compiles at start from the same files). */
export interface CompiledStep extends StepDefinition {
  validateDraft?: ValidateFunction;
  validateFull?: ValidateFunction;
}

const readJson = (file: string): JsonSchema | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema) : undefined;

/** Reads step-schemas/<module>/<step>.{schema,ui,rules}.json; undefined when the step has no rule file yet. */
export function readStepDefinition(module: string, step: string, dir = STEP_SCHEMAS_DIR): StepDefinition | undefined {
  const base = path.join(dir, module, step);
  const rules = readJson(`${base}.rules.json`) as StepRules | undefined;
  if (!rules) return undefined;
  return { module, step, rules, schema: readJson(`${base}.schema.json`), ui: readJson(`${base}.ui.json`) };
}

/** One set of options for the server's validators and the browser's precompiled ones, so both judge alike. */
export const AJV_OPTIONS = { strict: false, coerceTypes: false, useDefaults: false, removeAdditional: false } as const;

export function newAjv(allErrors: boolean): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, allErrors });
  addFormats(ajv);
  return ajv;
}

/** Every step some variant lists that has a definition, compiled (full and draft). */
export function compileSteps(catalog: VariantCatalog, dir = STEP_SCHEMAS_DIR): Map<string, CompiledStep> {
  const full = newAjv(true);
  const draft = newAjv(false);
  const steps = new Map<string, CompiledStep>();
  for (const { module, step } of catalog.stepsByApiPath.values()) {
    const def = readStepDefinition(module.module_name, step.step_name, dir);
    if (!def) continue;
    steps.set(`${def.module}/${def.step}`, {
      ...def,
      validateFull: def.schema && full.compile(fullSchema(def.schema)),
      validateDraft: def.schema && draft.compile(draftSchema(def.schema)),
    });
  }
  return steps;
}
