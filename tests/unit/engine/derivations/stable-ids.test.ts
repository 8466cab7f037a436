import { describe, expect, it } from 'vitest';
import {
  applyDerivations,
  DERIVATIONS,
  keptAfter,
  MAX_KEPT_ROWS,
  NOTHING_KEPT,
  type DeriveRule,
  type KeptRows,
} from '../../../../src/engine/derivations/index.js';
import type { Row } from '../../../../src/engine/derivations/shared.js';
import { realIds } from '../../../../src/engine/steps/index.js';

const { rowsFromList, ratingGrid, developmentTopics, followChoices } = DERIVATIONS as Required<typeof DERIVATIONS>;
const byRole = { key: 'position', ref: 'role_id', text: 'position' };

describe('rows that follow their source by id', () => {
  it('capacity: a renamed role keeps its figures and row; a new role with the old name gets none of them', () => {
    const stored = [{ id: 1, role_id: 7, position: 'Prodejce', present_capacity: 40, future_capacity: 60 }];
    expect(
      rowsFromList!(
        {
          values: [
            { id: 7, position: 'Prodejce vozů' },
            { id: 8, position: 'Prodejce' },
          ],
        },
        stored,
        byRole,
      ),
    ).toEqual([
      { id: 1, role_id: 7, position: 'Prodejce vozů', present_capacity: 40, future_capacity: 60 },
      { id: 2, role_id: 8, position: 'Prodejce' },
    ]);
  });
  it('links a row stored before rows carried the id by its text, once', () => {
    const stored = [{ id: 3, position: 'Vedoucí', present_capacity: 10 }];
    expect(rowsFromList!({ values: [{ id: 2, position: 'vedoucí' }] }, stored, byRole)).toEqual([
      { id: 3, role_id: 2, position: 'vedoucí', present_capacity: 10 },
    ]);
  });
  it("takes the id from another property of the source (examples read the priorities' value_id)", () => {
    const stored = [{ id: 5, value_id: 4, value_name: 'Důvěra', excellent_example: 'Říkáme si pravdu.', is_priority: true }];
    const rows = rowsFromList!({ values: [{ id: 1, value_id: 4, value_name: 'Vzájemná důvěra', is_priority: true }] }, stored, {
      key: 'value_name',
      ref: 'value_id',
      refFrom: 'value_id',
      fixed: { is_priority: true },
    });
    expect(rows).toEqual([
      { id: 5, value_id: 4, value_name: 'Vzájemná důvěra', excellent_example: 'Říkáme si pravdu.', is_priority: true },
    ]);
  });
  it('ratings: a renamed value keeps its ratings; a rating stored before ratings carried the id is found by the name', () => {
    const members = [{ id: 1, member_name: 'Eva' }];
    const valueRows = [
      { value_id: 4, value_name: 'Vzájemná důvěra' },
      { value_id: 6, value_name: 'Kvalita' },
    ];
    const stored = [
      { team_member_id: 1, value_name: 'Důvěra', value_id: 4, rating: 2 },
      { team_member_id: 1, value_name: 'Kvalita', rating: 5 },
    ];
    expect(
      ratingGrid!({ members, values: ['Vzájemná důvěra', 'Kvalita'], valueRows }, stored, { ref: 'value_id', refFrom: 'value_id' }),
    ).toEqual([
      { team_member_id: 1, value_name: 'Vzájemná důvěra', value_id: 4, rating: 2 },
      { team_member_id: 1, value_name: 'Kvalita', value_id: 6, rating: 5 },
    ]);
  });
  it('topics: a renamed value keeps the texts and the id of its topic', () => {
    const members = [{ id: 1, member_name: 'Eva', position: 'Vedoucí' }];
    const stored = [
      {
        id: 9,
        team_member_id: 1,
        member_name: 'Eva',
        value_name: 'Důvěra',
        value_id: 4,
        evaluation_score: 4,
        step_1: 'a',
        step_2: 'b',
        step_3: 'c',
      },
    ];
    const evaluations = [{ team_member_id: 1, value_name: 'Vzájemná důvěra', value_id: 4, rating: 5 }];
    expect(developmentTopics!({ members, evaluations }, stored, {})).toEqual([
      {
        id: 9,
        team_member_id: 1,
        member_name: 'Eva',
        position: 'Vedoucí',
        value_name: 'Vzájemná důvěra',
        value_id: 4,
        evaluation_score: 5,
        step_1: 'a',
        step_2: 'b',
        step_3: 'c',
      },
    ]);
  });
  it("a member's position follows a renamed role; a new choice wins; a choice whose role is gone stays for completion to name", () => {
    const choices = [
      { id: 1, position: 'Vedoucí prodeje' },
      { id: 2, position: 'Prodejce' },
    ];
    const members = [
      { id: 1, member_name: 'Eva', position: 'Vedoucí', role_id: 1 },
      { id: 2, member_name: 'Jan', position: 'Prodejce', role_id: 1 },
      { id: 3, member_name: 'Ota', position: 'Servis', role_id: 5 },
      { id: 4, member_name: 'Iva', position: 'prodejce' },
    ];
    expect(followChoices!({ choices }, members, { field: 'position', ref: 'role_id' })).toEqual([
      { id: 1, member_name: 'Eva', position: 'Vedoucí prodeje', role_id: 1 },
      { id: 2, member_name: 'Jan', position: 'Prodejce', role_id: 2 },
      { id: 3, member_name: 'Ota', position: 'Servis', role_id: 5 },
      { id: 4, member_name: 'Iva', position: 'prodejce', role_id: 2 },
    ]);
  });
});

describe('realIds on a list whose rows the browser numbers (roles)', () => {
  const rules = [{ list: '/roles', matchBy: 'position' }];
  it('keeps the ids sent, gives a row without one the stored id of its text or the next, and a copied id a new one', () => {
    const stored = {
      roles: [
        { id: 1, position: 'A' },
        { id: 2, position: 'B' },
        { id: 6, position: 'Zrušená' },
      ],
    };
    const out = realIds({ roles: [{ id: 2, position: 'B' }, { position: 'a' }, { id: 2, position: 'C' }, {}] }, stored, rules);
    expect(out.roles).toEqual([{ id: 2, position: 'B' }, { id: 1, position: 'a' }, { id: 7, position: 'C' }, { id: 8 }]);
  });
  it('never hands the id of a row that is gone to a new row, and rewrites the references to it', () => {
    const stored = { members: [{ id: 1, member_name: 'Eva' }] };
    const sent = {
      members: [
        { id: 1, member_name: 'Eva' },
        { id: 2, member_name: 'Nový' },
      ],
      evaluations: [{ team_member_id: 2, rating: 1 }],
    };
    const rule = [{ list: '/members', refs: ['/evaluations/*/team_member_id'] }];
    expect(realIds(sent, stored, rule, { members: 2 })).toEqual({
      members: [
        { id: 1, member_name: 'Eva' },
        { id: 3, member_name: 'Nový' },
      ],
      evaluations: [{ team_member_id: 3, rating: 1 }],
    });
    expect(realIds(sent, stored, rule, { members: 1 })).toBe(sent);
  });
});

describe('rows kept when they leave', () => {
  const topics: DeriveRule = {
    target: '/topics',
    derivation: 'developmentTopics',
    inputs: { members: { at: '/members' }, evaluations: { at: '/evaluations' } },
  };
  const members = [{ id: 1, member_name: 'Eva', position: 'Vedoucí' }];
  const rated = (rating: number) => [
    { team_member_id: 1, value_name: 'Důvěra', value_id: 4, rating },
    { team_member_id: 1, value_name: 'Kvalita', value_id: 6, rating: 5 },
  ];
  const check = () => true;
  const derive = (data: Record<string, unknown>, kept?: KeptRows) => applyDerivations([topics], data, new Map(), check, undefined, kept);

  it('a topic whose rating improved is kept with its texts and id, and returns with them when the rating worsens again', () => {
    const first = derive({ members, evaluations: rated(4) });
    const written = { ...first, topics: (first.topics as Row[]).map((t) => (t.value_id === 4 ? { ...t, step_1: 'Rozhovor' } : t)) };
    // The rating goes to 3 and the other topic is saved: the step's data holds only the current topic.
    const improved = derive({ ...written, evaluations: rated(3) });
    expect((improved.topics as Row[]).map((t) => t.value_id)).toEqual([6]);
    const kept = keptAfter([topics], undefined, [written], improved, NOTHING_KEPT);
    expect(kept.rows.topics).toEqual([expect.objectContaining({ id: 1, value_id: 4, step_1: 'Rozhovor' })]);
    const back = derive({ ...improved, evaluations: rated(4) }, kept);
    expect((back.topics as Row[]).map((t) => [t.id, t.value_id, t.step_1])).toEqual([
      [1, 4, 'Rozhovor'],
      [2, 6, ''],
    ]);
    expect(keptAfter([topics], undefined, [improved], back, kept).rows).toEqual({});
  });
  it('keeps the highest id a list ever held, and at most MAX_KEPT_ROWS rows, the newest first', () => {
    const ids = [{ list: '/members' }];
    expect(keptAfter([], ids, [{ members: [{ id: 5 }] }], { members: [{ id: 1 }] }, { rows: {}, highest: { members: 3 } }).highest).toEqual(
      { members: 5 },
    );
    const many = Array.from({ length: MAX_KEPT_ROWS + 5 }, (_, i) => ({ id: i + 1, team_member_id: 1, value_name: `V${i}`, step_1: 'x' }));
    expect(keptAfter([topics], undefined, [{ topics: many }], { topics: [] }, NOTHING_KEPT).rows.topics).toHaveLength(MAX_KEPT_ROWS);
  });
});
