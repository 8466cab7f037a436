import { describe, expect, it } from 'vitest';
import { checkStep, pointsIntoSchema } from '../../../scripts/validate/step-checks.js';
import { hasKey } from '../../../src/content/locales.js';
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

  it('checks list rules: watched and target pointers, the source step and the choice widget', () => {
    const source: StepDefinition = { module: 'm', step: 'src', schema: { type: 'object', properties: { roles: { type: 'array', items: { type: 'object', properties: { position: { type: 'string' } } } } } }, rules: { title: 'steps/x:title', messages: [] } };
    const lists: StepDefinition = {
      ...good,
      ui: { list: { items: { name: { 'ui:widget': 'StepChoiceWidget', 'ui:options': { optionSource: '/list/*/other' } } } } },
      rules: {
        ...good.rules,
        resetDependents: { watch: ['/list/*/ghost'], message: 'steps/x:title' },
        redirects: { go_on: '/somewhere' },
        optionSources: [
          { target: '/list/*/name', step: 'm/src', values: '/roles/*/title', emptyMessage: 'steps/x:title', message: 'steps/x:title' },
          { target: '/list/*/name', step: 'm/none', values: '/roles/*/position', emptyMessage: 'steps/x:title', message: 'steps/x:title' },
        ],
      },
    };
    const problems = checkStep(lists, cs, en, (_m, st) => (st === 'src' ? source : undefined)).problems.join('\n');
    expect(problems).toContain('resetDependents watch /list/*/ghost is not a property of the schema');
    expect(problems).toContain('redirects go_on, which no completionResult sets');
    expect(problems).toContain('optionSources values /roles/*/title is not a property of m/src');
    expect(problems).toContain('optionSources step m/none has no schema to take choices from');
    expect(problems).toContain('takes its choices from optionSource "/list/*/other", which the rules\' optionSources do not declare');
  });

  it('finds keys with plural forms and pointers through array items', () => {
    expect(hasKey(cs, 'steps/x:count')).toBe(true);
    expect(hasKey(cs, 'steps/x:nope')).toBe(false);
    expect(pointsIntoSchema(good.schema!, '/list/*/name')).toBe(true);
    expect(pointsIntoSchema(good.schema!, '/list/0/name')).toBe(true);
    expect(pointsIntoSchema(good.schema!, '/list/*/x')).toBe(false);
  });
});
