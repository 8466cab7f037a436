import { describe, expect, it } from 'vitest';
import { realIds, TEMPORARY_ID_FROM, type IdRule } from '../../../../src/engine/steps/index.js';

const rules: IdRule[] = [{ list: '/members', refs: ['/evaluations/*/team_member_id'], matchBy: 'member_name' }];
const T1 = 1_732_000_000_001;
const T2 = 1_732_000_000_002;

describe('realIds (spec: temporary ids are timestamps, real ones below 1e12)', () => {
  it('leaves data with real ids as it is (the same object)', () => {
    const data = { members: [{ id: 1, member_name: 'Eva' }], evaluations: [] };
    expect(realIds(data, undefined, rules)).toBe(data);
    expect(TEMPORARY_ID_FROM).toBe(1e12);
  });
  it('gives a temporary id the next real one after the highest sent or stored, and rewrites the ratings naming it', () => {
    const stored = {
      members: [
        { id: 2, member_name: 'Eva' },
        { id: 7, member_name: 'Smazaný' },
      ],
    };
    const out = realIds(
      {
        members: [
          { id: 2, member_name: 'Eva' },
          { id: T1, member_name: 'Jan' },
          { id: T2, member_name: 'Ida' },
        ],
        evaluations: [
          { team_member_id: T1, value_name: 'A', rating: 1 },
          { team_member_id: T2, value_name: 'A', rating: 2 },
          { team_member_id: 2, value_name: 'A', rating: 3 },
          { team_member_id: 123_456_789_012_345, value_name: 'A', rating: 4 },
        ],
      },
      stored,
      rules,
    );
    expect(out.members).toEqual([
      { id: 2, member_name: 'Eva' },
      { id: 8, member_name: 'Jan' },
      { id: 9, member_name: 'Ida' },
    ]);
    expect((out.evaluations as Array<{ team_member_id: number }>).map((e) => e.team_member_id)).toEqual([8, 9, 2, 123_456_789_012_345]);
  });
  it('a row sent without an id takes the id of the stored row of the same name (case and spaces ignored), each stored id once', () => {
    const stored = {
      members: [
        { id: 4, member_name: 'Eva Černá' },
        { id: 5, member_name: 'Jan' },
      ],
    };
    const out = realIds({ members: [{ member_name: ' eva černá' }, { member_name: 'Eva Černá' }, { member_name: 'Nový' }] }, stored, rules);
    expect(out.members).toEqual([
      { id: 4, member_name: ' eva černá' },
      { id: 6, member_name: 'Eva Černá' },
      { id: 7, member_name: 'Nový' },
    ]);
  });
  it('ids below 1 or fractional are no real ids either; rows that are no objects are left alone', () => {
    const out = realIds({ members: [{ id: 0, member_name: 'A' }, { id: 1.5, member_name: 'B' }, 'x'] }, null, [{ list: '/members' }]);
    expect(out.members).toEqual([{ id: 1, member_name: 'A' }, { id: 2, member_name: 'B' }, 'x']);
  });
});
