import { describe, expect, it } from 'vitest';
import { foreignChoices, selectValues, textSet, valuesAt, watchedChanged, type SchemaCheck } from '../../../../src/engine/steps/index.js';

/** The engine's schema check for `{ properties: { <key>: { const: <value> } } }`, enough for these tests. */
const constCheck: SchemaCheck = (schema, value) =>
  Object.entries((schema.properties ?? {}) as Record<string, { const: unknown }>).every(
    ([k, s]) => typeof value === 'object' && value !== null && (value as Record<string, unknown>)[k] === s.const,
  );
const selected = { properties: { is_selected: { const: true } } };

const data = { roles: [{ position: ' Vedoucí ' }, { position: 'Analytik' }, { position: '' }, {}], lead: 'x' };

describe('pointer patterns', () => {
  it('find every value with its pointer and 1-based item number', () => {
    expect(valuesAt(data, '/roles/*/position')).toEqual([
      { pointer: '/roles/0/position', n: 1, value: ' Vedoucí ' },
      { pointer: '/roles/1/position', n: 2, value: 'Analytik' },
      { pointer: '/roles/2/position', n: 3, value: '' },
    ]);
    expect(valuesAt(data, '/lead')).toEqual([{ pointer: '/lead', n: undefined, value: 'x' }]);
    expect(valuesAt(data, '/missing/*/x')).toEqual([]);
  });

  it('make a sorted set of the trimmed, non-blank texts', () => {
    expect(textSet(data, ['/roles/*/position'])).toEqual(['Analytik', 'Vedoucí']);
  });
});

describe('the reset of dependent steps', () => {
  it('is due when the watched texts change as a set, not when they are reordered or padded', () => {
    const before = { roles: [{ position: 'A' }, { position: 'B' }] };
    expect(watchedChanged(['/roles/*/position'], before, { roles: [{ position: 'B ' }, { position: 'A' }] }, constCheck)).toBe(false);
    expect(
      watchedChanged(['/roles/*/position'], before, { roles: [{ position: 'A' }, { position: 'B' }, { position: '' }] }, constCheck),
    ).toBe(false);
    expect(watchedChanged(['/roles/*/position'], before, { roles: [{ position: 'A' }, { position: 'C' }] }, constCheck)).toBe(true);
    expect(watchedChanged(['/roles/*/position'], before, { roles: [{ position: 'A' }] }, constCheck)).toBe(true);
  });

  it('watches only the chosen items through a selector: switching one on or off changes the set, renaming one off does not', () => {
    const watch = [{ at: '/values/*', where: selected, pick: 'value_name' }];
    const before = {
      values: [
        { value_name: 'Důvěra', is_selected: true },
        { value_name: 'Odvaha', is_selected: false },
      ],
    };
    expect(
      watchedChanged(
        watch,
        before,
        {
          values: [
            { value_name: 'Důvěra', is_selected: true },
            { value_name: 'Kuráž', is_selected: false },
          ],
        },
        constCheck,
      ),
    ).toBe(false);
    expect(
      watchedChanged(
        watch,
        before,
        {
          values: [
            { value_name: 'Důvěra', is_selected: true },
            { value_name: 'Odvaha', is_selected: true },
          ],
        },
        constCheck,
      ),
    ).toBe(true);
    expect(
      watchedChanged(
        watch,
        before,
        {
          values: [
            { value_name: 'Důvěra', is_selected: false },
            { value_name: 'Odvaha', is_selected: false },
          ],
        },
        constCheck,
      ),
    ).toBe(true);
  });
});

describe('list selectors', () => {
  it('give the matched items that satisfy where, mapped to pick; without a star the one value', () => {
    const values = {
      values: [{ value_name: 'A', is_selected: true }, { value_name: 'B' }, { value_name: 'C', is_selected: true }],
      owner: { name: 'X' },
    };
    expect(selectValues(values, { at: '/values/*', where: selected, pick: 'value_name' }, constCheck)).toEqual(['A', 'C']);
    expect(selectValues(values, { at: '/values/*/value_name' }, constCheck)).toEqual(['A', 'B', 'C']);
    expect(selectValues(values, { at: '/owner/name' }, constCheck)).toBe('X');
    expect(selectValues(null, { at: '/owner/name' }, constCheck)).toBeNull();
  });
});

describe('choices from another step', () => {
  it('name the non-blank choices the source no longer lists', () => {
    const members = { members: [{ position: 'Vedoucí' }, { position: 'Tester' }, { position: '' }, { position: ' Analytik ' }] };
    expect(foreignChoices(members, '/members/*/position', ['Analytik', 'Vedoucí'])).toEqual([
      { pointer: '/members/1/position', n: 2, value: 'Tester' },
    ]);
  });
});
