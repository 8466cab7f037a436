import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { applyDerivations, DERIVATIONS, derivationSources, type DeriveRule } from '../../../../src/engine/derivations/index.js';

const ajv = newAjv(false);
const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;
const { ratingGrid, distinctTexts } = DERIVATIONS as Required<typeof DERIVATIONS>;

describe('ratingGrid', () => {
  const members = [
    { id: 1, member_name: 'Eva' },
    { id: 2, member_name: '' },
  ];
  it('gives one row per member and value, members first, keeping a rating 1-5 given for the pair (value names matched as people read them)', () => {
    const current = [
      { team_member_id: 1, value_name: ' důvěra', rating: 2 },
      { team_member_id: 2, value_name: 'Kvalita', rating: 6 },
      { team_member_id: 2, value_name: 'Kvalita', rating: 5 },
    ];
    expect(ratingGrid!({ members, values: ['Důvěra', 'Kvalita'] }, current, {})).toEqual([
      { team_member_id: 1, value_name: 'Důvěra', rating: 2 },
      { team_member_id: 1, value_name: 'Kvalita', rating: null },
      { team_member_id: 2, value_name: 'Důvěra', rating: null },
      { team_member_id: 2, value_name: 'Kvalita', rating: 5 },
    ]);
  });
  it('drops the ratings of members and values that are gone, and a member named twice by id counts once', () => {
    const current = [
      { team_member_id: 9, value_name: 'Důvěra', rating: 1 },
      { team_member_id: 1, value_name: 'Zrušená', rating: 1 },
    ];
    expect(
      ratingGrid!(
        { members: [...members.slice(0, 1), { id: 1, member_name: 'Eva' }, { member_name: 'bez id' }], values: ['Důvěra'] },
        current,
        {},
      ),
    ).toEqual([{ team_member_id: 1, value_name: 'Důvěra', rating: null }]);
  });
  it('keeps a member whose name is blank meanwhile: retyping a name loses no rating', () => {
    expect(
      ratingGrid!(
        { members: [{ id: 2, member_name: '' }], values: ['Kvalita'] },
        [{ team_member_id: 2, value_name: 'Kvalita', rating: 3 }],
        {},
      ),
    ).toEqual([{ team_member_id: 2, value_name: 'Kvalita', rating: 3 }]);
  });
  it('has no rows without members or values', () => {
    expect(ratingGrid!({ members: null, values: ['A'] }, [], {})).toEqual([]);
    expect(ratingGrid!({ members, values: [] }, [], {})).toEqual([]);
  });
});

describe('distinctTexts', () => {
  it('is the distinct non-blank texts, trimmed, first spelling first', () => {
    expect(distinctTexts!({ values: [' Důvěra', 'důvěra', '', 'Kvalita', 3] }, undefined, {})).toEqual(['Důvěra', 'Kvalita']);
  });
});

describe("an input without a step reads this step's data as the rules before made it", () => {
  const rules: DeriveRule[] = [
    {
      target: '/values',
      derivation: 'distinctTexts',
      inputs: {
        values: {
          step: 'people/p',
          at: '/priorities/*',
          where: { properties: { is_priority: { const: true } }, required: ['is_priority'] },
          pick: 'value_name',
        },
      },
    },
    { target: '/evaluations', derivation: 'ratingGrid', inputs: { members: { at: '/members' }, values: { at: '/values' } } },
  ];
  it('names only other steps as sources', () => {
    expect(derivationSources(rules)).toEqual(['people/p']);
  });
  it('computes the grid from the members sent and the values just derived', () => {
    const sources = new Map([
      [
        'people/p',
        {
          priorities: [
            { value_name: 'Důvěra', is_priority: true },
            { value_name: 'Kvalita', is_priority: false },
          ],
        },
      ],
    ]);
    const out = applyDerivations(
      rules,
      { members: [{ id: 1, member_name: 'Eva' }], evaluations: [{ team_member_id: 1, value_name: 'Důvěra', rating: 4 }] },
      sources,
      check,
    );
    expect(out).toEqual({
      members: [{ id: 1, member_name: 'Eva' }],
      values: ['Důvěra'],
      evaluations: [{ team_member_id: 1, value_name: 'Důvěra', rating: 4 }],
    });
  });
});
