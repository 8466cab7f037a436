import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { draftSchema, fullSchema, type JsonSchema, type StepDefinition, type StepRules } from '../engine/steps/index.js';
import { newAjv } from './ajv.js';
import { STEP_SCHEMAS_DIR } from './paths.js';
import type { VariantCatalog } from './variants.js';

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
