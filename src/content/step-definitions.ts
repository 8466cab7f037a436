import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { draftSchema, fullSchema, type JsonSchema, type StepDefinition, type StepRules } from '../engine/steps/index.js';
import { compiledOnFirstUse, newAjv } from './ajv.js';
import { choiceLinkRules } from '../engine/derivations/index.js';
import { readJsonFiles } from './json-file.js';
import { STEP_SCHEMAS_DIR } from './paths.js';
import type { VariantCatalog } from './variants.js';

/** A step definition with its validators (the server's, made from the same files as the browser's). */
export interface CompiledStep extends StepDefinition {
  validateDraft?: ValidateFunction;
  validateFull?: ValidateFunction;
}

/** The three files of a step: step-schemas/<module>/<step>.{rules,schema,ui}.json. */
export function stepFiles(module: string, step: string, dir = STEP_SCHEMAS_DIR) {
  const base = path.join(dir, module, step);
  return { rules: `${base}.rules.json`, schema: `${base}.schema.json`, ui: `${base}.ui.json` };
}

/**
 * Reads a step's files; undefined when the step has no rule file yet. A syntax error in any of
 * them is a ContentError naming each broken file, line and column.
 */
export function readStepDefinition(module: string, step: string, dir = STEP_SCHEMAS_DIR): StepDefinition | undefined {
  const files = stepFiles(module, step, dir);
  const [rules, schema, ui] = readJsonFiles([files.rules, files.schema, files.ui]) as [
    StepRules | undefined,
    JsonSchema | undefined,
    JsonSchema | undefined,
  ];
  if (!rules) return undefined;
  return { module, step, rules, schema, ui };
}

/** Every step some variant lists that has a definition, with its validators (full and draft). */
export function compileSteps(catalog: VariantCatalog, dir = STEP_SCHEMAS_DIR): Map<string, CompiledStep> {
  const full = newAjv(true);
  const draft = newAjv(false);
  const steps = new Map<string, CompiledStep>();
  for (const { module, step } of catalog.stepsByApiPath.values()) {
    const def = readStepDefinition(module.module_name, step.step_name, dir);
    if (!def) continue;
    const links = choiceLinkRules(def.rules.optionSources);
    steps.set(`${def.module}/${def.step}`, {
      ...def,
      // Choices linked to their source rows (optionSources[].ref) are derived like everything else the server computes.
      rules: links.length ? { ...def.rules, derive: [...links, ...(def.rules.derive ?? [])] } : def.rules,
      validateFull: def.schema && compiledOnFirstUse(() => full.compile(fullSchema(def.schema!))),
      validateDraft: def.schema && compiledOnFirstUse(() => draft.compile(draftSchema(def.schema!))),
    });
  }
  return steps;
}
