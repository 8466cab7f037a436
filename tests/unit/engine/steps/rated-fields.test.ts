import { describe, expect, it } from 'vitest';
import { ratedProperty, withRatedTitles } from '../../../../src/engine/steps/index.js';

describe('a rating naming the field it rates', () => {
  it('reads the property a rating rates from its ui:options', () => {
    expect(ratedProperty({ 'ui:options': { rates: 'field_1' } })).toBe('field_1');
    expect(ratedProperty({ 'ui:title': 'steps/x:rating' })).toBeUndefined();
    expect(ratedProperty(undefined)).toBeUndefined();
  });

  it('gives each rating the title key of the field beside it, in list rows too, leaving the UI schema given unchanged', () => {
    const ui = {
      'ui:order': ['field_1', 'field_1_rating', 'list'],
      field_1: { 'ui:title': 'steps/x:field_1.label' },
      field_1_rating: { 'ui:widget': 'RatingSliderWidget', 'ui:options': { rates: 'field_1' } },
      plain: { 'ui:widget': 'RatingSliderWidget', 'ui:title': 'steps/x:own' },
      list: { items: { name: { 'ui:title': 'steps/x:name' }, score: { 'ui:options': { rates: 'name', other: 1 } } } },
    };
    const copy = structuredClone(ui);
    const out = withRatedTitles(ui);
    expect(out.field_1_rating['ui:options']).toEqual({ rates: 'field_1', ratesTitle: 'steps/x:field_1.label' });
    expect(out.list.items.score['ui:options']).toEqual({ rates: 'name', other: 1, ratesTitle: 'steps/x:name' });
    expect(out.plain).toEqual(ui.plain);
    expect(out['ui:order']).toEqual(ui['ui:order']);
    expect(ui).toEqual(copy);
  });

  it('leaves a rating whose field has no title as it is', () => {
    const ui = { field_1: {}, r: { 'ui:options': { rates: 'field_1' } }, q: { 'ui:options': { rates: 'ghost' } } };
    expect(withRatedTitles(ui)).toEqual(ui);
  });
});
