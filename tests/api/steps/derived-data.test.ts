import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { FIXTURE_CONTENT, fixtureMember } from '../../support/fixture-content.js';

describe('derived data: the server computes what a step takes from other steps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stepSchemasDir: FIXTURE_CONTENT });
  });
  afterAll(() => t.close());

  const member = () => fixtureMember(t, 'test_derived', 'derived');

  it('answers rows taken from another step before anything is stored, and keeps what the member wrote in them', async () => {
    const call = await member();
    await call('POST', 'team', { positions: ['Vedoucí', 'Analytik', ' ', 'vedoucí'] });
    expect((await call('POST', 'team/complete')).statusCode).toBe(200);

    const first = await call('GET', 'capacity');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"0"');
    expect(first.json()).toEqual({
      capacities: [
        { id: 1, position: 'Vedoucí' },
        { id: 2, position: 'Analytik' },
      ],
    });

    // A row the source does not list is not stored; the member's numbers in the listed rows are.
    const saved = await call(
      'POST',
      'capacity',
      {
        capacities: [
          { id: 1, position: 'Vedoucí', present_capacity: 60, future_capacity: 80 },
          { id: 2, position: 'Analytik' },
          { id: 3, position: 'Hacker', present_capacity: 1 },
        ],
      },
      { 'if-match': '"0"' },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      capacities: [
        { id: 1, position: 'Vedoucí', present_capacity: 60, future_capacity: 80 },
        { id: 2, position: 'Analytik' },
      ],
    });

    // The roles change: a kept position keeps its numbers, a new one gets the next id, a removed one goes.
    await call('POST', 'team', { positions: ['VEDOUCÍ', 'Tester'] });
    const after = await call('GET', 'capacity');
    expect(after.headers.etag).toBe('"1"');
    expect(after.json()).toEqual({
      capacities: [
        { id: 1, position: 'VEDOUCÍ', present_capacity: 60, future_capacity: 80 },
        { id: 3, position: 'Tester' },
      ],
    });
  });

  it('completes with the derived rows checked and stored as computed', async () => {
    const call = await member();
    await call('POST', 'team', { positions: ['Vedoucí'] });
    await call('POST', 'team/complete');
    await call('POST', 'capacity', { capacities: [{ id: 1, position: 'Vedoucí', present_capacity: 50 }] });
    const refused = await call('POST', 'capacity/complete');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ path: '/capacities/0/future_capacity', message: 'capacity.future' }]);
    await call('POST', 'capacity', { capacities: [{ id: 1, position: 'Vedoucí', present_capacity: 50, future_capacity: 70 }] });
    expect((await call('POST', 'capacity/complete')).statusCode).toBe(200);
  });

  it('computes averages, value statistics and development topics on the server, whatever the browser sends', async () => {
    const call = await member();
    await call('POST', 'team', {
      positions: ['Vedoucí'],
      values: [
        { name: 'Důvěra', is_selected: true },
        { name: 'Odvaha', is_selected: false },
        { name: 'Kvalita', is_selected: true },
      ],
      members: [
        { id: 1, member_name: 'Eva', position: 'Vedoucí' },
        { id: 2, member_name: 'Jan', position: 'Analytik' },
      ],
      evaluations: [
        { team_member_id: 1, value_name: 'Důvěra', rating: 1 },
        { team_member_id: 1, value_name: 'Kvalita', rating: 4 },
        { team_member_id: 2, value_name: 'Důvěra', rating: 5 },
        { team_member_id: 7, value_name: 'Důvěra', rating: 1 },
      ],
    });
    await call('POST', 'team/complete');
    await call('POST', 'capacity', { capacities: [{ id: 1, position: 'Vedoucí', present_capacity: 1, future_capacity: 1 }] });
    await call('POST', 'capacity/complete');

    const forged = await call('POST', 'outlook', {
      outlook_data: [{ member_name: 'eva', average_score: 1, contribution: 'Táhne tým' }],
      topics: [{ id: 5, member_name: 'Eva', value_name: 'Kvalita', evaluation_score: 1, step_1: 'Mentoring', step_2: '', step_3: '' }],
    });
    expect(forged.statusCode).toBe(200);
    const data = forged.json();
    expect(data.outlook_data).toEqual([
      { team_member_id: 1, member_name: 'Eva', position: 'Vedoucí', average_score: 2.5, contribution: 'Táhne tým' },
      { team_member_id: 2, member_name: 'Jan', position: 'Analytik', average_score: 5 },
    ]);
    expect(data.summary).toEqual([
      {
        id: 1,
        name: 'Důvěra',
        average_score: 3,
        min_score: 1,
        max_score: 5,
        evaluation_count: 2,
        score_variance: 4,
        member_evaluations: [
          { member_name: 'Eva', position: 'Vedoucí', rating: 1 },
          { member_name: 'Jan', position: 'Analytik', rating: 5 },
        ],
      },
      {
        id: 2,
        name: 'Kvalita',
        average_score: 4,
        min_score: 4,
        max_score: 4,
        evaluation_count: 1,
        score_variance: 0,
        member_evaluations: [{ member_name: 'Eva', position: 'Vedoucí', rating: 4 }],
      },
    ]);
    expect(data.topics).toEqual([
      {
        id: 5,
        team_member_id: 1,
        member_name: 'Eva',
        position: 'Vedoucí',
        value_name: 'Kvalita',
        evaluation_score: 4,
        step_1: 'Mentoring',
        step_2: '',
        step_3: '',
      },
      {
        id: 6,
        team_member_id: 2,
        member_name: 'Jan',
        position: 'Analytik',
        value_name: 'Důvěra',
        evaluation_score: 5,
        step_1: '',
        step_2: '',
        step_3: '',
      },
    ]);
    expect((await call('GET', 'outlook')).json()).toEqual(data);
  });
});
