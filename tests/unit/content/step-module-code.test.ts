import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stepModuleCode } from '../../support/step-modules.js';
import { dataErrors, orderedMessages } from '../../../src/engine/steps/index.js';
import { newAjv } from '../../../src/content/ajv.js';
import { readStepDefinition } from '../../../src/content/step-definitions.js';
import { fullSchema, draftSchema } from '../../../src/engine/steps/index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'step-modules-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the generated module to disk and imports it, as the bundle would. */
async function load(key: string) {
  const file = path.join(dir, `${key.replace('/', '__')}.mjs`);
  fs.writeFileSync(file, stepModuleCode(key));
  return import(file);
}

const samples: Record<string, unknown[]> = {
  'people/team_goals': [
    {},
    { goal: ' ', goal_rating: 3 },
    { goal: 'x', goal_rating: 10 },
    {
      goal: 'a',
      goal_rating: 1,
      success: 'b',
      success_rating: 2,
      how: 'c',
      how_rating: 3,
      benefits: 'd',
      benefits_rating: 4,
      what: 'e',
      what_rating: 5,
    },
    { goal: 'x'.repeat(5001) },
  ],
  'new_team_onboarding/onboarding_first_steps': [
    { week_goals: [{ id: 1, name: 'a', tasks: 'b' }], month_goals: [{ id: 1, name: 'c', tasks: 'd' }] },
    { week_goals: [{ id: 1, name: 'Strategie týmu', tasks: 'b' }], month_goals: [{ id: 1, name: 'c', tasks: 'd' }] },
    { week_goals: [{ id: 1, name: '' }, {}], extra: true },
  ],
  'new_team_onboarding/onboarding_strategy': [
    {},
    { user_confirmed_strategy: false },
    { user_confirmed_strategy: true },
    { user_confirmed_strategy: true, information_list: [{ id: 1, information: 'a', activity: ' ' }] },
  ],
  'people/team_values_examples': [
    { examples: [{ id: 1, value_name: 'Důvěra', is_priority: true, excellent_example: '         x', failure_example: '0123456789' }] },
    { examples: [{ id: 1, value_name: 'Důvěra', is_priority: true, excellent_example: '  0123456789  ', failure_example: ' 012345678 ' }] },
    { examples: [{ id: 1, value_name: 'Důvěra', is_priority: true, excellent_example: '0123456789', failure_example: '0123456789' }] },
  ],
  'new_team_onboarding/onboarding_position': [
    {
      field_1: 'x',
      threats: [
        { id: 1, name: 'a' },
        { id: 2, mitigation: 'b' },
      ],
    },
    { threats: 'no' },
  ],
};

describe('the browser step modules (precompiled at build time)', () => {
  for (const [key, values] of Object.entries(samples)) {
    it(`${key}: judges every sample as the server does, with the same first message`, async () => {
      const mod = await load(key);
      const [module, step] = key.split('/') as [string, string];
      const def = readStepDefinition(module, step)!;
      const serverFull = newAjv(true).compile(fullSchema(def.schema!));
      const serverDraft = newAjv(false).compile(draftSchema(def.schema!));
      for (const value of values) {
        expect(mod.validators.full(value)).toBe(serverFull(value));
        expect(mod.validators.draft(value)).toBe(serverDraft(value));
        const browser = orderedMessages(dataErrors(mod.validators.full.errors), def.rules.messages);
        const server = orderedMessages(dataErrors(serverFull.errors), def.rules.messages);
        expect(browser).toEqual(server);
      }
    });
  }

  it('counts a minimum length on the trimmed text, as the server does: nine spaces and x are not ten characters', async () => {
    const mod = await load('people/team_values_examples');
    const def = readStepDefinition('people', 'team_values_examples')!;
    const data = {
      examples: [{ id: 1, value_name: 'Důvěra', is_priority: true, excellent_example: '         x', failure_example: '0123456789' }],
    };
    expect(mod.validators.full(data)).toBe(false);
    expect(orderedMessages(dataErrors(mod.validators.full.errors), def.rules.messages, data).map((m) => [m.messageKey, m.params])).toEqual([
      ['steps/people:examples.excellentShort', { n: 1, item: 'Důvěra' }],
    ]);
    expect(stepModuleCode('people/team_values_examples')).not.toMatch(/new Function|eval\(|require\(|^import /m);
  });

  it('holds no eval and imports nothing, and exposes the reveal conditions', async () => {
    const code = stepModuleCode('people/team_goals');
    expect(code).not.toMatch(/new Function|eval\(|require\(|^import /m);
    const mod = await load('people/team_goals');
    expect(mod.definition.schema.$id).toBe('draft');
    const check = mod.conditions[JSON.stringify({ type: 'string', pattern: '\\S' })];
    expect(check('text')).toBe(true);
    expect(check('  ')).toBe(false);
  });
});
