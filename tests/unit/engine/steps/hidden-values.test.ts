import { describe, expect, it } from 'vitest';
import { hasHiddenValues, keepHiddenValues, visibleData, type JsonSchema } from '../../../../src/engine/steps/index.js';

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    goal: { type: 'string' },
    rows: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
};

describe('visibleData', () => {
  it('leaves out a removed field at top level and in rows', () => {
    const data = {
      goal: 'Růst',
      vision: 'Stará',
      rows: [
        { id: 1, name: 'A', note: 'skrytá' },
        { id: 2, name: 'B' },
      ],
    };
    expect(visibleData(data, schema)).toEqual({
      goal: 'Růst',
      rows: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ],
    });
    expect(hasHiddenValues(data, schema)).toBe(true);
  });

  it('answers the same object when nothing is hidden', () => {
    const data = { goal: 'Růst', rows: [{ id: 1, name: 'A' }] };
    expect(visibleData(data, schema)).toBe(data);
    expect(hasHiddenValues(data, schema)).toBe(false);
  });

  it('hides nothing under a schema that names no properties', () => {
    const data = { anything: 1 };
    expect(visibleData(data, { type: 'object' })).toBe(data);
  });
});

describe('keepHiddenValues', () => {
  it('puts a removed top-level field back, and what the save sent wins', () => {
    expect(keepHiddenValues({ goal: 'Nový' }, { goal: 'Starý', vision: 'Stará' }, schema)).toEqual({ goal: 'Nový', vision: 'Stará' });
    expect(keepHiddenValues({ vision: 'poslaná' }, { vision: 'Stará' }, schema)).toEqual({ vision: 'poslaná' });
  });

  it('follows a row by its id, and a removed row takes its hidden values with it', () => {
    const stored = {
      rows: [
        { id: 1, name: 'A', note: 'jedna' },
        { id: 2, name: 'B', note: 'dvě' },
      ],
    };
    const saved = {
      rows: [
        { id: 2, name: 'B2' },
        { id: 3, name: 'C' },
      ],
    };
    expect(keepHiddenValues(saved, stored, schema)).toEqual({
      rows: [
        { id: 2, name: 'B2', note: 'dvě' },
        { id: 3, name: 'C' },
      ],
    });
  });

  it('matches rows without ids by position only while their count is the same', () => {
    const stored = { rows: [{ name: 'A', note: 'jedna' }] };
    expect(keepHiddenValues({ rows: [{ name: 'A2' }] }, stored, schema)).toEqual({ rows: [{ name: 'A2', note: 'jedna' }] });
    const saved = { rows: [{ name: 'A' }, { name: 'B' }] };
    expect(keepHiddenValues(saved, stored, schema)).toBe(saved);
  });

  it('answers the saved object itself when nothing was hidden', () => {
    const saved = { goal: 'x', rows: [{ id: 1, name: 'A' }] };
    expect(keepHiddenValues(saved, { goal: 'y', rows: [{ id: 1, name: 'B' }] }, schema)).toBe(saved);
    expect(keepHiddenValues(saved, undefined, schema)).toBe(saved);
  });

  it('round-trips: what a read hides, the save of that read keeps', () => {
    const stored = { goal: 'Růst', vision: 'Stará', rows: [{ id: 1, name: 'A', note: 'skrytá' }] };
    expect(keepHiddenValues(visibleData(stored, schema) as Record<string, unknown>, stored, schema)).toEqual(stored);
  });
});
