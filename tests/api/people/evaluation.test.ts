import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';

const BASE = '/api/people/team-evaluation';
const ROLES = ['Vedoucí týmu', 'Analytik', 'Vývojář'];
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
const TEMPORARY = 1_732_000_000_000;

type Member = { id?: number; member_name: string; position: string; status?: string };
type Rating = { team_member_id: number; value_name: string; rating: number | null };

describe('people: team evaluation (members, ratings and its parts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ORDER = [
    'team_goals',
    'team_vision',
    'team_roles_revision',
    'team_capacity',
    'team_values',
    'team_values_priorities',
    'team_values_examples',
  ];
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await call(token, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A member with the first half completed: three roles, three priority values. */
  const member = async () => {
    const s = await memberSession(t.app, {
      modules: ['people'],
      completedSteps: [['intro', 'welcome'], ...ORDER.map((step): [string, string] => ['people', step])],
    });
    await ok(s.token, 'POST', '/api/people/roles', {
      roles: ROLES.map((position, i) => ({ id: i + 1, position, responsibility: 'r', authority: 'a', excellent_behavior_example: 'e' })),
    });
    await ok(s.token, 'POST', '/api/people/team-values', {
      values: CATALOGUE.map((value_name) => ({ value_name, is_selected: true, is_custom: false, original_name: value_name })),
    });
    await ok(s.token, 'POST', '/api/people/value-priorities', {
      priorities: CATALOGUE.map((value_name) => ({ value_name, is_priority: PRIORITY.includes(value_name) })),
    });
    return s;
  };
  const messages = async (token: string) => {
    const res = await call(token, 'POST', `${BASE}/complete`);
    return res.statusCode === 200 ? [] : (res.json().errors as Array<{ message: string }>).map((e) => e.message);
  };
  const grid = (ids: number[], ratings: Array<Array<number | null>> = []): Rating[] =>
    ids.flatMap((id, m) =>
      PRIORITY.map((value_name, v) => ({ team_member_id: id, value_name, value_id: v + 1, rating: ratings[m]?.[v] ?? null })),
    );

  it('GET answers the priority values and an empty team before anything is saved; its parts list roles, values, members and ratings', async () => {
    const s = await member();
    const res = await call(s.token, 'GET', BASE);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.json()).toEqual({ values: PRIORITY, evaluations: [] });
    expect((await ok(s.token, 'GET', `${BASE}/roles`)).map((r: { position: string }) => r.position)).toEqual(ROLES);
    expect(await ok(s.token, 'GET', `${BASE}/values`)).toEqual(PRIORITY);
    expect(await ok(s.token, 'GET', `${BASE}/members`)).toEqual([]);
    expect(await ok(s.token, 'GET', `${BASE}/evaluations`)).toEqual([]);
  });

  it("a new member's temporary id (a timestamp) becomes a real one below 1e12, its ratings following it; every member gets a row per value", async () => {
    const s = await member();
    const saved = await ok(s.token, 'POST', BASE, {
      members: [
        { id: 1, member_name: 'Jana Nováková', position: 'Analytik', status: 'active' },
        { id: TEMPORARY, member_name: 'Petr Dvořák', position: 'Vývojář', status: 'active' },
      ],
      evaluations: [
        { team_member_id: 1, value_name: 'Důvěra', rating: 2 },
        { team_member_id: TEMPORARY, value_name: 'Odpovědnost', rating: 5 },
      ],
    });
    expect(saved.members.map((m: Member) => m.id)).toEqual([1, 2]);
    expect(saved.evaluations).toEqual(
      grid(
        [1, 2],
        [
          [2, null, null],
          [null, 5, null],
        ],
      ),
    );
    expect(await messages(s.token)).toEqual(['Ohodnoťte všechny členy týmu ve všech prioritních hodnotách']);
  });

  it('messages: no member, missing name or position, repeated names (case and spaces ignored), unrated pairs', async () => {
    const s = await member();
    await ok(s.token, 'POST', BASE, { members: [] });
    expect(await messages(s.token)).toEqual(['Přidejte alespoň jednoho člena týmu']);
    await ok(s.token, 'POST', BASE, {
      members: [
        { id: 1, member_name: ' ', position: 'Analytik' },
        { id: 2, member_name: 'Eva', position: '' },
      ],
    });
    expect(await messages(s.token)).toEqual(expect.arrayContaining(['Člen týmu 1: Jméno je povinné', 'Člen týmu 2: Pozice je povinná']));
    const same = await ok(s.token, 'POST', BASE, {
      members: [
        { id: 1, member_name: 'Eva Černá', position: 'Analytik' },
        { id: 2, member_name: ' eva černá ', position: 'Vývojář' },
      ],
    });
    const rated = same.evaluations.map((e: Rating) => ({ ...e, rating: 3 }));
    await ok(s.token, 'POST', BASE, { ...same, evaluations: rated });
    expect(await messages(s.token)).toEqual(['Názvy členů týmu musí být unikátní']);
  });

  it('every member rated on every value completes; deleting a member removes its ratings; a position the roles no longer have is refused', async () => {
    const s = await member();
    const first = await ok(s.token, 'POST', BASE, {
      members: [
        { id: 1, member_name: 'Jana', position: 'Analytik' },
        { id: 2, member_name: 'Petr', position: 'Vývojář' },
      ],
    });
    const all = await ok(s.token, 'POST', BASE, {
      ...first,
      evaluations: grid(
        [1, 2],
        [
          [1, 2, 3],
          [4, 5, 1],
        ],
      ),
    });
    expect(await messages(s.token)).toEqual([]);
    const fewer = await ok(s.token, 'POST', BASE, { ...all, members: all.members.slice(1) });
    expect(fewer.evaluations).toEqual(grid([2], [[4, 5, 1]]));
    // A position no role has: a member row that links no role (role_id) keeps it, and completion names it.
    await ok(s.token, 'POST', BASE, {
      ...fewer,
      members: [{ id: fewer.members[0].id, member_name: fewer.members[0].member_name, position: 'Kuchař' }],
    });
    expect(await messages(s.token)).toEqual(['Člen týmu 1: Pozice už v rolích týmu není, vyberte jinou']);
  });

  it('ratings are 1-5 or null; other values, unknown fields and oversized lists are refused and nothing is stored', async () => {
    const s = await member();
    const stored = await ok(s.token, 'POST', BASE, {
      members: [{ id: 1, member_name: 'Jana', position: 'Analytik' }],
      evaluations: grid([1], [[1, 5, null]]),
    });
    for (const rating of [0, 6, 2.5, '3', true]) {
      const res = await call(s.token, 'POST', BASE, { ...stored, evaluations: [{ team_member_id: 1, value_name: 'Důvěra', rating }] });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(res.json().detail).toMatch(/^Neplatná data kroku/);
    }
    expect(
      (await call(s.token, 'POST', BASE, { members: [{ id: 1, member_name: 'Jana', position: 'Analytik', salary: 1 }] })).statusCode,
    ).toBe(422);
    expect(
      (
        await call(s.token, 'POST', BASE, {
          members: Array.from({ length: 31 }, (_, i) => ({ id: i + 1, member_name: `M${i}`, position: 'Analytik' })),
        })
      ).statusCode,
    ).toBe(422);
    expect(await ok(s.token, 'GET', BASE)).toEqual(stored);
  });

  it('POST members {members} without ids: names already stored keep their ids and ratings, new names get the next id; the answer is {members}', async () => {
    const s = await member();
    const first = await ok(s.token, 'POST', BASE, {
      members: [
        { id: 1, member_name: 'Jana', position: 'Analytik' },
        { id: 2, member_name: 'Petr', position: 'Vývojář' },
      ],
    });
    await ok(s.token, 'POST', BASE, {
      ...first,
      evaluations: grid(
        [1, 2],
        [
          [1, 1, 1],
          [2, 2, 2],
        ],
      ),
    });
    const res = await call(s.token, 'POST', `${BASE}/members`, {
      members: [
        { member_name: 'Petr', position: 'Vývojář' },
        { member_name: 'Lucie', position: 'Vedoucí týmu' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Each position links its role by id (role_id), so a renamed role renames it.
    expect(res.json()).toEqual({
      members: [
        { id: 2, member_name: 'Petr', position: 'Vývojář', role_id: 3 },
        { id: 3, member_name: 'Lucie', position: 'Vedoucí týmu', role_id: 1 },
      ],
    });
    expect(await ok(s.token, 'GET', `${BASE}/evaluations`)).toEqual(grid([2, 3], [[2, 2, 2]]));
  });

  it('POST evaluations {evaluations}: real ids are rated; a temporary id names no member and is dropped; the answer is {evaluations}', async () => {
    const s = await member();
    await ok(s.token, 'POST', `${BASE}/members`, { members: [{ member_name: 'Jana', position: 'Analytik' }] });
    const res = await call(s.token, 'POST', `${BASE}/evaluations`, {
      evaluations: [
        { team_member_id: 1, value_name: 'důvěra ', rating: 3 },
        { team_member_id: TEMPORARY, value_name: 'Důvěra', rating: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ evaluations: grid([1], [[3, null, null]]) });
    for (const body of [{}, { evaluations: 'x' }, { evaluations: [], members: [] }, []]) {
      const bad = await call(s.token, 'POST', `${BASE}/evaluations`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
      expect(bad.json().detail).toBeTruthy();
    }
  });

  it('parts honour If-Match (409 with the newer data) and the gate: locked before value examples are completed, another member sees only their own', async () => {
    const s = await member();
    await ok(s.token, 'POST', `${BASE}/members`, { members: [{ member_name: 'Jana', position: 'Analytik' }] });
    const stale = await call(s.token, 'POST', `${BASE}/members`, { members: [] }, { 'if-match': '"0"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.members).toHaveLength(1);
    expect((await call(s.token, 'POST', `${BASE}/members`, { members: [] }, { 'if-match': '"2147483648"' })).statusCode).toBe(400);
    const other = await member();
    expect(await ok(other.token, 'GET', `${BASE}/members`)).toEqual([]);
    const early = await memberSession(t.app, { modules: ['people'], completedSteps: [['intro', 'welcome']] });
    for (const path of ['', '/roles', '/values', '/members', '/evaluations'])
      expect((await call(early.token, 'GET', `${BASE}${path}`)).statusCode, path).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/members` })).statusCode).toBe(401);
  });
});
