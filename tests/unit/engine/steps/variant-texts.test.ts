import { describe, expect, it } from 'vitest';
import { textNamespaces } from '../../../../src/engine/steps/index.js';

describe('the namespaces a step definition names', () => {
  const definition = {
    rules: { title: 'steps/people:roles.title', tips: ['steps/people:roles.tip', 'step-runner:save'] },
    ui: { intro: { 'ui:title': 'variants/{variant}:intro.header' }, plain: 'A label typed as it is' },
    schema: { maxItems: 5 },
  };

  it('are those of its text keys, a variant key as the variant and the general fallback', () => {
    expect(textNamespaces(definition, 'automotive')).toEqual(['step-runner', 'steps/people', 'variants/automotive', 'variants/general']);
  });

  it('name the general variant once when the member has none or it is the general one', () => {
    expect(textNamespaces(definition, undefined)).toEqual(['step-runner', 'steps/people', 'variants/general']);
    expect(textNamespaces(definition, 'general')).toEqual(['step-runner', 'steps/people', 'variants/general']);
  });

  it('are none for texts without a key', () => {
    expect(textNamespaces({ a: 'Jméno', b: [1, null, 'Pozice'] }, 'general')).toEqual([]);
  });
});
