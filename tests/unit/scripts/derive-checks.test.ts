import { describe, expect, it } from 'vitest';
import { deriveProblems } from '../../../scripts/validate/derive-checks.js';
import { pointsIntoSchema } from '../../../scripts/validate/step-checks.js';
import type { StepDefinition } from '../../../src/engine/steps/index.js';

const roles: StepDefinition = {
  module: 'm',
  step: 'roles',
  rules: { title: 'x:t', messages: [] },
  schema: {
    type: 'object',
    properties: { roles: { type: 'array', items: { type: 'object', properties: { position: { type: 'string' } } } } },
  },
};
const capacity = (derive: NonNullable<StepDefinition['rules']['derive']>): StepDefinition => ({
  module: 'm',
  step: 'capacity',
  rules: { title: 'x:t', messages: [], derive },
  schema: { type: 'object', properties: { capacities: { type: 'array' } } },
});
const read = (_m: string, s: string) => (s === 'roles' ? roles : undefined);
const problems = (def: StepDefinition) =>
  deriveProblems(def, 'step-schemas/m/capacity.rules.json', read, pointsIntoSchema).map((p) => `${p.file} at ${p.place}: ${p.message}`);

describe('derived data checks', () => {
  it('accepts a rule whose derivation, target and inputs exist', () => {
    expect(
      problems(
        capacity([{ target: '/capacities', derivation: 'rowsFromList', inputs: { values: { step: 'm/roles', at: '/roles/*/position' } } }]),
      ),
    ).toEqual([]);
  });
  it('names the file and the place of each mistake', () => {
    expect(
      problems(
        capacity([
          {
            target: '/capacity',
            derivation: 'rowsFromLists',
            inputs: { values: { step: 'm/role', at: '/roles/*/position' }, other: { step: 'm/roles', at: '/roles/*/positon' } },
          },
          { target: '/capacities/*/x', derivation: 'valueStatistics', inputs: {} },
        ]),
      ),
    ).toEqual([
      'step-schemas/m/capacity.rules.json at /derive/0/derivation: unknown derivation "rowsFromLists"; known: rowsFromList, memberAverages, valueStatistics, developmentTopics, catalogue, distinctTexts, ratingGrid, followChoices',
      'step-schemas/m/capacity.rules.json at /derive/0/target: "/capacity" is not a top-level property of the schema',
      'step-schemas/m/capacity.rules.json at /derive/0/inputs/values/step: the input "values" of the derived /capacity: step m/role does not exist (no m/role.rules.json under step-schemas): name a step that has its files, or write this one',
      'step-schemas/m/capacity.rules.json at /derive/0/inputs/other/at: "/roles/*/positon" is not a property of m/roles',
      'step-schemas/m/capacity.rules.json at /derive/1/target: "/capacities/*/x" is not a top-level property of the schema',
    ]);
  });
});
