import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';

const CATALOGUE = [
  'Důvěra',
  'Odpovědnost',
  'Spolupráce',
  'Otevřenost',
  'Respekt',
  'Kvalita',
  'Orientace na zákazníka',
  'Inovace',
  'Spolehlivost',
  'Profesionalita',
];
const PRIORITY = ['Důvěra', 'Odpovědnost', 'Spolupráce'];
const EVALUATION = '/api/people/team-evaluation';
const OUTLOOK = '/api/people/personnel-outlook';
const TOPICS = '/api/people/development-topics';
const TEAM = '/api/people/team-outlook';

/**
 * Three members rated on three values (lower is better), and the figures computed by hand:
 *            Důvěra  Odpovědnost  Spolupráce   average
 *   Jana        1         2           4         7/3 = 2.33
 *   Petr        5         4           3         12/3 = 4
 *   Eva         2         2           2         2
 * Důvěra 1,5,2: mean 8/3 = 2.67, min 1, max 5, variance (25/9 + 49/9 + 4/9)/3 = 78/27 = 2.89
 * Odpovědnost 2,4,2: mean 2.67, min 2, max 4, variance (4/9 + 16/9 + 4/9)/3 = 24/27 = 0.89
 * Spolupráce 4,3,2: mean 3, min 2, max 4, variance (1 + 0 + 1)/3 = 0.67
 * Topics (4 or worse): Jana–Spolupráce 4, Petr–Důvěra 5, Petr–Odpovědnost 4.
 */
const MEMBERS = [
  { id: 1, member_name: 'Jana Nováková', position: 'Analytik', status: 'active' },
  { id: 2, member_name: 'Petr Dvořák', position: 'Vývojář', status: 'active' },
  { id: 3, member_name: 'Eva Černá', position: 'Analytik', status: 'active' },
];
const RATINGS = [
  [1, 2, 4],
  [5, 4, 3],
  [2, 2, 2],
];
const evaluations = (ratings = RATINGS) =>
  MEMBERS.flatMap((m, i) => PRIORITY.map((value_name, v) => ({ team_member_id: m.id, value_name, rating: ratings[i]![v]! })));

describe('people: personnel outlook, development topics, team outlook and the presentation step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const FIRST_HALF = [
    'team_goals',
    'team_vision',
    'team_roles_revision',
    'team_capacity',
    'team_values',
    'team_values_priorities',
    'team_values_examples',
  ];
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await call(token, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const messages = async (token: string, url: string) => {
    const res = await call(token, 'POST', `${url}/complete`);
    return res.statusCode === 200 ? [] : (res.json().errors as Array<{ message: string }>).map((e) => e.message);
  };
  /** Fills and completes the personnel outlook, then (with `topics`) the development topics. */
  const completeOutlook = async (token: string) => {
    const rows = (await ok(token, 'GET', OUTLOOK)).outlook_data.map((r: Record<string, unknown>) => ({
      ...r,
      contribution: 'P',
      perspective: 'Ne',
      strategic_decision: 'R',
    }));
    await ok(token, 'POST', OUTLOOK, { outlook_data: rows });
    await ok(token, 'POST', `${OUTLOOK}/complete`);
  };
  const completeTopics = async (token: string) => {
    for (const { id } of (await ok(token, 'GET', TOPICS)).topics)
      await ok(token, 'PUT', `${TOPICS}/${id}`, { step_1: 'a', step_2: 'b', step_3: 'c' });
    await ok(token, 'POST', `${TOPICS}/complete`);
  };
  /** A member whose team is evaluated as above and the evaluation completed; `through` the steps after it completed too. */
  const evaluated = async (through: 'evaluation' | 'outlook' | 'topics' = 'evaluation') => {
    const s = await memberSession(t.app, {
      modules: ['people'],
      completedSteps: [['intro', 'welcome'], ...FIRST_HALF.map((step): [string, string] => ['people', step])],
    });
    await ok(s.token, 'POST', '/api/people/roles', {
      roles: ['Analytik', 'Vývojář'].map((position, i) => ({
        id: i + 1,
        position,
        responsibility: 'r',
        authority: 'a',
        excellent_behavior_example: 'e',
      })),
    });
    await ok(s.token, 'POST', '/api/people/team-values', {
      values: CATALOGUE.map((value_name) => ({ value_name, is_selected: true, is_custom: false, original_name: value_name })),
    });
    await ok(s.token, 'POST', '/api/people/value-priorities', {
      priorities: CATALOGUE.map((value_name) => ({ value_name, is_priority: PRIORITY.includes(value_name) })),
    });
    await ok(s.token, 'POST', EVALUATION, { members: MEMBERS, evaluations: evaluations() });
    await ok(s.token, 'POST', `${EVALUATION}/complete`);
    if (through !== 'evaluation') await completeOutlook(s.token);
    if (through === 'topics') await completeTopics(s.token);
    return s;
  };

  it('personnel outlook: one row per member with the average computed on the server, whatever the browser sends', async () => {
    const s = await evaluated();
    const rows = (await ok(s.token, 'GET', OUTLOOK)).outlook_data;
    expect(rows.map((r: Record<string, unknown>) => [r.member_name, r.position, r.average_score])).toEqual([
      ['Jana Nováková', 'Analytik', 2.33],
      ['Petr Dvořák', 'Vývojář', 4],
      ['Eva Černá', 'Analytik', 2],
    ]);
    const forged = rows.map((r: Record<string, unknown>) => ({
      ...r,
      average_score: 1,
      contribution: 'Drží know-how',
      perspective: 'Částečně',
      strategic_decision: 'Rozvíjet',
    }));
    const saved = await ok(s.token, 'POST', OUTLOOK, { outlook_data: forged });
    expect(saved.outlook_data.map((r: { average_score: number }) => r.average_score)).toEqual([2.33, 4, 2]);
    expect(saved.outlook_data[0]).toMatchObject({ contribution: 'Drží know-how', perspective: 'Částečně', strategic_decision: 'Rozvíjet' });
    expect(await messages(s.token, OUTLOOK)).toEqual([]);
  });

  it('personnel outlook: every member needs contribution, perspective and a decision; perspective is Ano, Ne or Částečně', async () => {
    const s = await evaluated();
    const rows = (await ok(s.token, 'GET', OUTLOOK)).outlook_data;
    const filled = rows.map((r: Record<string, unknown>) => ({
      ...r,
      contribution: 'Přínos',
      perspective: 'Ano',
      strategic_decision: 'Udržet',
    }));
    for (const gap of [{ contribution: '  ' }, { perspective: null }, { strategic_decision: '' }]) {
      await ok(s.token, 'POST', OUTLOOK, {
        outlook_data: filled.map((r: Record<string, unknown>, i: number) => (i === 1 ? { ...r, ...gap } : r)),
      });
      expect(await messages(s.token, OUTLOOK), JSON.stringify(gap)).toEqual(['Vyplňte všechna pole pro všechny členy týmu']);
    }
    // One message speaks for every row; `missing` names each field still empty, for the page to list.
    await ok(s.token, 'POST', OUTLOOK, {
      outlook_data: filled.map((r: Record<string, unknown>, i: number) =>
        i === 0 ? { ...r, strategic_decision: ' ' } : i === 2 ? { ...r, contribution: '', perspective: null } : r,
      ),
    });
    const refused = await call(s.token, 'POST', `${OUTLOOK}/complete`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { path: '/outlook_data/0/strategic_decision', message: 'Vyplňte všechna pole pro všechny členy týmu' },
    ]);
    expect([...refused.json().missing].sort()).toEqual([
      '/outlook_data/0/strategic_decision',
      '/outlook_data/2/contribution',
      '/outlook_data/2/perspective',
    ]);
    const res = await call(s.token, 'POST', OUTLOOK, { outlook_data: [{ ...filled[0], perspective: 'Možná' }] });
    expect(res.statusCode).toBe(422);
  });

  it('development topics: one per member and value rated 4 or worse, with the score; texts written for a pair survive a changed rating', async () => {
    const s = await evaluated('outlook');
    const topics = (await ok(s.token, 'GET', TOPICS)).topics;
    expect(topics.map((x: Record<string, unknown>) => [x.id, x.member_name, x.position, x.value_name, x.evaluation_score])).toEqual([
      [1, 'Jana Nováková', 'Analytik', 'Spolupráce', 4],
      [2, 'Petr Dvořák', 'Vývojář', 'Důvěra', 5],
      [3, 'Petr Dvořák', 'Vývojář', 'Odpovědnost', 4],
    ]);
    expect(await messages(s.token, TOPICS)).toEqual(['Vyplňte všechna pole pro všechna rozvojová témata']);
    const updated = await ok(s.token, 'PUT', `${TOPICS}/2`, { step_1: 'Rozhovor', step_2: 'Mentoring', step_3: 'Vyhodnocení' });
    expect(updated).toMatchObject({ id: 2, value_name: 'Důvěra', step_1: 'Rozhovor', step_3: 'Vyhodnocení' });
    // Petr's Důvěra improves from 5 to 4 and Jana's Spolupráce to 2: Petr keeps his texts, Jana's topic goes.
    await ok(s.token, 'POST', EVALUATION, {
      members: MEMBERS,
      evaluations: evaluations([
        [1, 2, 2],
        [4, 4, 3],
        [2, 2, 2],
      ]),
    });
    const after = (await ok(s.token, 'GET', TOPICS)).topics;
    expect(after.map((x: Record<string, unknown>) => [x.id, x.member_name, x.value_name, x.evaluation_score, x.step_1])).toEqual([
      [2, 'Petr Dvořák', 'Důvěra', 4, 'Rozhovor'],
      [3, 'Petr Dvořák', 'Odpovědnost', 4, ''],
    ]);
  });

  it("a renamed member keeps the outlook and the topic texts written for them: rows follow the member's id, not the name", async () => {
    const s = await evaluated('outlook');
    const outlook = (await ok(s.token, 'GET', OUTLOOK)).outlook_data.map((r: Record<string, unknown>) => ({
      ...r,
      contribution: `Přínos ${r.member_name}`,
    }));
    await ok(s.token, 'POST', OUTLOOK, { outlook_data: outlook });
    await ok(s.token, 'PUT', `${TOPICS}/2`, { step_1: 'Rozhovor', step_2: 'Mentoring', step_3: 'Vyhodnocení' });

    // Petr becomes 'Petr Dvořák ml.', and Jana takes the name Petr had: her rows stay hers.
    const renamed = [{ ...MEMBERS[0]!, member_name: 'Petr Dvořák' }, { ...MEMBERS[1]!, member_name: 'Petr Dvořák ml.' }, MEMBERS[2]!];
    await ok(s.token, 'POST', EVALUATION, { members: renamed, evaluations: evaluations() });
    const after = (await ok(s.token, 'GET', OUTLOOK)).outlook_data;
    expect(after.map((r: Record<string, unknown>) => [r.team_member_id, r.member_name, r.contribution])).toEqual([
      [1, 'Petr Dvořák', 'Přínos Jana Nováková'],
      [2, 'Petr Dvořák ml.', 'Přínos Petr Dvořák'],
      [3, 'Eva Černá', 'Přínos Eva Černá'],
    ]);
    const topics = (await ok(s.token, 'GET', TOPICS)).topics;
    expect(topics.map((x: Record<string, unknown>) => [x.id, x.team_member_id, x.member_name, x.value_name, x.step_1])).toEqual([
      [1, 1, 'Petr Dvořák', 'Spolupráce', ''],
      [2, 2, 'Petr Dvořák ml.', 'Důvěra', 'Rozhovor'],
      [3, 2, 'Petr Dvořák ml.', 'Odpovědnost', ''],
    ]);
  });

  it('development topics: PUT takes only the three texts of a topic that exists; ids are plain positive integers (else 422), an unknown one 404', async () => {
    const s = await evaluated('outlook');
    const refusedWith = async (url: string, body: unknown, status: number) => {
      const res = await call(s.token, 'PUT', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().detail).toBeTruthy();
    };
    await refusedWith(`${TOPICS}/1`, { step_1: 'x', evaluation_score: 1 }, 422);
    await refusedWith(`${TOPICS}/1`, { member_name: 'Někdo' }, 422);
    await refusedWith(`${TOPICS}/1`, { step_1: 5 }, 422);
    await refusedWith(`${TOPICS}/1`, { step_1: 'x'.repeat(1001) }, 422);
    await refusedWith(`${TOPICS}/1`, [], 422);
    await refusedWith(`${TOPICS}/99`, { step_1: 'x' }, 404);
    for (const id of ['0', '-1', '0x1', '+1', '1e0', '1.0', ' 1', '01', 'abc', '9'.repeat(30)])
      await refusedWith(`${TOPICS}/${encodeURIComponent(id)}`, { step_1: 'x' }, 422);
    const all = (await ok(s.token, 'GET', TOPICS)).topics;
    expect(all.every((x: { step_1: string }) => x.step_1 === '')).toBe(true);
  });

  it('development topics: two topics saved at the same moment both stay; all filled completes; none at all completes too', async () => {
    const s = await evaluated('outlook');
    const texts = (n: number) => ({ step_1: `Krok A${n}`, step_2: `Krok B${n}`, step_3: `Krok C${n}` });
    const answers = await Promise.all([1, 2, 3].map((id) => call(s.token, 'PUT', `${TOPICS}/${id}`, texts(id))));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const stored = (await ok(s.token, 'GET', TOPICS)).topics;
    expect(stored.map((x: { step_1: string }) => x.step_1)).toEqual(['Krok A1', 'Krok A2', 'Krok A3']);
    expect(await messages(s.token, TOPICS)).toEqual([]);
    const good = await evaluated('outlook');
    await ok(good.token, 'POST', EVALUATION, {
      members: MEMBERS,
      evaluations: evaluations([
        [1, 1, 1],
        [2, 3, 3],
        [1, 2, 3],
      ]),
    });
    expect((await ok(good.token, 'GET', TOPICS)).topics).toEqual([]);
    expect(await messages(good.token, TOPICS)).toEqual([]);
  });

  it("team outlook: per value average, minimum, maximum, variance and count as computed by hand, with each member's rating", async () => {
    const s = await evaluated('topics');
    const values = (await ok(s.token, 'GET', TEAM)).values;
    expect(
      values.map((v: Record<string, unknown>) => [v.name, v.average_score, v.min_score, v.max_score, v.score_variance, v.evaluation_count]),
    ).toEqual([
      ['Důvěra', 2.67, 1, 5, 2.89, 3],
      ['Odpovědnost', 2.67, 2, 4, 0.89, 3],
      ['Spolupráce', 3, 2, 4, 0.67, 3],
    ]);
    expect(values[0].member_evaluations).toEqual([
      { member_name: 'Jana Nováková', position: 'Analytik', rating: 1 },
      { member_name: 'Petr Dvořák', position: 'Vývojář', rating: 5 },
      { member_name: 'Eva Černá', position: 'Analytik', rating: 2 },
    ]);
    expect(await messages(s.token, TEAM)).toEqual([]);
  });

  it('the steps open in order, each after the one before is completed; the presentation completes as a reading step and then generates', async () => {
    const s = await evaluated();
    for (const url of [TOPICS, TEAM, '/api/people/presentation']) expect((await call(s.token, 'GET', url)).statusCode, url).toBe(403);
    expect((await call(s.token, 'POST', '/api/people/generate-presentation')).statusCode).toBe(403);
    await completeOutlook(s.token);
    await completeTopics(s.token);
    await ok(s.token, 'POST', `${TEAM}/complete`);
    await ok(s.token, 'POST', '/api/people/presentation/complete');
    const progress = await ok(s.token, 'GET', '/api/variants/progress');
    const people = progress.user_variants[0].modules.find((m: { module_name: string }) => m.module_name === 'people');
    expect(people.progress_percentage).toBe(100);
    const deck = await ok(s.token, 'POST', '/api/people/generate-presentation');
    expect(deck.download_url).toMatch(/^\/api\/people\/generate-presentation\//);
  });

  it('a reset after changed members reopens the later steps and keeps what the member wrote there', async () => {
    const s = await evaluated('topics');
    const reset = await ok(s.token, 'POST', '/api/people/reset-dependent-steps', { step_name: 'team_evaluation' });
    expect(reset.reset_steps).toEqual(expect.arrayContaining(['team_members_outlook', 'team_development']));
    const outlook = await call(s.token, 'GET', OUTLOOK);
    expect(outlook.headers['x-step-status']).toBe('in_progress');
    expect(outlook.json().outlook_data[0]).toMatchObject({ contribution: 'P', strategic_decision: 'R' });
  });
});
