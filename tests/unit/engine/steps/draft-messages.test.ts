import { describe, expect, it } from 'vitest';
import { draftMessages } from '../../../../src/engine/steps/index.js';
import { newAjv } from '../../../../src/content/ajv.js';
import { dataErrors, draftSchema, type MessageRule } from '../../../../src/engine/steps/index.js';
import { readStepDefinition } from '../../../../src/content/step-definitions.js';
import { t } from '../../../../src/server/i18n.js';

describe('the messages of a refused save (draftMessages)', () => {
  const rules: MessageRule[] = [
    { path: '/rows', message: 'm:rowsRequired' },
    { path: '/rows/*/present', message: 'm:present', draft: true },
    { path: '/rows/*/name', message: 'm:nameRequired' },
    { path: '/rows/*/name', keyword: 'maxLength', message: 'm:nameLong' },
  ];

  it("speaks with the rules marked draft and those naming the error's keyword, in the rules' order, row by row", () => {
    const errors = [
      { path: '/rows/1/present', keyword: 'maximum' },
      { path: '/rows/0/name', keyword: 'maxLength' },
      { path: '/rows/0/present', keyword: 'type' },
    ];
    const { messages, unnamed } = draftMessages(errors, rules);
    expect(messages.map((m) => [m.messageKey, m.params.n])).toEqual([
      ['m:present', 1],
      ['m:nameLong', 1],
      ['m:present', 2],
    ]);
    expect(unnamed).toEqual([]);
  });

  it('leaves to the generic text what only a rule about missing content (no keyword, not draft) would name', () => {
    const errors = [
      { path: '/rows', keyword: 'maxItems' },
      { path: '/rows/0/name', keyword: 'type' },
      { path: '/rows/0', keyword: 'additionalProperties' },
    ];
    const { messages, unnamed } = draftMessages(errors, rules);
    expect(messages).toEqual([]);
    expect(unnamed).toEqual(errors);
  });

  it("the capacity step: a bound broken in a save reads as the spec's message", () => {
    const def = readStepDefinition('people', 'team_capacity')!;
    const validate = newAjv(false).compile(draftSchema(def.schema!));
    for (const bad of [101, -1, 2.5, '50']) {
      const data = { capacities: [{ id: 1, position: 'Vedoucí', present_capacity: 10, future_capacity: bad }] };
      expect(validate(data)).toBe(false);
      const { messages } = draftMessages(dataErrors(validate.errors), def.rules.messages, data);
      expect(messages.map((m) => t(m.messageKey, m.params))).toEqual(['Řádek 1: Budoucí kapacita musí být celé číslo 0–100']);
    }
  });
});
