import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';

const ROLES = '/api/people/roles';
const CAPACITY = '/api/people/capacity';
const role = (position: string, extra: Record<string, unknown> = {}) => ({
  position,
  responsibility: `Odpovídá za ${position}`,
  authority: 'Rozhoduje o prioritách',
  excellent_behavior_example: 'Dotahuje věci do konce',
  ...extra,
});

describe('people: roles and capacity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const member = (extra: Array<[string, string]> = []) =>
    memberSession(t.app, {
      modules: ['people'],
      completedSteps: [['intro', 'welcome'], ['people', 'team_goals'], ['people', 'team_vision'], ...extra],
    });
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const messages = async (token: string, url: string, data: unknown) => {
    expect((await call(token, 'POST', url, data)).statusCode).toBe(200);
    const res = await call(token, 'POST', `${url}/complete`);
    return res.statusCode === 200 ? [] : (res.json().errors as Array<{ message: string }>).map((e) => e.message);
  };

  it('roles: every message of the spec in its order, role by role, then repeated positions', async () => {
    const s = await member();
    expect(await messages(s.token, ROLES, {})).toEqual(['Musí být vyplněna alespoň jedna role']);
    expect(await messages(s.token, ROLES, { roles: [] })).toEqual(['Musí být vyplněna alespoň jedna role']);
    expect(await messages(s.token, ROLES, { roles: [{ id: 1 }, { id: 2, ...role('Vedoucí'), authority: ' ' }] })).toEqual([
      'Role 1: Pozice je povinná',
      'Role 1: Odpovědnost je povinná',
      'Role 1: Pravomoci jsou povinné',
      'Role 1: Příklad výborného chování je povinný',
      'Role 2: Pravomoci jsou povinné',
    ]);
    expect(
      await messages(s.token, ROLES, {
        roles: [
          { id: 1, ...role('Vedoucí') },
          { id: 2, ...role(' vedoucí ') },
          { id: 3, ...role('Analytik') },
        ],
      }),
    ).toEqual(['Názvy pozic musí být unikátní. Duplicitní hodnota: vedoucí']);
    expect(
      await messages(s.token, ROLES, {
        roles: [
          { id: 1, ...role('Vedoucí') },
          { id: 2, ...role('Analytik') },
        ],
      }),
    ).toEqual([]);
  });

  it('roles: drafts keep their limits, the save answers the stored object, and the old path is not an API', async () => {
    const s = await member();
    const saved = await call(s.token, 'POST', ROLES, { roles: [{ id: 1, position: 'Vedoucí' }] });
    expect(saved.json()).toEqual({ roles: [{ id: 1, position: 'Vedoucí' }] });
    for (const bad of [
      { roles: [{ id: 1, position: 'x'.repeat(101) }] },
      { roles: Array.from({ length: 21 }, (_, i) => ({ id: i + 1 })) },
      { roles: [{ id: 1, rank: 1 }] },
      { roles: 'Vedoucí' },
    ]) {
      expect((await call(s.token, 'POST', ROLES, bad)).statusCode).toBe(422);
    }
    expect((await call(s.token, 'GET', ROLES)).json()).toEqual({ roles: [{ id: 1, position: 'Vedoucí' }] });
  });

  it('capacity: one row per position of the roles, whole numbers 0-100, each row named in the messages', async () => {
    const s = await member();
    await call(s.token, 'POST', ROLES, {
      roles: [
        { id: 1, ...role('Vedoucí') },
        { id: 2, ...role('Analytik') },
        { id: 3, ...role('') },
      ],
    });
    // The roles step is not completed yet: capacity stays locked.
    expect((await call(s.token, 'GET', CAPACITY)).statusCode).toBe(403);
    await call(s.token, 'POST', ROLES, {
      roles: [
        { id: 1, ...role('Vedoucí') },
        { id: 2, ...role('Analytik') },
      ],
    });
    expect((await call(s.token, 'POST', `${ROLES}/complete`)).statusCode).toBe(200);

    const rows = await call(s.token, 'GET', CAPACITY);
    expect(rows.statusCode).toBe(200);
    // Each row follows its role by id (role_id): a renamed role keeps its figures.
    expect(rows.json()).toEqual({
      capacities: [
        { id: 1, role_id: 1, position: 'Vedoucí' },
        { id: 2, role_id: 2, position: 'Analytik' },
      ],
    });
    expect(
      await messages(s.token, CAPACITY, {
        capacities: [
          { id: 1, position: 'Vedoucí', present_capacity: 50 },
          { id: 2, position: 'Analytik' },
        ],
      }),
    ).toEqual([
      'Řádek 1: Budoucí kapacita musí být celé číslo 0–100',
      'Řádek 2: Současná kapacita musí být celé číslo 0–100',
      'Řádek 2: Budoucí kapacita musí být celé číslo 0–100',
    ]);
    // A save that breaks a bound answers with the rule's own words (spec 5), not the generic 'Neplatná data kroku (…)'.
    for (const bad of [101, -1, 50.5, '50']) {
      const res = await call(s.token, 'POST', CAPACITY, { capacities: [{ id: 1, position: 'Vedoucí', present_capacity: bad }] });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().detail, String(bad)).toBe('Řádek 1: Současná kapacita musí být celé číslo 0–100');
    }
    const both = await call(s.token, 'POST', CAPACITY, {
      capacities: [
        { id: 1, position: 'Vedoucí', present_capacity: 50, future_capacity: 50 },
        { id: 2, position: 'Analytik', present_capacity: 50, future_capacity: 300 },
      ],
    });
    expect(both.json().detail).toBe('Řádek 2: Budoucí kapacita musí být celé číslo 0–100');
    expect(both.json().errors).toEqual([
      { path: '/capacities/1/future_capacity', message: 'Řádek 2: Budoucí kapacita musí být celé číslo 0–100' },
    ]);
    // An error no rule speaks for (an unknown field, an oversized text) keeps the generic text.
    expect((await call(s.token, 'POST', CAPACITY, { capacities: [{ id: 1, position: 'Vedoucí', note: 'x' }] })).json().detail).toBe(
      'Neplatná data kroku (/capacities/0).',
    );
    const long = await call(s.token, 'POST', CAPACITY, { capacities: [{ id: 1, position: 'x'.repeat(101) }] });
    expect(long.json().detail).toBe('Neplatná data kroku (/capacities/0/position).');
    const done = {
      capacities: [
        { id: 1, position: 'Vedoucí', present_capacity: 0, future_capacity: 100 },
        { id: 2, position: 'Analytik', present_capacity: 60, future_capacity: 80 },
      ],
    };
    expect(await messages(s.token, CAPACITY, done)).toEqual([]);

    // A renamed role and a new one: the browser asks for the reset (rules.resetDependents), capacity must be completed
    // again; the renamed role keeps its numbers (its row follows the role's id), the new one starts empty.
    await call(s.token, 'POST', ROLES, {
      roles: [
        { id: 1, ...role('Vedoucí') },
        { id: 2, ...role('Tester') },
        { id: 3, ...role('Kontrolor') },
      ],
    });
    const reset = await call(s.token, 'POST', '/api/people/reset-dependent-steps', { step_name: 'team_roles_revision' });
    expect(reset.json()).toEqual({ message: expect.any(String), reset_steps: ['team_capacity'] });
    const after = await call(s.token, 'GET', CAPACITY);
    expect(after.headers['x-step-status']).toBe('in_progress');
    expect(after.json()).toEqual({
      capacities: [
        { id: 1, role_id: 1, position: 'Vedoucí', present_capacity: 0, future_capacity: 100 },
        { id: 2, role_id: 2, position: 'Tester', present_capacity: 60, future_capacity: 80 },
        // Role 3 was the blank row removed before: its id is not handed to another role.
        { id: 3, role_id: 4, position: 'Kontrolor' },
      ],
    });
    expect(await messages(s.token, CAPACITY, after.json())).toEqual([
      'Řádek 3: Současná kapacita musí být celé číslo 0–100',
      'Řádek 3: Budoucí kapacita musí být celé číslo 0–100',
    ]);
  });

  it('capacity: without positions there is nothing to complete', async () => {
    const s = await member([['people', 'team_roles_revision']]);
    expect((await call(s.token, 'GET', CAPACITY)).json()).toEqual({ capacities: [] });
    expect(await messages(s.token, CAPACITY, { capacities: [] })).toEqual(['Musí být vyplněna alespoň jedna pozice']);
  });
});
