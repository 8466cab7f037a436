import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { applyDerivations, DERIVATIONS, derivationSources, readInput, type DeriveRule } from '../../../../src/engine/derivations/index.js';

const ajv = newAjv(false);
const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;
const { rowsFromList, memberAverages, valueStatistics, developmentTopics, catalogue } = DERIVATIONS as Required<typeof DERIVATIONS>;

const members = [
  { id: 1, member_name: 'Eva ', position: 'Vedoucí' },
  { id: 2, member_name: 'Jan', position: 'Analytik' },
  { id: 3, member_name: ' ' },
];
const evaluations = [
  { team_member_id: 1, value_name: 'Důvěra', rating: 2 },
  { team_member_id: 1, value_name: 'Kvalita', rating: 4 },
  { team_member_id: 2, value_name: 'Důvěra', rating: 4 },
  { team_member_id: 2, value_name: 'Kvalita', rating: 0 },
  { team_member_id: 9, value_name: 'Kvalita', rating: 5 },
];

describe('rowsFromList', () => {
  it('makes one row per distinct non-blank text, in the source order, with new ids after the highest', () => {
    expect(rowsFromList!({ values: ['A', ' ', 'B', 'a', 7] }, [{ id: 4, position: 'Zrušená' }], { key: 'position' })).toEqual([
      { id: 5, position: 'A' },
      { id: 6, position: 'B' },
    ]);
  });
  it('keeps a stored row of the same text, whatever its case, with everything written in it', () => {
    expect(rowsFromList!({ values: ['Vedoucí'] }, [{ id: 2, position: 'vedoucí ', present_capacity: 40 }], { key: 'position' })).toEqual([
      { id: 2, position: 'Vedoucí', present_capacity: 40 },
    ]);
  });
  it('gives no rows while the source lists nothing', () => {
    expect(rowsFromList!({ values: null }, [{ id: 1, position: 'A' }], { key: 'position' })).toEqual([]);
  });
  it('gives every row the fixed properties, whatever was stored', () => {
    expect(
      rowsFromList!({ values: ['A', 'B'] }, [{ id: 1, value_name: 'A', is_priority: false, note: 'x' }], {
        key: 'value_name',
        fixed: { is_priority: true },
      }),
    ).toEqual([
      { id: 1, value_name: 'A', is_priority: true, note: 'x' },
      { id: 2, value_name: 'B', is_priority: true },
    ]);
  });
  it('gives a row the default properties until it holds its own (an unchosen priority carries is_priority: false)', () => {
    expect(
      rowsFromList!(
        { values: ['A', 'B', 'C'] },
        [
          { id: 1, value_name: 'A', is_priority: true },
          { id: 2, value_name: 'B' },
        ],
        { key: 'value_name', defaults: { is_priority: false } },
      ),
    ).toEqual([
      { id: 1, value_name: 'A', is_priority: true },
      { id: 2, value_name: 'B', is_priority: false },
      { id: 3, value_name: 'C', is_priority: false },
    ]);
  });
});

describe('catalogue', () => {
  const options = { items: ['Důvěra', 'Odvaha', 'Kvalita'], nameKey: 'value_name' };
  const predefined = (id: number, name: string, selected = false) => ({
    id,
    value_name: name,
    is_selected: selected,
    is_custom: false,
    original_name: name,
  });
  it('is the catalogue with nothing selected before anything is stored', () => {
    expect(catalogue!({}, undefined, options)).toEqual([predefined(1, 'Důvěra'), predefined(2, 'Odvaha'), predefined(3, 'Kvalita')]);
  });
  it("keeps the member's rows and order, and decides what is custom: a renamed predefined row, a row of their own", () => {
    const stored = [
      { id: 3, value_name: 'Kvalita', is_selected: true, is_custom: true, original_name: 'Kvalita' },
      { id: 1, value_name: 'Důvěřivost', is_selected: true, is_custom: false, original_name: 'Důvěra' },
      { id: 2, value_name: 'Odvaha', is_selected: false, original_name: 'Odvaha' },
      { value_name: 'Radost', is_selected: true, is_custom: false },
    ];
    expect(catalogue!({}, stored, options)).toEqual([
      predefined(3, 'Kvalita', true),
      { id: 1, value_name: 'Důvěřivost', is_selected: true, is_custom: true, original_name: 'Důvěra' },
      predefined(2, 'Odvaha'),
      { id: 4, value_name: 'Radost', is_selected: true, is_custom: true, original_name: null },
    ]);
  });
  it('trusts no claimed original name outside the catalogue or claimed twice, and brings back a predefined name no row holds', () => {
    const stored = [
      { id: 1, value_name: 'Důvěra', is_selected: true, original_name: 'Důvěra' },
      { id: 2, value_name: 'Důvěra 2', is_selected: true, original_name: 'Důvěra' },
      { id: 5, value_name: 'Hack', is_selected: 'yes', original_name: 'Neznámá' },
    ];
    expect(catalogue!({}, stored, options)).toEqual([
      predefined(1, 'Důvěra', true),
      { id: 2, value_name: 'Důvěra 2', is_selected: true, is_custom: true, original_name: null },
      { id: 5, value_name: 'Hack', is_selected: false, is_custom: true, original_name: null },
      predefined(6, 'Odvaha'),
      predefined(7, 'Kvalita'),
    ]);
  });
});

describe('memberAverages', () => {
  it('averages each named member over their valid ratings and keeps their own fields', () => {
    expect(memberAverages!({ members, evaluations }, [{ member_name: 'eva', contribution: 'x', average_score: 5 }], {})).toEqual([
      { team_member_id: 1, member_name: 'Eva', position: 'Vedoucí', average_score: 3, contribution: 'x' },
      { team_member_id: 2, member_name: 'Jan', position: 'Analytik', average_score: 4 },
    ]);
  });
  it('answers null for a member nobody rated yet', () => {
    expect(memberAverages!({ members: [members[0]], evaluations: [] }, undefined, {})).toEqual([
      { team_member_id: 1, member_name: 'Eva', position: 'Vedoucí', average_score: null },
    ]);
  });
  it('follows the member by id: a renamed member keeps what was written, a new one with an old name gets nothing of it', () => {
    const renamed = [
      { ...members[0]!, member_name: 'Eva Nová' },
      { ...members[1]!, member_name: 'Eva' },
    ];
    const stored = [
      { team_member_id: 1, member_name: 'Eva', contribution: 'Evy přínos' },
      { team_member_id: 2, member_name: 'Jan', contribution: 'Janův přínos' },
    ];
    expect(memberAverages!({ members: renamed, evaluations }, stored, {})).toEqual([
      { team_member_id: 1, member_name: 'Eva Nová', position: 'Vedoucí', average_score: 3, contribution: 'Evy přínos' },
      { team_member_id: 2, member_name: 'Eva', position: 'Analytik', average_score: 4, contribution: 'Janův přínos' },
    ]);
  });
});

describe('valueStatistics', () => {
  it('gives average, minimum, maximum, population variance and count per value, with each rating', () => {
    const [trust, quality, none] = valueStatistics!(
      { values: ['Důvěra', 'Kvalita', 'Odvaha'], members, evaluations },
      undefined,
      {},
    ) as Array<Record<string, unknown>>;
    expect(trust).toMatchObject({
      id: 1,
      name: 'Důvěra',
      average_score: 3,
      min_score: 2,
      max_score: 4,
      evaluation_count: 2,
      score_variance: 1,
    });
    expect(trust!.member_evaluations).toEqual([
      { member_name: 'Eva', position: 'Vedoucí', rating: 2 },
      { member_name: 'Jan', position: 'Analytik', rating: 4 },
    ]);
    expect(quality).toMatchObject({ average_score: 4, evaluation_count: 1, score_variance: 0 });
    expect(none).toMatchObject({
      average_score: null,
      min_score: null,
      max_score: null,
      evaluation_count: 0,
      score_variance: null,
      member_evaluations: [],
    });
  });
  it('rounds to two decimals', () => {
    const r = valueStatistics!(
      { values: ['V'], members, evaluations: [1, 2, 2].map((rating, i) => ({ team_member_id: (i % 2) + 1, value_name: 'V', rating })) },
      undefined,
      {},
    );
    expect(r).toMatchObject([{ average_score: 1.67, score_variance: 0.22 }]);
  });
});

describe('developmentTopics', () => {
  it('makes a topic per member and value rated at the threshold or worse, keeping texts written for the pair', () => {
    const stored = [{ id: 7, member_name: 'EVA', value_name: 'kvalita', evaluation_score: 5, step_1: 'a', step_2: 'b', step_3: 'c' }];
    expect(developmentTopics!({ members, evaluations }, stored, {})).toEqual([
      {
        id: 7,
        team_member_id: 1,
        member_name: 'Eva',
        position: 'Vedoucí',
        value_name: 'Kvalita',
        evaluation_score: 4,
        step_1: 'a',
        step_2: 'b',
        step_3: 'c',
      },
      {
        id: 8,
        team_member_id: 2,
        member_name: 'Jan',
        position: 'Analytik',
        value_name: 'Důvěra',
        evaluation_score: 4,
        step_1: '',
        step_2: '',
        step_3: '',
      },
    ]);
  });
  it('keeps a topic’s texts and id when its member is renamed', () => {
    const stored = [
      { id: 7, team_member_id: 1, member_name: 'Eva', value_name: 'Kvalita', evaluation_score: 4, step_1: 'a', step_2: 'b', step_3: 'c' },
    ];
    const renamed = [{ ...members[0]!, member_name: 'Eva Marková ml.' }, members[1]!];
    expect(developmentTopics!({ members: renamed, evaluations }, stored, {})).toContainEqual({
      id: 7,
      team_member_id: 1,
      member_name: 'Eva Marková ml.',
      position: 'Vedoucí',
      value_name: 'Kvalita',
      evaluation_score: 4,
      step_1: 'a',
      step_2: 'b',
      step_3: 'c',
    });
  });
  it('drops a topic whose rating improved, and honours another threshold', () => {
    expect(developmentTopics!({ members, evaluations }, [], { threshold: 5 })).toEqual([]);
  });
});

describe('reading inputs and applying the rules', () => {
  const team = {
    values: [
      { name: 'A', is_selected: true },
      { name: 'B', is_selected: false },
      { name: 'C', is_selected: true },
    ],
    owner: { name: 'X' },
  };
  it('reads one value, or the filtered and picked list items', () => {
    expect(readInput(team, { step: 's', at: '/owner/name' }, check)).toBe('X');
    expect(readInput(team, { step: 's', at: '/missing' }, check)).toBeNull();
    expect(
      readInput(team, { step: 's', at: '/values/*', where: { properties: { is_selected: { const: true } } }, pick: 'name' }, check),
    ).toEqual(['A', 'C']);
    expect(readInput(null, { step: 's', at: '/values/*' }, check)).toEqual([]);
  });
  it('writes each target from its sources and leaves the rest of the data alone', () => {
    const rules: DeriveRule[] = [
      {
        target: '/rows',
        derivation: 'rowsFromList',
        inputs: { values: { step: 'm/team', at: '/values/*', pick: 'name' } },
        options: { key: 'name' },
      },
    ];
    expect(derivationSources(rules)).toEqual(['m/team']);
    expect(applyDerivations(rules, { note: 'n', rows: [{ id: 1, name: 'b', x: 1 }] }, new Map([['m/team', team]]), check)).toEqual({
      note: 'n',
      rows: [
        { id: 2, name: 'A' },
        { id: 1, name: 'B', x: 1 },
        { id: 3, name: 'C' },
      ],
    });
    expect(applyDerivations(undefined, { a: 1 }, new Map(), check)).toEqual({ a: 1 });
  });
  it('hands a rule its texts translated, as options of the same names', () => {
    const rule: DeriveRule = {
      target: '/values',
      derivation: 'catalogue',
      inputs: {},
      texts: { items: ['k:trust', 'k:courage'] },
      options: { nameKey: 'value_name' },
    };
    const words: Record<string, string> = { 'k:trust': 'Důvěra', 'k:courage': 'Odvaha' };
    const out = applyDerivations([rule], {}, new Map(), check, (key) => words[key] ?? key);
    expect((out.values as Array<{ value_name: string }>).map((v) => v.value_name)).toEqual(['Důvěra', 'Odvaha']);
  });
  it('refuses a derivation it does not know', () => {
    expect(() => applyDerivations([{ target: '/x', derivation: 'guess', inputs: {} }], {}, new Map(), check)).toThrow(
      'Unknown derivation guess',
    );
  });
});
