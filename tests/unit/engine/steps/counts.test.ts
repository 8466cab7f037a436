import { describe, expect, it } from 'vitest';
import {
  completionErrors,
  countErrors,
  missingContent,
  orderedMessages,
  type CountRule,
  type SchemaCheck,
} from '../../../../src/engine/steps/index.js';

const constCheck: SchemaCheck = (schema, value) =>
  Object.entries((schema.properties ?? {}) as Record<string, { const: unknown }>).every(
    ([k, s]) => typeof value === 'object' && value !== null && (value as Record<string, unknown>)[k] === s.const,
  );

const rows = (selected: number, total: number) => ({
  values: Array.from({ length: total }, (_, i) => ({
    value_name: `V${i}`,
    is_selected: i < selected,
    original_name: i < 10 ? `V${i}` : null,
  })),
});
const exactlyTen: CountRule = {
  at: '/values',
  where: { properties: { is_selected: { const: true } } },
  min: 10,
  max: 10,
  keyword: 'selectedCount',
};
const fiveAdded: CountRule = {
  at: '/values',
  where: { properties: { original_name: { const: null } } },
  max: 5,
  keyword: 'customCount',
  draft: true,
};

describe('counted choices (rules.counts)', () => {
  it('holds at its bounds and is broken one past each, with the count and the bounds as parameters', () => {
    expect(countErrors(rows(10, 12), [exactlyTen], constCheck)).toEqual([]);
    expect(countErrors(rows(9, 12), [exactlyTen], constCheck)).toEqual([
      { path: '/values', keyword: 'selectedCount', params: { count: 9, min: 10, max: 10 } },
    ]);
    expect(countErrors(rows(11, 12), [exactlyTen], constCheck)).toEqual([
      { path: '/values', keyword: 'selectedCount', params: { count: 11, min: 10, max: 10 } },
    ]);
    expect(countErrors(rows(0, 15), [fiveAdded], constCheck)).toEqual([]);
    expect(countErrors(rows(0, 16), [fiveAdded], constCheck)).toEqual([
      { path: '/values', keyword: 'customCount', params: { count: 6, max: 5 } },
    ]);
  });

  it('counts nothing in a list that is not there, and counts every item without where', () => {
    expect(countErrors({}, [exactlyTen], constCheck)[0]?.params).toEqual({ count: 0, min: 10, max: 10 });
    expect(countErrors(rows(0, 3), [{ at: '/values', min: 3, keyword: 'rows' }], constCheck)).toEqual([]);
  });

  it('binds a save only where the rule says draft', () => {
    expect(countErrors(rows(0, 16), [exactlyTen, fiveAdded], constCheck, true).map((e) => e.keyword)).toEqual(['customCount']);
  });

  it('comes with completion, is not missing content, and is spoken of only by a rule naming its keyword', () => {
    const errors = completionErrors(undefined, rows(2, 16), { counts: [exactlyTen, fiveAdded] }, constCheck);
    expect(errors.map((e) => e.keyword)).toEqual(['selectedCount', 'customCount']);
    expect(missingContent(errors)).toEqual([]);
    const messages = orderedMessages(errors, [
      { path: '/values', message: 'm:required' },
      { path: '/values', keyword: 'selectedCount', message: 'm:exactly' },
      { path: '/values', keyword: 'customCount', message: 'm:custom' },
    ]);
    expect(messages.map((m) => m.messageKey)).toEqual(['m:exactly', 'm:custom']);
  });
});
