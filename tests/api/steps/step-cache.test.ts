import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../support/test-app.js';
import { memberSession } from '../../support/api.js';
import { callAs, twoInstances } from '../../support/two-instances.js';
import { stepData, users } from '../../../src/server/db/schema.js';

const CONTEXT = '/api/new-team-onboarding/onboarding-context';
const CULTURE = '/api/new-team-onboarding/onboarding-culture';
const filled = { field_1: 'Poslání', field_2: 'Historie', field_3: 'Lidé', field_4: 'Otázky' };

// Two instances stand for two server processes (on PostgreSQL each with its own pool; on PGlite,
// which one process owns, on the same handle, each with its own memory).
const apps = twoInstances();

// On PGlite each app instance keeps step rows in memory; every read below comes right after a
// read that could have filled that memory, so a stale row would be answered.
describe('step reads right after a change, with step rows kept in memory', () => {
  it('answers each save, in either instance, on the next read in both', async () => {
    const s = await memberSession(apps.first.app);
    expect((await callAs(apps.first, 'GET', CONTEXT, s.token)).statusCode).toBe(404);
    expect((await callAs(apps.second, 'GET', CONTEXT, s.token)).statusCode).toBe(404);
    for (const [i, writer] of [apps.first, apps.second, apps.first, apps.second].entries()) {
      const saved = await callAs(writer, 'POST', CONTEXT, s.token, { field_1: `Verze ${i + 1}` }, { 'if-match': `"${i}"` });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const reader of [apps.first, apps.second]) {
        const read = await callAs(reader, 'GET', CONTEXT, s.token);
        expect(read.json()).toEqual({ field_1: `Verze ${i + 1}` });
        expect(read.headers.etag).toBe(`"${i + 1}"`);
      }
    }
    const stale = await callAs(apps.second, 'POST', CONTEXT, s.token, { field_1: 'Stará karta' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { field_1: 'Verze 4' }, version: 4 });
  });

  it('answers a completion and a reset made in the other instance on the next read', async () => {
    const s = await memberSession(apps.first.app);
    await callAs(apps.first, 'POST', CONTEXT, s.token, filled);
    expect((await callAs(apps.second, 'GET', CONTEXT, s.token)).headers['x-step-status']).toBe('in_progress');
    expect((await callAs(apps.first, 'POST', `${CONTEXT}/complete`, s.token)).statusCode).toBe(200);
    expect((await callAs(apps.second, 'GET', CONTEXT, s.token)).headers['x-step-status']).toBe('completed');
    await callAs(apps.second, 'POST', CULTURE, s.token, filled);
    await callAs(apps.second, 'POST', `${CULTURE}/complete`, s.token);
    expect((await callAs(apps.first, 'GET', CULTURE, s.token)).headers['x-step-status']).toBe('completed');
    const reset = await callAs(apps.second, 'POST', '/api/new-team-onboarding/reset-dependent-steps', s.token, {
      step_name: 'onboarding_context',
    });
    expect(reset.json().reset_steps).toEqual(['onboarding_culture']);
    const reopened = await callAs(apps.first, 'GET', CULTURE, s.token);
    expect(reopened.headers['x-step-status']).toBe('in_progress');
    expect(reopened.json()).toEqual(filled);
  });

  it('answers a write to step_data by any statement, not only the step routes, on the next read', async () => {
    const s = await memberSession(apps.first.app);
    await callAs(apps.first, 'POST', CONTEXT, s.token, { field_1: 'Z aplikace' });
    expect((await callAs(apps.first, 'GET', CONTEXT, s.token)).json()).toEqual({ field_1: 'Z aplikace' });
    const row = and(
      eq(stepData.user_id, s.user.id),
      eq(stepData.module_name, 'new_team_onboarding'),
      eq(stepData.step_name, 'onboarding_context'),
    );
    await apps.first.app.db
      .update(stepData)
      .set({ data: { field_1: 'Údržba' }, version: sql`${stepData.version} + 1` })
      .where(row);
    const changed = await callAs(apps.first, 'GET', CONTEXT, s.token);
    expect(changed.json()).toEqual({ field_1: 'Údržba' });
    expect(changed.headers.etag).toBe('"2"');
    await apps.first.app.db.delete(stepData).where(row);
    expect((await callAs(apps.first, 'GET', CONTEXT, s.token)).statusCode).toBe(404);
    expect((await callAs(apps.second, 'GET', CONTEXT, s.token)).statusCode).toBe(404);
  });

  it('refuses a read of a step kept in memory right after the assignment was removed, or the member deactivated, in the other instance', async () => {
    const s = await memberSession(apps.first.app);
    await callAs(apps.first, 'POST', CONTEXT, s.token, { field_1: 'Před odebráním' });
    for (const t of [apps.first, apps.second]) expect((await callAs(t, 'GET', CONTEXT, s.token)).statusCode).toBe(200);
    const assignments = (await apps.admin.get('/variants/assignments')).json() as Array<{ id: number; user_id: number }>;
    expect((await apps.admin.delete(`/variants/assignments/${assignments.find((a) => a.user_id === s.user.id)!.id}`)).statusCode).toBe(200);
    for (const t of [apps.second, apps.first]) {
      const refused = await callAs(t, 'GET', CONTEXT, s.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Nebyl přiřazen žádný variant');
    }

    const d = await memberSession(apps.first.app);
    await callAs(apps.first, 'POST', CONTEXT, d.token, { field_1: 'Před deaktivací' });
    for (const t of [apps.first, apps.second]) expect((await callAs(t, 'GET', CONTEXT, d.token)).statusCode).toBe(200);
    expect((await apps.admin.patch(`/users/${d.user.id}/status`, { is_active: false })).statusCode).toBe(200);
    for (const t of [apps.second, apps.first]) {
      const refused = await callAs(t, 'GET', CONTEXT, d.token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe('Účet je deaktivován. Kontaktujte administrátora.');
    }
  });
});

// On PostgreSQL a save by an account the process has seen is one statement that checks the
// account still holds (step_save_many, migration 0016): each save below comes right after
// saves that made both instances remember the account, and the access view they computed.
describe('step saves right after a change of the account, by an account each instance remembers', () => {
  const save = (t: TestApp, url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
    callAs(t, 'POST', url, token, payload, headers);
  const stored = async (userId: number, step: string) =>
    (
      await apps.first.app.db
        .select()
        .from(stepData)
        .where(and(eq(stepData.user_id, userId), eq(stepData.step_name, step)))
    )[0]?.data;
  const remembered = async (token: string) => {
    for (const [i, t] of [apps.first, apps.second, apps.first, apps.second].entries())
      expect((await save(t, CONTEXT, token, { field_1: `Uloženo ${i}` })).statusCode).toBe(200);
  };

  it('refuses the next save after a deactivation, by the admin or by any statement, and stores nothing', async () => {
    const s = await memberSession(apps.first.app);
    await remembered(s.token);
    expect((await apps.admin.patch(`/users/${s.user.id}/status`, { is_active: false })).statusCode).toBe(200);
    for (const t of [apps.second, apps.first]) {
      const refused = await save(t, CONTEXT, s.token, { field_1: 'Po deaktivaci' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe('Účet je deaktivován. Kontaktujte administrátora.');
      const invalid = await save(t, CONTEXT, s.token, { field_1: 42 });
      expect(invalid.statusCode, 'a refused account learns nothing of its body').toBe(401);
    }
    expect(await stored(s.user.id, 'onboarding_context')).toEqual({ field_1: 'Uloženo 3' });

    const d = await memberSession(apps.first.app);
    await remembered(d.token);
    await apps.first.app.db.update(users).set({ is_active: false }).where(eq(users.id, d.user.id));
    for (const t of [apps.second, apps.first]) expect((await save(t, CONTEXT, d.token, { field_1: 'Po deaktivaci' })).statusCode).toBe(401);
    expect(await stored(d.user.id, 'onboarding_context')).toEqual({ field_1: 'Uloženo 3' });
  });

  it('refuses the next save after the assignment was removed, and stores nothing', async () => {
    const s = await memberSession(apps.first.app);
    await remembered(s.token);
    const assignments = (await apps.admin.get('/variants/assignments')).json() as Array<{ id: number; user_id: number }>;
    expect((await apps.admin.delete(`/variants/assignments/${assignments.find((a) => a.user_id === s.user.id)!.id}`)).statusCode).toBe(200);
    for (const t of [apps.second, apps.first]) {
      const refused = await save(t, CONTEXT, s.token, { field_1: 'Po odebrání' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe('Nebyl přiřazen žádný variant');
    }
    expect(await stored(s.user.id, 'onboarding_context')).toEqual({ field_1: 'Uloženo 3' });
  });

  it('saves a step unlocked in the other instance, though the remembered view still had it locked', async () => {
    const s = await memberSession(apps.first.app);
    await remembered(s.token);
    const locked = await save(apps.second, CULTURE, s.token, { field_1: 'Zamčeno' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toBe('Krok je uzamčen. Nejprve dokončete předchozí krok.');
    expect((await save(apps.first, CONTEXT, s.token, filled)).statusCode).toBe(200);
    expect((await callAs(apps.first, 'POST', `${CONTEXT}/complete`, s.token)).statusCode).toBe(200);
    const unlocked = await save(apps.second, CULTURE, s.token, { field_1: 'Odemčeno' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.headers.etag).toBe('"1"');
    expect(await stored(s.user.id, 'onboarding_culture')).toEqual({ field_1: 'Odemčeno' });
  });

  it('answers a stale If-Match with 409 and the current data, a first save and an invalid body as ever', async () => {
    const s = await memberSession(apps.first.app);
    await remembered(s.token);
    const stale = await save(apps.second, CONTEXT, s.token, { field_1: 'Stará karta' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { field_1: 'Uloženo 3' }, version: 4 });
    const fresh = await save(apps.second, CONTEXT, s.token, { field_1: 'Aktuální' }, { 'if-match': '"4"' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).toBe('"5"');
    const invalid = await save(apps.first, CONTEXT, s.token, { field_1: 42 });
    expect(invalid.statusCode).toBe(422);
    const badHeader = await save(apps.first, CONTEXT, s.token, { field_1: 'x' }, { 'if-match': '"2147483648"' });
    expect(badHeader.statusCode).toBe(400);
    expect(await stored(s.user.id, 'onboarding_context')).toEqual({ field_1: 'Aktuální' });
  });
});
