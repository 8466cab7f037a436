import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';
import { adminSession, type AdminClient } from '../../support/admin.js';

const CONTEXT = '/api/new-team-onboarding/onboarding-context';
const CULTURE = '/api/new-team-onboarding/onboarding-culture';
const POSITION = '/api/new-team-onboarding/onboarding-position';
const filled = { field_1: 'Poslání', field_2: 'Historie', field_3: 'Lidé', field_4: 'Otázky' };

// Each server process keeps its users' access views (variant, modules, step statuses); a write in
// any process must reach the very next request in every other one. Two app instances on one
// database stand for two processes (on PostgreSQL each with its own connection pool).
describe('access views across app instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    first = await createTestApp();
    second = await secondTestApp(first);
    admin = await adminSession(first.app);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const call = (t: TestApp, method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('refuses a member whose assignment was removed in the other instance on the next request', async () => {
    const s = await memberSession(first.app);
    expect((await call(second, 'POST', CONTEXT, s.token, { field_1: 'Začátek' })).statusCode).toBe(200);
    expect((await call(second, 'GET', CONTEXT, s.token)).statusCode).toBe(200);

    const assignments = (await admin.get('/variants/assignments')).json() as Array<{ id: number; user_id: number }>;
    const own = assignments.find((a) => a.user_id === s.user.id)!;
    expect((await admin.delete(`/variants/assignments/${own.id}`)).statusCode).toBe(200);

    for (const t of [second, first]) {
      const refused = await call(t, 'GET', CONTEXT, s.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Nebyl přiřazen žádný variant');
      expect((await call(t, 'GET', '/api/variants/progress', s.token)).json()).toEqual({ user_variants: [] });
    }
  });

  it('refuses a member deactivated in the other instance on the next request', async () => {
    const s = await memberSession(first.app);
    expect((await call(second, 'GET', '/api/variants/progress', s.token)).statusCode).toBe(200);
    expect((await admin.patch(`/users/${s.user.id}/status`, { is_active: false })).statusCode).toBe(200);
    const refused = await call(second, 'POST', CONTEXT, s.token, { field_1: 'Po deaktivaci' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Účet je deaktivován. Kontaktujte administrátora.');
  });

  it('opens the next step completed in one instance, and locks it again after a reset there, in the other', async () => {
    const s = await memberSession(first.app);
    expect((await call(second, 'GET', CULTURE, s.token)).statusCode).toBe(403);
    expect((await call(first, 'POST', CONTEXT, s.token, filled)).statusCode).toBe(200);
    expect((await call(first, 'POST', `${CONTEXT}/complete`, s.token)).statusCode).toBe(200);
    expect((await call(second, 'POST', CULTURE, s.token, filled)).statusCode).toBe(200);
    expect((await call(second, 'POST', `${CULTURE}/complete`, s.token)).statusCode).toBe(200);
    expect((await call(first, 'GET', POSITION, s.token)).statusCode).toBe(404);

    const reset = await call(second, 'POST', '/api/new-team-onboarding/reset-dependent-steps', s.token, { step_name: 'onboarding_context' });
    expect(reset.json().reset_steps).toEqual(['onboarding_culture']);
    const locked = await call(first, 'GET', POSITION, s.token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toBe('Krok je uzamčen. Nejprve dokončete předchozí krok.');
  });
});
