import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { memberSession } from '../../support/api.js';
import { memberCalls, PEOPLE, writePeopleModule, type Row } from '../../support/people-journey.js';

/**
 * Issue "Nothing a member writes is ever lost": rows follow ids, not names; rows that leave a list
 * come back with their texts; a change that reopens steps is priced before (impact) and can be
 * taken back after (undo).
 */
describe('people: renames keep everything, rows come back, changes are priced and undone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const member = async () => {
    const s = await memberSession(t.app);
    await t.app.inject({ method: 'POST', url: '/api/intro/complete', headers: { authorization: `Bearer ${s.token}` } });
    const calls = memberCalls(t.app, s.token);
    await writePeopleModule(calls.ok);
    return calls;
  };
  const pick = (rows: Row[], ...keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

  it('a renamed role keeps its capacity figures, and the members holding it follow it', async () => {
    const { ok } = await member();
    const roles = (await ok('GET', PEOPLE.roles)).roles as Row[];
    await ok('POST', PEOPLE.roles, { roles: roles.map((r) => (r.position === 'Prodejce' ? { ...r, position: 'Prodejce vozů' } : r)) });
    expect(pick((await ok('GET', PEOPLE.capacity)).capacities, 'role_id', 'position', 'present_capacity', 'future_capacity')).toEqual([
      [1, 'Vedoucí prodeje', 10, 20],
      [2, 'Prodejce vozů', 20, 40],
      [3, 'Technik', 30, 60],
    ]);
    const evaluation = await ok('GET', PEOPLE.evaluation);
    expect(pick(evaluation.members, 'member_name', 'position', 'role_id')).toEqual([
      ['Ondřej Marek', 'Prodejce vozů', 2],
      ['Jana Malá', 'Technik', 3],
    ]);
    expect(pick((await ok('GET', PEOPLE.outlook)).outlook_data, 'position', 'contribution')).toEqual([
      ['Prodejce vozů', 'Přínos: Ondřej Marek'],
      ['Technik', 'Přínos: Jana Malá'],
    ]);
  });

  it('a renamed value keeps its priority, examples, ratings and topic texts', async () => {
    const { ok } = await member();
    const values = (await ok('GET', PEOPLE.values)).values as Row[];
    await ok('POST', PEOPLE.values, {
      values: values.map((v) => (v.value_name === 'Důvěra' ? { ...v, value_name: 'Vzájemná důvěra' } : v)),
    });
    const priorities = (await ok('GET', PEOPLE.priorities)).priorities as Row[];
    expect(pick(priorities.slice(0, 3), 'value_id', 'value_name', 'is_priority')).toEqual([
      [1, 'Vzájemná důvěra', true],
      [2, 'Odpovědnost', true],
      [3, 'Spolupráce', true],
    ]);
    expect(pick((await ok('GET', PEOPLE.examples)).examples, 'value_name', 'excellent_example')).toEqual([
      ['Vzájemná důvěra', 'Výborně: Důvěra'],
      ['Odpovědnost', 'Výborně: Odpovědnost'],
      ['Spolupráce', 'Výborně: Spolupráce'],
    ]);
    const evaluation = await ok('GET', PEOPLE.evaluation);
    expect(evaluation.values).toEqual(['Vzájemná důvěra', 'Odpovědnost', 'Spolupráce']);
    expect(pick(evaluation.evaluations, 'team_member_id', 'value_name', 'rating')).toEqual([
      [1, 'Vzájemná důvěra', 4],
      [1, 'Odpovědnost', 2],
      [1, 'Spolupráce', 5],
      [2, 'Vzájemná důvěra', 1],
      [2, 'Odpovědnost', 3],
      [2, 'Spolupráce', 4],
    ]);
    expect(pick((await ok('GET', PEOPLE.topics)).topics, 'id', 'value_name', 'step_1')).toEqual([
      [1, 'Vzájemná důvěra', 'Krok 1: Ondřej Marek, Důvěra'],
      [2, 'Spolupráce', 'Krok 1: Ondřej Marek, Spolupráce'],
      [3, 'Spolupráce', 'Krok 1: Jana Malá, Spolupráce'],
    ]);
  });

  it('a topic whose rating goes 4 → 3 → 4 while another topic is saved comes back with its texts and id', async () => {
    const { ok } = await member();
    const rate = async (rating: number) => {
      const e = await ok('GET', PEOPLE.evaluation);
      await ok('POST', PEOPLE.evaluation, {
        ...e,
        evaluations: e.evaluations.map((r: Row) => (r.team_member_id === 1 && r.value_name === 'Důvěra' ? { ...r, rating } : r)),
      });
    };
    await rate(3);
    expect(pick((await ok('GET', PEOPLE.topics)).topics, 'id')).toEqual([[2], [3]]);
    await ok('PUT', `${PEOPLE.topics}/3`, { step_1: 'Jiný text', step_2: 'Krok 2', step_3: 'Krok 3' });
    await rate(4);
    expect(pick((await ok('GET', PEOPLE.topics)).topics, 'id', 'member_name', 'value_name', 'step_1')).toEqual([
      [1, 'Ondřej Marek', 'Důvěra', 'Krok 1: Ondřej Marek, Důvěra'],
      [2, 'Ondřej Marek', 'Spolupráce', 'Krok 1: Ondřej Marek, Spolupráce'],
      [3, 'Jana Malá', 'Spolupráce', 'Jiný text'],
    ]);
  });

  it('removing a member is priced first: the steps to complete again and what goes with them; nothing is stored by asking', async () => {
    const { ok } = await member();
    const e = await ok('GET', PEOPLE.evaluation);
    const without = { ...e, members: e.members.slice(1) };
    expect(await ok('POST', `${PEOPLE.evaluation}/impact`, without)).toEqual({
      reopen: [
        { step: 'people/team_members_outlook', title: 'Personální výhled' },
        { step: 'people/team_development', title: 'Rozvojová témata' },
      ],
      losses: [
        { step: 'people/team_evaluation', title: 'Hodnocení týmu', count: 3, text: '3 hodnocení' },
        { step: 'people/team_members_outlook', title: 'Personální výhled', count: 1, text: 'personální výhled 1 člena týmu' },
        { step: 'people/team_development', title: 'Rozvojová témata', count: 2, text: '2 rozvojová témata s texty' },
      ],
    });
    expect((await ok('GET', PEOPLE.evaluation)).members).toHaveLength(2);
    // A change that reopens nothing and drops nothing costs nothing.
    expect(await ok('POST', `${PEOPLE.evaluation}/impact`, e)).toEqual({ reopen: [], losses: [] });
  });

  it('Vrátit zpět: the removal is taken back exactly, its ratings, outlook and topics with it, and the reopened steps are completed again with their dates', async () => {
    const { ok, call } = await member();
    const e = await ok('GET', PEOPLE.evaluation);
    const progressBefore = await ok('GET', '/api/variants/progress');
    const removed = await call('POST', PEOPLE.evaluation, { ...e, members: e.members.slice(1) });
    expect(removed.statusCode).toBe(200);
    const version = Number(String(removed.headers.etag).replace(/\D/g, ''));
    await ok('POST', '/api/people/reset-dependent-steps', { step_name: 'team_evaluation' });
    // The outlook is saved meanwhile: the removed member's row leaves it and is kept.
    await ok('POST', PEOPLE.outlook, await ok('GET', PEOPLE.outlook));
    expect((await ok('GET', PEOPLE.outlook)).outlook_data).toHaveLength(1);

    const undone = await ok('POST', `${PEOPLE.evaluation}/undo`, { version });
    expect(undone.restored_steps).toEqual(['people/team_members_outlook', 'people/team_development']);
    expect(undone.version).toBe(version + 1);
    expect(pick(undone.data.members, 'id', 'member_name')).toEqual([
      [1, 'Ondřej Marek'],
      [2, 'Jana Malá'],
    ]);
    expect(undone.data.evaluations).toEqual(e.evaluations);
    expect(pick((await ok('GET', PEOPLE.outlook)).outlook_data, 'member_name', 'contribution')).toEqual([
      ['Ondřej Marek', 'Přínos: Ondřej Marek'],
      ['Jana Malá', 'Přínos: Jana Malá'],
    ]);
    expect(pick((await ok('GET', PEOPLE.topics)).topics, 'id', 'step_1')).toEqual([
      [1, 'Krok 1: Ondřej Marek, Důvěra'],
      [2, 'Krok 1: Ondřej Marek, Spolupráce'],
      [3, 'Krok 1: Jana Malá, Spolupráce'],
    ]);
    expect(await ok('GET', '/api/variants/progress')).toEqual(progressBefore);

    // Taken back once; and not after another save.
    const again = await call('POST', `${PEOPLE.evaluation}/undo`, { version });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Změnu už nelze vrátit: krok se mezitím znovu uložil, nebo od změny uplynula více než minuta.');
    const next = await call('POST', PEOPLE.evaluation, { ...undone.data, members: undone.data.members.slice(1) });
    await ok('POST', PEOPLE.evaluation, await ok('GET', PEOPLE.evaluation));
    expect(
      (await call('POST', `${PEOPLE.evaluation}/undo`, { version: Number(String(next.headers.etag).replace(/\D/g, '')) })).statusCode,
    ).toBe(409);
    for (const body of [{}, { version: 0 }, { version: 'x' }, { version: 1, extra: 1 }])
      expect((await call('POST', `${PEOPLE.evaluation}/undo`, body)).statusCode).toBe(422);
  });

  it('switching a value off is priced by every step downstream', async () => {
    const { ok } = await member();
    const values = (await ok('GET', PEOPLE.values)).values as Row[];
    const impact = await ok('POST', `${PEOPLE.values}/impact`, {
      values: values.map((v) => (v.value_name === 'Důvěra' ? { ...v, is_selected: false } : v)),
    });
    expect(impact.reopen.map((r: Row) => r.step)).toEqual([
      'people/team_values_priorities',
      'people/team_values_examples',
      'people/team_evaluation',
      'people/team_members_outlook',
      'people/team_development',
    ]);
    expect(impact.losses.map((l: Row) => l.text)).toEqual([
      '1 zvolená priorita',
      'příklady 1 hodnoty',
      '2 hodnocení',
      '1 rozvojové téma s texty',
    ]);
  });
});
