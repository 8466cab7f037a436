import { describe, expect, it } from 'vitest';
import { itemRules, ratingGridKeys, ratingScale } from '../../../../src/engine/steps/rating-grid.js';

const keys = ratingGridKeys({});

describe('the rating grid read from its schemas', () => {
  it('takes the scale from ui:options.scale in value order, leaving out what is no integer', () => {
    expect(ratingScale({ scale: { 10: 'ten', 2: 'two', '1': 'one', x: 'no', 1.5: 'no' } })).toEqual([
      { value: 1, text: 'one' },
      { value: 2, text: 'two' },
      { value: 10, text: 'ten' },
    ]);
    expect(ratingScale({})).toEqual([]);
    expect(ratingScale({ scale: ['one', 'two'] })).toEqual([]);
  });

  it('reads what new items may be from the item schema: the list limit, the name limit, a fixed status', () => {
    const schema = {
      properties: {
        members: {
          maxItems: 30,
          items: { properties: { member_name: { maxLength: 100 }, status: { enum: ['active', 'gone'] } } },
        },
      },
    };
    expect(itemRules(schema, keys)).toEqual({ maxItems: 30, nameMax: 100, status: 'active' });
    expect(itemRules({ properties: { members: { items: { properties: { status: { enum: [1] } } } } } }, keys)).toEqual({
      maxItems: undefined,
      nameMax: undefined,
      status: undefined,
    });
    expect(itemRules({}, keys)).toEqual({ maxItems: undefined, nameMax: undefined, status: undefined });
  });
});
