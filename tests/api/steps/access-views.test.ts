import { describe, expect, it } from 'vitest';
import { memberSession } from '../../support/api.js';
import { callAs, twoInstances } from '../../support/two-instances.js';

const CONTEXT = '/api/new-team-onboarding/onboarding-context';
const CULTURE = '/api/new-team-onboarding/onboarding-culture';
const POSITION = '/api/new-team-onboarding/onboarding-position';
const filled = { field_1: 'Poslání', field_2: 'Historie', field_3: 'Lidé', field_4: 'Otázky' };

// Each server process keeps its users' access views (variant, modules, step statuses); a write in
// any process must reach the very next request in every other one. Two app instances on one
// database stand for two processes (on PostgreSQL each with its own connection pool).
describe('access views across app instances on one database', () => {
  const apps = twoInstances();

  it('refuses a member whose assignment was removed in the other instance on the next request', async () => {
    const s = await memberSession(apps.first.app);
    expect((await callAs(apps.second, 'POST', CONTEXT, s.token, { field_1: 'Začátek' })).statusCode).toBe(200);
    expect((await callAs(apps.second, 'GET', CONTEXT, s.token)).statusCode).toBe(200);

    const assignments = (await apps.admin.get('/variants/assignments')).json() as Array<{ id: number; user_id: number }>;
    const own = assignments.find((a) => a.user_id === s.user.id)!;
    expect((await apps.admin.delete(`/variants/assignments/${own.id}`)).statusCode).toBe(200);

    for (const t of [apps.second, apps.first]) {
      const refused = await callAs(t, 'GET', CONTEXT, s.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Nebyl přiřazen žádný variant');
      expect((await callAs(t, 'GET', '/api/variants/progress', s.token)).json()).toEqual({ user_variants: [] });
    }
  });

  it('refuses a member deactivated in the other instance on the next request', async () => {
    const s = await memberSession(apps.first.app);
    expect((await callAs(apps.second, 'GET', '/api/variants/progress', s.token)).statusCode).toBe(200);
    expect((await apps.admin.patch(`/users/${s.user.id}/status`, { is_active: false })).statusCode).toBe(200);
    const refused = await callAs(apps.second, 'POST', CONTEXT, s.token, { field_1: 'Po deaktivaci' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Účet je deaktivován. Kontaktujte administrátora.');
  });

  it('opens the next step completed in one instance, and locks it again after a reset there, in the other', async () => {
    const s = await memberSession(apps.first.app);
    expect((await callAs(apps.second, 'GET', CULTURE, s.token)).statusCode).toBe(403);
    expect((await callAs(apps.first, 'POST', CONTEXT, s.token, filled)).statusCode).toBe(200);
    expect((await callAs(apps.first, 'POST', `${CONTEXT}/complete`, s.token)).statusCode).toBe(200);
    expect((await callAs(apps.second, 'POST', CULTURE, s.token, filled)).statusCode).toBe(200);
    expect((await callAs(apps.second, 'POST', `${CULTURE}/complete`, s.token)).statusCode).toBe(200);
    expect((await callAs(apps.first, 'GET', POSITION, s.token)).statusCode).toBe(404);

    const reset = await callAs(apps.second, 'POST', '/api/new-team-onboarding/reset-dependent-steps', s.token, {
      step_name: 'onboarding_context',
    });
    expect(reset.json().reset_steps).toEqual(['onboarding_culture']);
    const locked = await callAs(apps.first, 'GET', POSITION, s.token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toBe('Krok je uzamčen. Nejprve dokončete předchozí krok.');
  });
});
