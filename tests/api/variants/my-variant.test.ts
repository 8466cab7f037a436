import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';

describe('variants and progress of the signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lists the modules of the variant with steps, statuses and route paths', async () => {
    const s = await memberSession(t.app, { modules: ['people', 'process'] });
    const res = await get('/api/variants/my-variant', s.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.variant_name).toBe('general');
    expect(body.modules.map((m: { module_name: string }) => m.module_name)).toEqual(['intro', 'people', 'new_team_onboarding', 'process']);
    const people = body.modules[1];
    expect(people).toMatchObject({ display_name: 'Lidé', is_enabled: true, locked_by_prerequisites: true, total_steps: 12 });
    expect(people.steps.map((x: { step_name: string }) => x.step_name)).toEqual([
      'team_goals',
      'team_vision',
      'team_roles_revision',
      'team_capacity',
      'team_values',
      'team_values_priorities',
      'team_values_examples',
      'team_evaluation',
      'team_members_outlook',
      'team_development',
      'team_outlook',
      'presentation',
    ]);
    expect(people.steps[0]).toMatchObject({ status: 'available', active: false, completed: false, route_path: '/people/team-goals' });
    expect(people.steps[1]).toMatchObject({ status: 'locked', active: false });
    expect(body.modules[3]).toMatchObject({ module_name: 'process', is_enabled: false });
  });

  it('hides admin-selectable modules the user was not granted', async () => {
    const s = await memberSession(t.app, { modules: [] });
    const names = (await get('/api/variants/my-variant', s.token)).json().modules.map((m: { module_name: string }) => m.module_name);
    expect(names).toEqual(['intro', 'new_team_onboarding']);
  });

  it('unlocks people once the intro is completed and reports progress per module', async () => {
    const s = await memberSession(t.app, {
      completedSteps: [
        ['intro', 'welcome'],
        ['new_team_onboarding', 'onboarding_context'],
      ],
    });
    const progress = (await get('/api/variants/progress', s.token)).json();
    const v = progress.user_variants[0];
    expect(v.variant_name).toBe('general');
    const byName = Object.fromEntries(v.modules.map((m: { module_name: string }) => [m.module_name, m]));
    expect(byName.intro).toMatchObject({ completed_steps: 1, total_steps: 1, progress_percentage: 100 });
    expect(byName.people).toMatchObject({ locked_by_prerequisites: false, completed_steps: 0 });
    expect(byName.new_team_onboarding).toMatchObject({ completed_steps: 1, total_steps: 5, progress_percentage: 20 });
    expect(byName.new_team_onboarding.steps[1]).toMatchObject({ status: 'available', active: false });
    expect(v.overall_progress_percentage).toBe(Math.round((2 / 18) * 100));

    const flat = (await get('/api/progress', s.token)).json();
    expect(flat).toMatchObject({ variant_name: 'general', completed_steps: 2, total_steps: 18 });
  });

  it('answers the steps of one module, and refuses another variant', async () => {
    const s = await memberSession(t.app);
    const ok = await get('/api/variants/modules/general/new_team_onboarding/steps', s.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().steps).toHaveLength(5);
    expect((await get('/api/variants/modules/automotive_manazer_dealerstvi/people/steps', s.token)).statusCode).toBe(403);
    expect((await get('/api/variants/modules/general/nothing/steps', s.token)).statusCode).toBe(404);
  });

  it('points to the first step to work on', async () => {
    const fresh = await memberSession(t.app);
    expect((await get('/api/variants/first-step-route', fresh.token)).json()).toEqual({ route: '/intro' });
    const further = await memberSession(t.app, {
      completedSteps: [
        ['intro', 'welcome'],
        ['people', 'team_goals'],
      ],
    });
    expect((await get('/api/variants/first-step-route', further.token)).json()).toEqual({ route: '/people/team-vision' });
  });

  it('tells a user without a variant so, with the spec text', async () => {
    const s = await memberSession(t.app, { variant: undefined });
    const res = await get('/api/variants/my-variant', s.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Nebyl přiřazen žádný variant');
    expect((await get('/api/variants/progress', s.token)).json()).toEqual({ user_variants: [] });
    expect((await get('/api/variants/first-step-route', s.token)).json()).toEqual({ route: '/home' });
  });

  it('ignores an expired assignment', async () => {
    const s = await memberSession(t.app);
    const { variantAssignments } = await import('../../../src/server/db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.app.db
      .update(variantAssignments)
      .set({ expiry_date: new Date(Date.now() - 1000) })
      .where(eq(variantAssignments.user_id, s.user.id));
    expect((await get('/api/variants/my-variant', s.token)).statusCode).toBe(404);
  });

  it('dates every completed step (completed_at), keeps the date when the step is completed again, and drops it on a reset', async () => {
    const s = await memberSession(t.app, { completedSteps: [['intro', 'welcome']] });
    const context = async () =>
      (await get('/api/variants/progress', s.token))
        .json()
        .user_variants[0].modules.find((m: { module_name: string }) => m.module_name === 'new_team_onboarding').steps as Array<{
        step_name: string;
        completed_at?: string;
      }>;
    expect((await context()).every((step) => step.completed_at === undefined)).toBe(true);

    const post = (url: string, payload?: unknown) =>
      t.app.inject({ method: 'POST', url, headers: bearer(s.token), ...(payload ? { payload } : {}) });
    const before = Date.now();
    expect(
      (
        await post('/api/new-team-onboarding/onboarding-context', {
          field_1: 'Poslání',
          field_2: 'Historie',
          field_3: 'Lidé',
          field_4: 'Otázky',
        })
      ).statusCode,
    ).toBe(200);
    expect((await post('/api/new-team-onboarding/onboarding-context/complete')).statusCode).toBe(200);
    const [first, second] = await context();
    expect(first!.step_name).toBe('onboarding_context');
    const at = Date.parse(first!.completed_at!);
    expect(first!.completed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(second!.completed_at).toBeUndefined();
    // The intro was completed when the account was made; my-variant answers the same dates.
    const intro = (await get('/api/variants/my-variant', s.token)).json().modules[0].steps[0];
    expect(intro.completed_at).toEqual(expect.any(String));

    await new Promise((r) => setTimeout(r, 20));
    expect((await post('/api/new-team-onboarding/onboarding-context/complete')).statusCode).toBe(200);
    expect((await context())[0]!.completed_at).toBe(first!.completed_at);

    expect(
      (await post('/api/new-team-onboarding/onboarding-culture', { field_1: 'a', field_2: 'b', field_3: 'c', field_4: 'd' })).statusCode,
    ).toBe(200);
    expect((await post('/api/new-team-onboarding/onboarding-culture/complete')).statusCode).toBe(200);
    expect((await context())[1]!.completed_at).toEqual(expect.any(String));
    const reset = await post('/api/new-team-onboarding/reset-dependent-steps', { step_name: 'onboarding_context' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().reset_steps).toContain('onboarding_culture');
    const after = await context();
    expect(after[0]!.completed_at).toBe(first!.completed_at);
    expect(after[1]!.completed_at).toBeUndefined();
  });

  it('requires a signed-in user on every variants route', async () => {
    for (const url of [
      '/api/variants/my-variant',
      '/api/variants/progress',
      '/api/variants/first-step-route',
      '/api/progress',
      '/api/variants/modules/general/people/steps',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });
});
