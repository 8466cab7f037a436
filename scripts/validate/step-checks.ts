import fs from 'node:fs';
import path from 'node:path';
import { draftSchema, fullSchema, KNOWN_WIDGETS, widgetsIn, type Condition, type JsonSchema, type StepDefinition } from '../../src/engine/steps/index.js';
import { newAjv } from '../../src/content/ajv.js';
import { hasKey, readLocales } from '../../src/content/locales.js';
import { readStepDefinition } from '../../src/content/step-definitions.js';
import { stepModuleCodeFor } from '../../src/content/step-module-code.js';
import type { VariantDef } from '../../src/engine/variants/index.js';

/** Text keys used by a definition: every string value that looks like "namespace:key". */
function keysIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && /^[a-z][\w/-]*:[\w.]+$/i.test(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => keysIn(v, out));
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => k !== 'schema' && keysIn(v, out));
  return out;
}

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

function conditionScopes(c: Condition): string[] {
  if ('all' in c) return c.all.flatMap(conditionScopes);
  if ('any' in c) return c.any.flatMap(conditionScopes);
  return [c.scope];
}

/** Problems of one step definition; warnings for texts missing in English. */
export function checkStep(
  def: StepDefinition,
  cs: Map<string, unknown>,
  en: Map<string, unknown>,
  readSource: (module: string, step: string) => StepDefinition | undefined = (m, st) => readStepDefinition(m, st),
): { problems: string[]; warnings: string[] } {
  const where = `step-schemas/${def.module}/${def.step}`;
  const problems: string[] = [];
  const warnings: string[] = [];
  if (def.schema) {
    for (const [label, derived] of [['full', fullSchema(def.schema)], ['draft', draftSchema(def.schema)]] as const) {
      try {
        newAjv(true).compile(derived);
      } catch (err) {
        problems.push(`${where}.schema.json (${label}): ${(err as Error).message}`);
      }
    }
    const pointers = [
      ...def.rules.messages.map((m) => ['messages', m.path] as const),
      ...(def.rules.reveal ?? []).flatMap((r) => [['reveal target', r.target] as const, ...conditionScopes(r.when).map((s) => ['reveal scope', s] as const)]),
      ...Object.keys(def.ui ?? {}).filter((k) => !k.startsWith('ui:')).map((k) => ['ui', `/${k}`] as const),
      ...(def.rules.completionResult ?? []).flatMap((r) => conditionScopes(r.when).map((s) => ['completionResult scope', s] as const)),
      ...(def.rules.queryActions ?? []).flatMap((a) => Object.keys(a.set ?? {}).map((p) => ['queryActions set', p] as const)),
      ...(def.rules.resetDependents?.watch ?? []).map((p) => ['resetDependents watch', p] as const),
      ...(def.rules.optionSources ?? []).map((o) => ['optionSources target', o.target] as const),
    ];
    for (const source of def.rules.optionSources ?? []) {
      const [module, step] = source.step.split('/');
      const from = module && step ? readSource(module, step) : undefined;
      if (!from?.schema) problems.push(`${where}: optionSources step ${source.step} has no schema to take choices from`);
      else if (!pointsIntoSchema(from.schema, source.values)) problems.push(`${where}: optionSources values ${source.values} is not a property of ${source.step}`);
    }
    const answered = new Set((def.rules.completionResult ?? []).flatMap((r) => Object.keys(r.set)));
    for (const field of Object.keys(def.rules.redirects ?? {})) {
      if (!answered.has(field)) problems.push(`${where}: redirects ${field}, which no completionResult sets`);
    }
    const targets = new Set((def.rules.optionSources ?? []).map((o) => o.target));
    for (const { pointer, widget, options } of widgetsIn(def.ui)) {
      if (typeof widget !== 'string' || !KNOWN_WIDGETS.includes(widget)) {
        problems.push(`${where}.ui.json: ${pointer || '/'} names the widget ${JSON.stringify(widget)}; known widgets: ${KNOWN_WIDGETS.join(', ')}`);
      }
      if (widget === 'StepChoiceWidget' && !targets.has(String(options.optionSource))) {
        problems.push(`${where}.ui.json: ${pointer} takes its choices from optionSource ${JSON.stringify(options.optionSource)}, which the rules' optionSources do not declare`);
      }
    }
    try {
      stepModuleCodeFor(def);
    } catch (err) {
      problems.push(`${where}: cannot be precompiled for the browser: ${(err as Error).message}`);
    }
    for (const [what, pointer] of pointers) {
      if (!pointsIntoSchema(def.schema, pointer)) problems.push(`${where}: ${what} ${pointer} is not a property of the schema`);
    }
  } else if (def.ui || def.rules.messages.length) {
    problems.push(`${where}: a UI schema or messages without a schema`);
  }
  let missingEn = 0;
  for (const key of new Set(keysIn([def.rules, def.ui]))) {
    if (!hasKey(cs, key)) problems.push(`${where}: text ${key} is missing in locales/cs`);
    else if (!hasKey(en, key)) missingEn++;
  }
  if (missingEn) warnings.push(`${where}: ${missingEn} text(s) missing in locales/en (English shows the key)`);
  return { problems, warnings };
}

/** Checks every step the variants list; steps without a rule file are reported as not yet defined. */
export function checkSteps(variants: VariantDef[], dir: string, localesDir: string) {
  const cs = readLocales(path.join(localesDir, 'cs'));
  const en = readLocales(path.join(localesDir, 'en'));
  const problems: string[] = [];
  const warnings: string[] = [];
  const undefinedSteps = new Set<string>();
  const seen = new Set<string>();
  for (const m of variants.flatMap((v) => v.modules)) {
    for (const s of m.steps) {
      const id = `${m.module_name}/${s.step_name}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const def = readStepDefinition(m.module_name, s.step_name, dir);
      if (!def) {
        undefinedSteps.add(id);
        continue;
      }
      const r = checkStep(def, cs, en, (module, step) => readStepDefinition(module, step, dir));
      problems.push(...r.problems);
      warnings.push(...r.warnings);
    }
  }
  return { problems, warnings, undefinedSteps: [...undefinedSteps] };
}
