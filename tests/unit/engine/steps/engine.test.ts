import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  draftSchema,
  fullSchema,
  GENERIC_MESSAGE_KEY,
  hiddenTargets,
  holds,
  nextRoute,
  orderedMessages,
  previousRoute,
  valueAt,
  type JsonSchema,
} from '../../../../src/engine/steps/index.js';

const authored: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 10, minLength: 2, completion: { pattern: '\\S' } },
    rating: { type: ['integer', 'null'], minimum: 0, maximum: 9, completion: { type: 'integer' } },
    threats: {
      type: 'array',
      maxItems: 3,
      minItems: 1,
      items: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 5 } } },
    },
  },
  completion: { required: ['title', 'rating'] },
};
const ajv = new Ajv({ allErrors: true, strict: false });

describe('draft and full schemas derived from one authored schema', () => {
  const draft = ajv.compile(draftSchema(authored));
  const full = ajv.compile(fullSchema(authored));
  it('lets a draft be incomplete', () => {
    expect(draft({})).toBe(true);
    expect(draft({ title: ' ', rating: null, threats: [{}] })).toBe(true);
  });
  it('never lets a draft be malformed or oversized', () => {
    expect(draft({ title: 5 })).toBe(false);
    expect(draft({ title: 'x'.repeat(11) })).toBe(false);
    expect(draft({ rating: 10 })).toBe(false);
    expect(draft({ threats: [{}, {}, {}, {}] })).toBe(false);
    expect(draft({ other: 1 })).toBe(false);
  });
  it('asks everything of a completion', () => {
    expect(full({ title: 'ok', rating: 3, threats: [{ name: 'a' }] })).toBe(true);
    expect(full({ title: '   ', rating: 3, threats: [{ name: 'a' }] })).toBe(false);
    expect(full({ title: 'ok', rating: null, threats: [{ name: 'a' }] })).toBe(false);
    expect(full({ title: 'ok', rating: 1, threats: [] })).toBe(false);
    expect(full({ title: 'ok', rating: 1, threats: [{}] })).toBe(false);
  });
  it('leaves no completion keyword behind', () => {
    expect(JSON.stringify(fullSchema(authored))).not.toContain('"completion"');
    expect(JSON.stringify(draftSchema(authored))).not.toMatch(/"completion"|"required"|"minItems"|"minLength"/);
  });
});

describe('messages in the order of the rules', () => {
  const rules = [
    { path: '/field_1', message: 'f1' },
    { path: '/threats', keyword: 'minItems', message: 'atLeastOne' },
    { path: '/threats/*/name', message: 'threatName' },
    { path: '/threats/*/mitigation', message: 'threatMitigation' },
    { path: '/team_person', message: 'team', params: { n: 7 } },
  ];
  it('shows item messages item by item at the place of the array', () => {
    const errors = [
      { path: '/team_person', keyword: 'required' },
      { path: '/threats/1/mitigation', keyword: 'pattern' },
      { path: '/threats/0/mitigation', keyword: 'required' },
      { path: '/threats/1/name', keyword: 'pattern' },
      { path: '/field_1', keyword: 'pattern' },
    ];
    expect(orderedMessages(errors, rules).map((m) => [m.messageKey, m.params])).toEqual([
      ['f1', {}],
      ['threatMitigation', { n: 1 }],
      ['threatName', { n: 2 }],
      ['threatMitigation', { n: 2 }],
      ['team', { n: 7 }],
    ]);
  });
  it('matches a keyword only where the rule names one, shows a message once, and ends with the generic hint', () => {
    const errors = [
      { path: '/threats', keyword: 'maxItems' },
      { path: '/field_1', keyword: 'required' },
      { path: '/field_1', keyword: 'pattern' },
    ];
    expect(orderedMessages(errors, rules).map((m) => m.messageKey)).toEqual(['f1', GENERIC_MESSAGE_KEY]);
    expect(orderedMessages([], rules)).toEqual([]);
  });
});

describe('conditions and progressive reveal', () => {
  const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;
  const data = { goal: 'Růst', goal_rating: null, list: [{ a: 1 }] };
  it('reads JSON pointers', () => {
    expect(valueAt(data, '/list/0/a')).toBe(1);
    expect(valueAt(data, '/missing/x')).toBeUndefined();
    expect(valueAt(data, '')).toBe(data);
  });
  it('combines conditions with all and any', () => {
    const filled = { scope: '/goal', schema: { type: 'string', pattern: '\\S' } };
    const rated = { scope: '/goal_rating', schema: { type: 'integer' } };
    expect(holds(filled, data, check)).toBe(true);
    expect(holds({ all: [filled, rated] }, data, check)).toBe(false);
    expect(holds({ any: [filled, rated] }, data, check)).toBe(true);
  });
  it('hides a target until its condition holds', () => {
    const rules = [
      { target: '/goal_rating', when: { scope: '/goal', schema: { type: 'string', pattern: '\\S' } } },
      { target: '/success', when: { scope: '/goal_rating', schema: { type: 'integer' } } },
    ];
    expect([...hiddenTargets(rules, data, check)]).toEqual(['/success']);
    expect([...hiddenTargets(rules, {}, check)]).toEqual(['/goal_rating', '/success']);
  });
});

describe('next and previous step routes', () => {
  const steps = [
    { step_name: 'onboarding_context', route_path: '/new-team-onboarding/context' },
    { step_name: 'onboarding_culture' },
    { step_name: 'onboarding_position', route_path: '/new-team-onboarding/position' },
  ];
  it('takes the next entry, its route_path first', () => {
    expect(nextRoute('new_team_onboarding', steps, 'onboarding_culture')).toBe('/new-team-onboarding/position');
  });
  it('asks the variant list for a missing route_path, else hyphenates the step name', () => {
    expect(
      nextRoute('new_team_onboarding', steps, 'onboarding_context', {
        variantSteps: [{ step_name: 'onboarding_culture', route_path: '/new-team-onboarding/culture' }],
      }),
    ).toBe('/new-team-onboarding/culture');
    expect(nextRoute('new_team_onboarding', steps, 'onboarding_context')).toBe('/new-team-onboarding/onboarding-culture');
  });
  it('falls back to the given route or the module workflow after the last step', () => {
    expect(nextRoute('new_team_onboarding', steps, 'onboarding_position')).toBe('/new-team-onboarding/workflow');
    expect(nextRoute('new_team_onboarding', steps, 'onboarding_position', { fallback: '/home' })).toBe('/home');
  });
  it('leads to the workflow when the next step is in preparation', () => {
    const later = [...steps, { step_name: 'onboarding_first_steps', in_preparation: true }];
    expect(nextRoute('new_team_onboarding', later, 'onboarding_position', { fallback: '/home' })).toBe('/new-team-onboarding/workflow');
  });
  it('has no previous step for the first one', () => {
    expect(previousRoute('new_team_onboarding', steps, 'onboarding_context')).toBeUndefined();
    expect(previousRoute('new_team_onboarding', steps, 'onboarding_position')).toBe('/new-team-onboarding/onboarding-culture');
  });
});
