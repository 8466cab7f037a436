import { describe, expect, it } from 'vitest';
import {
  addedRow,
  canSelectMore,
  isAddedRow,
  renamed,
  selectedCount,
  toggleListKeys,
  withoutBlankAdded,
} from '../../../../src/engine/steps/index.js';

const keys = toggleListKeys({});
const trust = { name: 'Důvěra', original_name: 'Důvěra', is_selected: true, is_custom: false };
const own = { name: 'Odvaha', is_selected: false, is_custom: true };

describe('the toggle list rules', () => {
  it('takes its property names from ui:options, with defaults', () => {
    expect(keys).toEqual({ name: 'name', selected: 'is_selected', custom: 'is_custom', original: 'original_name' });
    expect(toggleListKeys({ nameKey: 'value_name', selectedKey: 'on', customKey: 'mine', originalKey: 'catalogue_name' })).toEqual({
      name: 'value_name',
      selected: 'on',
      custom: 'mine',
      original: 'catalogue_name',
    });
  });

  it('makes a renamed predefined row custom, and predefined again under its own name', () => {
    expect(renamed(trust, 'Důvěra a respekt', keys)).toEqual({ ...trust, name: 'Důvěra a respekt', is_custom: true });
    expect(renamed({ ...trust, is_custom: true }, ' Důvěra ', keys)).toEqual({ ...trust, name: ' Důvěra ', is_custom: false });
    expect(renamed(own, 'Odvaha!', keys)).toEqual({ ...own, name: 'Odvaha!', is_custom: true });
  });

  it('lets only rows the member added be removed, and drops such a row left without a name', () => {
    expect(isAddedRow(trust, keys)).toBe(false);
    expect(isAddedRow(own, keys)).toBe(true);
    const blank = { name: '  ', is_selected: true, is_custom: true };
    expect(withoutBlankAdded([trust, blank], 1, keys)).toEqual([trust]);
    expect(withoutBlankAdded([trust, own], 1, keys)).toEqual([trust, own]);
    expect(withoutBlankAdded([{ ...trust, name: '' }], 0, keys)).toEqual([{ ...trust, name: '' }]);
  });

  it('counts selected rows against maxSelected, and switches a new row on only below it', () => {
    expect(selectedCount([trust, own], keys)).toBe(1);
    expect(canSelectMore([trust, own], keys, 1)).toBe(false);
    expect(canSelectMore([trust, own], keys, 2)).toBe(true);
    expect(canSelectMore([trust, own], keys)).toBe(true);
    expect(addedRow([trust], keys, 2)).toEqual({ name: '', is_selected: true, is_custom: true });
    expect(addedRow([trust], keys, 1)).toEqual({ name: '', is_selected: false, is_custom: true });
  });
});
