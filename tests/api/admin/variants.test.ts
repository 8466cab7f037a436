import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, variantAssignments, variants } from '../../../src/server/db/schema.js';
import { createTestApp, ADMIN_EMAIL, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';
import { adminSession, type AdminClient } from '../../support/admin.js';

const DAY = 86_400_000;

describe('admin API: variants and assignments', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
  });
  afterAll(() => t.close());

  const stepCount = (name: string) => t.app.catalog.variant(name)!.modules.reduce((n, m) => n + m.steps.length, 0);
  const myVariant = (token: string) => t.app.inject({ method: 'GET', url: '/api/variants/my-variant', headers: bearer(token) });

  describe('variant catalogue', () => {
    it('lists the stored variants with counts and whether their content bundle exists', async () => {
      const res = await admin.get('/variants/detailed');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          variant_name: 'automotive_manazer_dealerstvi',
          display_name: t.app.catalog.variant('automotive_manazer_dealerstvi')!.display_name,
          description: expect.any(String),
          version: expect.any(String),
          module_count: t.app.catalog.variant('automotive_manazer_dealerstvi')!.modules.length,
          step_count: stepCount('automotive_manazer_dealerstvi'),
          has_frontend_content: true,
        },
        {
          variant_name: 'general',
          display_name: 'Obecná varianta',
          description: 'Strategie týmu pro manažery z jakéhokoli oboru.',
          version: '1.0',
          module_count: 5,
          step_count: stepCount('general'),
          has_frontend_content: true,
        },
      ]);
    });

    it('answers the details of one variant: modules with their steps', async () => {
      const res = await admin.get('/variants/general/details');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        variant_name: 'general',
        module_count: 5,
        total_modules: 5,
        step_count: stepCount('general'),
        total_steps: stepCount('general'),
        has_frontend_content: true,
      });
      expect(body.modules.map((m: { module_name: string }) => m.module_name)).toEqual([
        'intro',
        'people',
        'new_team_onboarding',
        'process',
        'sales',
      ]);
      expect(body.modules[1]).toMatchObject({
        module_name: 'people',
        display_name: 'Lidé',
        icon: 'users',
        is_enabled: true,
        admin_selectable: true,
      });
      expect(body.modules[1].steps[0]).toEqual({
        step_name: 'team_goals',
        display_name: 'Týmové cíle',
        route_path: '/people/team-goals',
        endpoint: 'team-goals',
      });
      expect(body.modules[1].steps[3]).toMatchObject({ step_name: 'team_capacity', endpoint: 'capacity' });
      expect(body.modules[3]).toMatchObject({ module_name: 'process', is_enabled: false });
      expect(body.modules[4]).toMatchObject({ module_name: 'sales', display_name: 'Prodej', is_enabled: false, admin_selectable: true });

      const missing = await admin.get('/variants/neexistuje/details');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('Varianta nenalezena');
    });

    it('reports consistency between stored variants and content bundles', async () => {
      const full = (await admin.get('/variants/consistency')).json();
      expect(full).toEqual({
        backend_variants: ['automotive_manazer_dealerstvi', 'general'],
        frontend_variants: ['automotive_manazer_dealerstvi', 'general'],
        common_variants: ['automotive_manazer_dealerstvi', 'general'],
        only_in_backend: [],
        only_in_frontend: [],
        consistency_score: 100,
      });

      const fresh = await createTestApp();
      try {
        const definition = { ...fresh.app.catalog.variant('general')!, variant_name: 'bez_obsahu' };
        await fresh.app.db.insert(variants).values({ variant_name: 'bez_obsahu', display_name: 'Bez obsahu', version: '1.0', definition });
        const a = await adminSession(fresh.app);
        const report = (await a.get('/variants/consistency')).json();
        expect(report).toMatchObject({
          backend_variants: ['automotive_manazer_dealerstvi', 'bez_obsahu', 'general'],
          only_in_backend: ['bez_obsahu'],
          only_in_frontend: [],
          consistency_score: 67,
        });
        const listed = (await a.get('/variants/detailed')).json();
        expect(listed.find((v: { variant_name: string }) => v.variant_name === 'bez_obsahu').has_frontend_content).toBe(false);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('assignments', () => {
    it('assigns by e-mail for 365 days and replaces the assignment in force', async () => {
      const member = await memberSession(t.app);
      const res = await admin.post('/variants/assign', {
        user_email: member.email.toUpperCase(),
        variant_name: 'automotive_manazer_dealerstvi',
      });
      expect(res.statusCode).toBe(201);
      const { message, data } = res.json();
      expect(message).toBe('Varianta byla přiřazena');
      expect(data).toMatchObject({
        user_id: member.user.id,
        user_email: member.email,
        variant: 'automotive_manazer_dealerstvi',
        status: 'active',
      });
      expect(Math.abs(Date.parse(data.expiry_date) - Date.parse(data.assigned_date) - 365 * DAY)).toBeLessThan(60_000);
      expect((await myVariant(member.token)).json().variant_name).toBe('automotive_manazer_dealerstvi');

      const list = (await admin.get('/variants/assignments')).json();
      const mine = list.filter((a: { user_id: number }) => a.user_id === member.user.id);
      expect(mine.map((a: { variant: string; status: string }) => [a.variant, a.status])).toEqual([
        ['automotive_manazer_dealerstvi', 'active'],
        ['general', 'replaced'],
      ]);
      expect(mine[0]).toEqual(data);
    });

    it('assigns by user id with a chosen validity', async () => {
      const member = await memberSession(t.app);
      const res = await admin.post('/variants/assign', { user_id: member.user.id, variant_name: 'general', expiry_days: 30 });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(Math.abs(Date.parse(data.expiry_date) - Date.parse(data.assigned_date) - 30 * DAY)).toBeLessThan(60_000);
    });

    it('shows an active assignment past its expiry as expired', async () => {
      const member = await memberSession(t.app);
      await t.app.db
        .update(variantAssignments)
        .set({ expiry_date: new Date(Date.now() - 1000) })
        .where(eq(variantAssignments.user_id, member.user.id));
      const mine = (await admin.get('/variants/assignments')).json().filter((a: { user_id: number }) => a.user_id === member.user.id);
      expect(mine).toMatchObject([{ variant: 'general', status: 'expired' }]);
      // A new assignment leaves the expired one as it is.
      await admin.post('/variants/assign', { user_id: member.user.id, variant_name: 'general' });
      const after = (await admin.get('/variants/assignments')).json().filter((a: { user_id: number }) => a.user_id === member.user.id);
      expect(after.map((a: { status: string }) => a.status)).toEqual(['active', 'expired']);
    });

    it('answers an unknown user, an unknown variant and an administrator', async () => {
      const member = await memberSession(t.app);
      for (const who of [{ user_email: 'nikdo@test.cz' }, { user_id: 999_999 }]) {
        const res = await admin.post('/variants/assign', { ...who, variant_name: 'general' });
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe('Uživatel s tímto emailem neexistuje');
      }
      const variant = await admin.post('/variants/assign', { user_id: member.user.id, variant_name: 'neexistuje' });
      expect(variant.statusCode).toBe(404);
      expect(variant.json().detail).toBe('Varianta nenalezena');
      const toAdmin = await admin.post('/variants/assign', { user_email: ADMIN_EMAIL, variant_name: 'general' });
      expect(toAdmin.statusCode).toBe(403);
      expect(toAdmin.json().detail).toBe('Admin nemůže být upravován');
    });

    it('refuses bad bodies with 422', async () => {
      const member = await memberSession(t.app);
      const noOne = await admin.post('/variants/assign', { variant_name: 'general' });
      expect(noOne.statusCode).toBe(422);
      expect(noOne.json().detail).toBe('Zadejte ID nebo email uživatele.');
      for (const body of [
        { user_id: String(member.user.id), variant_name: 'general' },
        { user_id: member.user.id, variant_name: 'general', expiry_days: 0 },
        { user_id: member.user.id, variant_name: 'general', expiry_days: 3651 },
        { user_id: member.user.id, variant_name: 'general', expiry_days: '30' },
        { user_id: member.user.id, variant_name: 'general', expiry_days: 1.5 },
        { user_id: member.user.id },
        { user_id: member.user.id, variant_name: 'general', status: 'active' },
      ]) {
        expect((await admin.post('/variants/assign', body)).statusCode, JSON.stringify(body)).toBe(422);
      }
    });

    it('removes an assignment: the member then has no variant', async () => {
      const member = await memberSession(t.app);
      const [row] = await t.app.db.select().from(variantAssignments).where(eq(variantAssignments.user_id, member.user.id));
      const res = await admin.delete(`/variants/assignments/${row!.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Přiřazení varianty bylo odebráno' });
      expect((await myVariant(member.token)).statusCode).toBe(404);
      expect(await t.app.db.select().from(users).where(eq(users.id, member.user.id))).toHaveLength(1);

      const again = await admin.delete(`/variants/assignments/${row!.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().detail).toBe('Přiřazení varianty nenalezeno');
    });
  });
});
