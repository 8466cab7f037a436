import { describe, expect, it } from 'vitest';
import { foreignChoices, textSet, valuesAt, watchedChanged } from '../../../../src/engine/steps/index.js';

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
    expect(watchedChanged(['/roles/*/position'], before, { roles: [{ position: 'B ' }, { position: 'A' }] })).toBe(false);
    expect(watchedChanged(['/roles/*/position'], before, { roles: [{ position: 'A' }, { position: 'B' }, { position: '' }] })).toBe(false);
    expect(watchedChanged(['/roles/*/position'], before, { roles: [{ position: 'A' }, { position: 'C' }] })).toBe(true);
    expect(watchedChanged(['/roles/*/position'], before, { roles: [{ position: 'A' }] })).toBe(true);
  });
});

describe('choices from another step', () => {
  it('name the non-blank choices the source no longer lists', () => {
    const members = { members: [{ position: 'Vedoucí' }, { position: 'Tester' }, { position: '' }, { position: ' Analytik ' }] };
    expect(foreignChoices(members, '/members/*/position', ['Analytik', 'Vedoucí'])).toEqual([{ pointer: '/members/1/position', n: 2, value: 'Tester' }]);
  });
});
