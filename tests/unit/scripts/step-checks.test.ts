import { describe, expect, it } from 'vitest';
import { checkStep, hasKey, pointsIntoSchema } from '../../../scripts/validate/step-checks.js';
import type { StepDefinition } from '../../../src/engine/steps/index.js';

const cs = new Map<string, unknown>([['steps/x', { title: 'Titulek', fieldRequired: 'Pole {{n}} je povinné', count_one: 'a', count_few: 'b' }]]);
const en = new Map<string, unknown>([['steps/x', { title: 'Title' }]]);
const good: StepDefinition = {
  module: 'm', step: 's',
  schema: { type: 'object', properties: { field_1: { type: 'string', completion: { pattern: '\\S' } }, list: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } },
  ui: { field_1: { 'ui:title': 'steps/x:title' } },
  rules: { title: 'steps/x:title', messages: [{ path: '/field_1', message: 'steps/x:fieldRequired' }, { path: '/list/*/name', message: 'steps/x:fieldRequired' }] },
};

describe('npm run validate on a step definition', () => {
  it('accepts a consistent definition and warns about English gaps', () => {
    const r = checkStep(good, cs, en);
    expect(r.problems).toEqual([]);
    expect(r.warnings).toEqual(['step-schemas/m/s: 1 text(s) missing in locales/en (English shows the key)']);
  });

  it('lists a broken reference, a missing Czech text and a schema that does not compile', () => {
    const broken: StepDefinition = {
      ...good,
      schema: { ...good.schema, properties: { ...(good.schema!.properties as object), bad: { type: 'strnig' } } },
      ui: { field_2: { 'ui:title': 'steps/x:nothing' } },
      rules: { ...good.rules, messages: [{ path: '/list/*/title', message: 'steps/x:fieldRequired' }], reveal: [{ target: '/field_1', when: { scope: '/ghost', schema: {} } }] },
    };
    const problems = checkStep(broken, cs, en).problems.join('\n');
    expect(problems).toContain('step-schemas/m/s.schema.json (full)');
    expect(problems).toContain('messages /list/*/title is not a property of the schema');
    expect(problems).toContain('reveal scope /ghost is not a property of the schema');
    expect(problems).toContain('ui /field_2 is not a property of the schema');
    expect(problems).toContain('text steps/x:nothing is missing in locales/cs');
  });

  it('names an unknown widget and a schema the browser bundle cannot run', () => {
    const odd: StepDefinition = {
      ...good,
      schema: { ...good.schema, properties: { ...(good.schema!.properties as object), pairs: { type: 'array', uniqueItems: true, items: { type: 'object' } } } },
      ui: { field_1: { 'ui:widget': 'StarWidget' }, list: { items: { name: { 'ui:widget': 'hidden' } } } },
    };
    const problems = checkStep(odd, cs, en).problems.join('\n');
    expect(problems).toContain('/field_1 names the widget "StarWidget"');
    expect(problems).not.toContain('/list/*/name names');
    expect(problems).toContain('cannot be precompiled for the browser');
  });

  it('finds keys with plural forms and pointers through array items', () => {
    expect(hasKey(cs, 'steps/x:count')).toBe(true);
    expect(hasKey(cs, 'steps/x:nope')).toBe(false);
    expect(pointsIntoSchema(good.schema!, '/list/*/name')).toBe(true);
    expect(pointsIntoSchema(good.schema!, '/list/0/name')).toBe(true);
    expect(pointsIntoSchema(good.schema!, '/list/*/x')).toBe(false);
  });
});
