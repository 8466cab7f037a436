import { describe, expect, it } from 'vitest';
import { stepTextNamespaces, translatorOf } from '../../../src/content/step-texts.js';

const bundles = new Map<string, unknown>([
  ['steps/people', { goal: { label: 'Cíl', required: 'Cíl {{n}} je povinný' } }],
  ['step-runner', { formIncomplete: 'Formulář není kompletně vyplněn' }],
  ['admin', {}],
]);

describe('the texts a step uses', () => {
  it('names the namespaces of its "ns:key" strings that have a bundle, and nothing else', () => {
    const def = {
      module: 'people',
      step: 'goal',
      schema: { $schema: 'http://json-schema.org/draft-07/schema#', properties: { goal: { type: 'string' } } },
      ui: { goal: { 'ui:widget': 'TextWidget', 'ui:title': 'steps/people:goal.label' } },
      rules: {
        title: 'Přímý nadpis',
        messages: [
          { path: '/goal', message: 'step-runner:formIncomplete' },
          { path: '/x', message: 'steps/missing:x' },
        ],
      },
    };
    expect(stepTextNamespaces(def, bundles)).toEqual(['step-runner', 'steps/people']);
  });

  it('translates with the given bundles, filling params, and answers a missing text by its key without the namespace, as the step routes do', () => {
    const t = translatorOf(bundles);
    expect(t('steps/people:goal.required', { n: 2 })).toBe('Cíl 2 je povinný');
    expect(t('steps/people:goal.unknown')).toBe('goal.unknown');
  });
});
