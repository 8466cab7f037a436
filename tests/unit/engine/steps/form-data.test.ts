import { describe, expect, it } from 'vitest';
import { assignItemIds, missingContent, trimStrings, typedPrefix } from '../../../../src/engine/steps/index.js';

const schema = {
  type: 'object',
  properties: {
    threats: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
    tags: { type: 'array', items: { type: 'string' } },
  },
};

describe('list item ids', () => {
  it('continue from the highest id present plus one and never change existing ids', () => {
    const out = assignItemIds({ threats: [{ id: 7, name: 'a' }, { name: 'b' }, {}] }, schema);
    expect(out.threats).toEqual([{ id: 7, name: 'a' }, { id: 8, name: 'b' }, { id: 9 }]);
  });
  it('start at 1 and leave lists without an id property and complete lists alone', () => {
    expect(assignItemIds({ threats: [{ name: 'x' }] }, schema).threats).toEqual([{ name: 'x', id: 1 }]);
    const data = { threats: [{ id: 1 }], tags: ['a'] };
    expect(assignItemIds(data, schema)).toBe(data);
  });
});

describe('loaded data', () => {
  it('has its texts trimmed at any depth, other values kept', () => {
    expect(trimStrings({ a: '  x ', n: 3, r: null, list: [{ b: ' y' }] })).toEqual({ a: 'x', n: 3, r: null, list: [{ b: 'y' }] });
  });
});

describe('missing content', () => {
  it('keeps the rules over filled content (anyOf, contains) for the completion attempt', () => {
    const errors = [
      { path: '/a', keyword: 'required' },
      { path: '', keyword: 'anyOf' },
      { path: '/l', keyword: 'contains' },
      { path: '/b', keyword: 'pattern' },
    ];
    expect(missingContent(errors)).toEqual([
      { path: '/a', keyword: 'required' },
      { path: '/b', keyword: 'pattern' },
    ]);
  });
});

describe('typed-out text', () => {
  it('shows one more word every 100 ms, keeping the spacing', () => {
    const text = 'Buďte konkrétní: obecné cíle nikoho nevedou.';
    expect(typedPrefix(text, 0)).toBe('Buďte');
    expect(typedPrefix(text, 99)).toBe('Buďte');
    expect(typedPrefix(text, 100)).toBe('Buďte konkrétní:');
    expect(typedPrefix(text, 10_000)).toBe(text);
  });
});
