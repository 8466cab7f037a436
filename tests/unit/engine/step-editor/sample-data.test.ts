import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { readLocales } from '../../../../src/content/locales.js';
import { readStepDefinition } from '../../../../src/content/step-definitions.js';
import { translatorOf } from '../../../../src/content/step-texts.js';
import { loadVariantFiles } from '../../../../src/content/variants.js';
import {
  derivedData,
  optionChoices,
  sampleSources,
  sampleStepData,
  sourceSteps,
  stepsRead,
  type PreviewStepDef,
} from '../../../../src/engine/step-editor/sample-data.js';
import { completionErrors, draftSchema, fullSchema, valuesAt, type StepDefinition } from '../../../../src/engine/steps/index.js';

const conditions = newAjv(false);
const check = (schema: object, value: unknown) => conditions.validate(schema, value) as boolean;
const translate = translatorOf(readLocales(path.resolve('locales/cs')).bundles);
const tools = { check, translate };

const defs = new Map<string, StepDefinition>();
for (const v of loadVariantFiles())
  for (const m of v.modules)
    for (const s of m.steps) {
      const def = readStepDefinition(m.module_name, s.step_name);
      if (def) defs.set(`${m.module_name}/${s.step_name}`, def);
    }
const stepOf = (key: string): PreviewStepDef | undefined => defs.get(key);
/** Every step another step reads: the ones the preview makes samples of. */
const readByOthers = [...new Set([...defs.values()].flatMap((d) => stepsRead(d.rules)))].sort();

describe('sample data of the steps others build on', () => {
  it('covers the shipped steps that are read (a test over nothing proves nothing)', () => {
    expect(readByOthers.length).toBeGreaterThanOrEqual(4);
  });

  it.each(readByOthers)('%s: a member could have stored it and completed the step', (key) => {
    const def = defs.get(key)!;
    const sources = sampleSources(key, stepOf, tools);
    const data = sampleStepData(def, sources, tools);
    const draft = newAjv(true).compile(draftSchema(def.schema!));
    expect(draft(data), JSON.stringify(draft.errors)).toBe(true);
    const full = newAjv(true).compile(fullSchema(def.schema!));
    expect(completionErrors(full, data, def.rules, check)).toEqual([]);
    // Choices taken from other steps are ones those steps offer.
    for (const [target, choice] of Object.entries(optionChoices(def.rules, sources)))
      for (const f of valuesAt(data, target)) expect(choice.values).toContain(f.value);
  });

  it.each(readByOthers)('%s: the same every time', (key) => {
    const a = sampleStepData(defs.get(key)!, sampleSources(key, stepOf, tools), tools);
    const b = sampleStepData(defs.get(key)!, sampleSources(key, stepOf, tools), tools);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('a step previewed on sample data', () => {
  it('the capacity step gets one row per sample role, linked by its id, with Czech names', () => {
    const sources = sampleSources('people/team_capacity', stepOf, tools);
    expect([...sources.keys()]).toEqual(['people/team_roles_revision']);
    const roles = sources.get('people/team_roles_revision')!.roles as Array<{ id: number; position: string }>;
    expect(roles.length).toBe(3);
    const data = derivedData(defs.get('people/team_capacity')!, {}, sources, tools);
    const rows = data.capacities as Array<{ role_id: number; position: string }>;
    expect(rows.map((r) => [r.role_id, r.position])).toEqual(roles.map((r) => [r.id, r.position]));
    expect(roles[0]!.position).toMatch(/[áčéěíňóřšťúůýž]/);
  });

  it('the development topics read the evaluation, which reads the priorities, the values and the roles, sources first', () => {
    const order = sourceSteps('people/team_development', stepOf);
    expect(order.at(-1)).toBe('people/team_evaluation');
    expect(order.indexOf('people/team_values')).toBeLessThan(order.indexOf('people/team_values_priorities'));
    expect(order).toContain('people/team_roles_revision');
    const sources = sampleSources('people/team_development', stepOf, tools);
    const evaluation = sources.get('people/team_evaluation')!;
    const members = evaluation.members as Array<{ id: number; position: string; role_id: number }>;
    const roles = sources.get('people/team_roles_revision')!.roles as Array<{ id: number; position: string }>;
    for (const m of members) expect(roles.find((r) => r.id === m.role_id)?.position).toBe(m.position);
    const topics = derivedData(defs.get('people/team_development')!, {}, sources, tools).topics;
    expect(Array.isArray(topics) && topics.length).toBeGreaterThan(0);
  });

  it('a number keeps within its bounds, a text within its lengths, a choice among its values', () => {
    const def: PreviewStepDef = {
      rules: { title: 't', messages: [] },
      schema: {
        type: 'object',
        properties: {
          rows: {
            type: 'array',
            maxItems: 2,
            items: {
              type: 'object',
              properties: {
                maturity: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
                step: { type: 'string', maxLength: 200, completion: { minLength: 60 } },
                kind: { type: 'string', enum: ['monthly', 'weekly'] },
              },
            },
          },
        },
      },
    };
    const rows = sampleStepData(def, new Map(), tools).rows as Array<{ maturity: number; step: string; kind: string }>;
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.maturity).toBeGreaterThanOrEqual(1);
      expect(r.maturity).toBeLessThanOrEqual(5);
      expect(r.step.trim().length).toBeGreaterThanOrEqual(60);
      expect(['monthly', 'weekly']).toContain(r.kind);
    }
  });
});
