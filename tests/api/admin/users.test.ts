import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { onboardingCodes, profiles, refreshTokens, stepData, users, variantAssignments } from '../../../src/server/db/schema.js';
import { createAccount } from '../../../src/server/services/accounts.js';
import { createTestApp, ADMIN_EMAIL, type TestApp } from '../../support/test-app.js';
import { bearer, login, memberSession } from '../../support/api.js';
import { MEMBER_PASSWORD } from '../../support/fixtures.js';
import { adminSession, someCompany, uniqueEmail, userPayload, type AdminClient } from '../../support/admin.js';

const DAY = 86_400_000;

describe('admin API: users', () => {
  let t: TestApp;
  let admin: AdminClient;
  let companyId: number;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    companyId = (await someCompany(t.app, 'Strategie a.s.')).id;
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
    adminId = row!.id;
  });
  afterAll(() => t.close());

  const form = (payload: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload).toString(),
  });
  const firstLogin = (email: string, code: string, password = 'Prvni-Heslo1') =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/first-login', ...form({ email, code, password }) });
  const assignmentsOf = (userId: number) => t.app.db.select().from(variantAssignments).where(eq(variantAssignments.user_id, userId));

  describe('POST /users', () => {
    it('creates a user with profile, code and a 365-day variant assignment, who can then sign in for the first time', async () => {
      const body = userPayload(companyId, { email: 'Nova.Clenka@Test.cz', osloveni: 'Jano', modules: ['people', 'process'] });
      const res = await admin.post('/users', body);
      expect(res.statusCode).toBe(201);
      const { message, data } = res.json();
      expect(message).toBe('Uživatel byl vytvořen');
      expect(data).toMatchObject({
        email: 'nova.clenka@test.cz',
        role: 'user',
        is_active: true,
        first_login_completed: false,
        osloveni: 'Jano',
        company_id: companyId,
        company: { id: companyId, name: 'Strategie a.s.' },
        profile: {
          name: 'Jana Nová',
          job_title: 'Ředitelka',
          department: 'Obchod',
          seniority: 'senior',
          managerial_experience: '3-5',
          notes: null,
        },
        variant_name: 'general',
        granted_modules: ['people', 'process'],
        onboarding_code: '123456',
        last_activity: null,
      });
      expect(data.modules.map((m: { module_name: string }) => m.module_name)).toEqual([
        'intro',
        'people',
        'new_team_onboarding',
        'process',
      ]);
      expect(data).not.toHaveProperty('password_hash');
      expect(res.json()).not.toHaveProperty('mail_sent');

      const [assignment] = await assignmentsOf(data.id);
      expect(assignment).toMatchObject({ variant_name: 'general', status: 'active' });
      expect(Math.abs(assignment!.expiry_date.getTime() - assignment!.assigned_date.getTime() - 365 * DAY)).toBeLessThan(60_000);
      const [code] = await t.app.db.select().from(onboardingCodes).where(eq(onboardingCodes.user_id, data.id));
      expect(Math.abs(code!.expires_at.getTime() - Date.now() - 14 * DAY)).toBeLessThan(60_000);

      const first = await firstLogin('nova.clenka@test.cz', '123456');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ requires_onboarding_redirect: true, user: { email: 'nova.clenka@test.cz' } });
    });

    it('asks for a generated code first with the spec message', async () => {
      const { onboarding_code: _code, ...body } = userPayload(companyId);
      const res = await admin.post('/users', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Nejprve vygenerujte kód pro nového uživatele');
    });

    it('refuses a duplicate e-mail with 409, whatever its case', async () => {
      const body = userPayload(companyId);
      expect((await admin.post('/users', body)).statusCode).toBe(201);
      for (const email of [body.email, body.email.toUpperCase()]) {
        const res = await admin.post('/users', { ...body, email });
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe('Uživatel s tímto emailem již existuje');
      }
      expect((await admin.post('/users', { ...body, email: ADMIN_EMAIL })).statusCode).toBe(409);
    });

    it('lets only one of two simultaneous creations of one e-mail through', async () => {
      const body = userPayload(companyId);
      const answers = await Promise.all([admin.post('/users', body), admin.post('/users', body)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().detail).toBe('Uživatel s tímto emailem již existuje');
      expect(await t.app.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    });

    it('creates role user or author only', async () => {
      for (const roles of [['admin'], ['user', 'admin'], [], ['editor']]) {
        const res = await admin.post('/users', userPayload(companyId, { roles }));
        expect(res.statusCode, JSON.stringify(roles)).toBe(422);
        expect(res.json().detail).toBe('Uživatel může mít jen roli „user“ (člen) nebo „author“ (autor obsahu).');
      }
      const res = await admin.post('/users', userPayload(companyId, { roles: undefined }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.role).toBe('user');
    });

    it('refuses bad bodies with 422: wrong types, unknown properties, bad values', async () => {
      const bad: Array<Record<string, unknown>> = [
        { company_id: String(companyId) },
        { company_id: 1.5 },
        { onboarding_code: '12345' },
        { onboarding_code: '12a456' },
        { onboarding_code: 123456 },
        { email: 'neni-email' },
        { email: '' },
        { send_welcome_email: 'true' },
        { modules: ['People'] },
        { modules: 'people' },
        { osloveni: 5 },
        { role: 'admin' },
        { is_admin: true },
        { profile: { name: 'Jana', seniority: 'boss' } },
        { profile: { name: 'Jana', managerial_experience: '20+' } },
        { profile: { name: 'Jana', password: 'x' } },
        { profile: { job_title: 'Bez jména' } },
        { profile: null },
        { variant_name: '' },
      ];
      for (const override of bad) {
        const res = await admin.post('/users', userPayload(companyId, override));
        expect(res.statusCode, JSON.stringify(override)).toBe(422);
        expect(res.json().detail).toMatch(/^Neplatná data: /);
      }
      for (const name of ['   ', '\u200b', '\u0007\u001f', '\u200f\ufeff']) {
        const blank = await admin.post('/users', userPayload(companyId, { profile: { name } }));
        expect(blank.statusCode, JSON.stringify(name)).toBe(422);
        expect(blank.json().detail).toBe('Vyplňte jméno uživatele.');
      }
    });

    it('stores names and texts without the invisible characters at their ends', async () => {
      const res = await admin.post(
        '/users',
        userPayload(companyId, { osloveni: '\u200b', profile: { name: '\u200b Jana Nová\u200e\u0007', job_title: '\ufeff' } }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ osloveni: null, profile: { name: 'Jana Nová', job_title: null } });
    });

    it('grants only the modules the variant file marks admin_selectable', async () => {
      for (const module of ['intro', 'new_team_onboarding', 'nonexistent']) {
        const res = await admin.post('/users', userPayload(companyId, { modules: ['people', module] }));
        expect(res.statusCode, module).toBe(422);
        expect(res.json().detail).toBe(`Modul ${module} nelze v této variantě přidělit`);
      }
      const sales = await admin.post('/users', userPayload(companyId, { modules: ['people', 'process', 'sales'] }));
      expect(sales.statusCode).toBe(201);
      expect(sales.json().data.granted_modules).toEqual(['people', 'process', 'sales']);
    });

    it('refuses an unknown company or variant with 422', async () => {
      const company = await admin.post('/users', userPayload(999_999));
      expect(company.statusCode).toBe(422);
      expect(company.json().detail).toBe('Společnost nenalezena');
      const variant = await admin.post('/users', userPayload(companyId, { variant_name: 'neexistuje' }));
      expect(variant.statusCode).toBe(422);
      expect(variant.json().detail).toBe('Varianta nenalezena');
    });

    it('stores empty choices and texts as none', async () => {
      const res = await admin.post(
        '/users',
        userPayload(companyId, {
          osloveni: '  ',
          modules: [],
          profile: { name: ' Petr ', job_title: '', seniority: '', managerial_experience: null },
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        osloveni: null,
        granted_modules: [],
        profile: { name: 'Petr', job_title: null, department: null, seniority: null, managerial_experience: null, notes: null },
      });
    });
  });

  describe('GET /users', () => {
    it('lists every user by id with the admin fields', async () => {
      const created = (await admin.post('/users', userPayload(companyId))).json().data;
      const res = await admin.get('/users');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      const ids = list.map((u: { id: number }) => u.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(list[0]).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', variant_name: null, modules: [], granted_modules: [] });
      const { progress, ...listed } = list.find((u: { id: number }) => u.id === created.id);
      const { onboarding_code: _code, ...withoutCode } = created;
      // The list reads every user at once; each field but the progress is what the user's own answer says.
      expect(listed).toEqual(withoutCode);
      expect(progress).toMatchObject({ percentage: 0, current: { module_name: 'intro', step_name: 'welcome' } });
      for (const u of list) expect(u).not.toHaveProperty('password_hash');
    });
  });

  describe('PUT /users/:id', () => {
    it('updates osloveni, company, modules and profile, and keeps the assignment when the variant is unchanged', async () => {
      const created = (await admin.post('/users', userPayload(companyId))).json().data;
      const other = await someCompany(t.app, 'Jiná firma');
      const [before] = await assignmentsOf(created.id);
      const res = await admin.put(
        `/users/${created.id}`,
        userPayload(other.id, {
          email: created.email,
          onboarding_code: undefined,
          osloveni: 'Jano Nová',
          modules: ['people', 'sales'],
          profile: { name: 'Jana Nová-Stará', seniority: 'director' },
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Uživatel byl aktualizován');
      expect(res.json().data).toMatchObject({
        id: created.id,
        osloveni: 'Jano Nová',
        company: { name: 'Jiná firma' },
        granted_modules: ['people', 'sales'],
        profile: { name: 'Jana Nová-Stará', seniority: 'director', job_title: null },
      });
      expect(await assignmentsOf(created.id)).toEqual([before]);
    });

    it('replaces the active assignment when the variant changes', async () => {
      const created = (await admin.post('/users', userPayload(companyId))).json().data;
      const res = await admin.put(
        `/users/${created.id}`,
        userPayload(companyId, { email: created.email, variant_name: 'automotive_manazer_dealerstvi' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.variant_name).toBe('automotive_manazer_dealerstvi');
      const rows = await assignmentsOf(created.id);
      expect(rows.map((r) => [r.variant_name, r.status]).sort()).toEqual([
        ['automotive_manazer_dealerstvi', 'active'],
        ['general', 'replaced'],
      ]);
    });

    it('issues a fresh code when one is given: the new one works, the old one not', async () => {
      const created = (await admin.post('/users', userPayload(companyId, { onboarding_code: '111111' }))).json().data;
      const res = await admin.put(`/users/${created.id}`, userPayload(companyId, { email: created.email, onboarding_code: '222222' }));
      expect(res.statusCode).toBe(200);
      expect((await firstLogin(created.email, '111111')).statusCode).toBe(401);
      expect((await firstLogin(created.email, '222222')).statusCode).toBe(200);
    });

    it('refuses to change the e-mail', async () => {
      const created = (await admin.post('/users', userPayload(companyId))).json().data;
      const res = await admin.put(`/users/${created.id}`, userPayload(companyId, { email: 'jiny@test.cz' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Email nelze změnit');
      const sameInOtherCase = await admin.put(`/users/${created.id}`, userPayload(companyId, { email: created.email.toUpperCase() }));
      expect(sameInOtherCase.statusCode).toBe(200);
    });

    it('refuses role admin, bad bodies, unknown references and unknown users', async () => {
      const created = (await admin.post('/users', userPayload(companyId))).json().data;
      const put = (override: Record<string, unknown>) =>
        admin.put(`/users/${created.id}`, userPayload(companyId, { email: created.email, ...override }));
      expect((await put({ roles: ['admin'] })).json().detail).toBe(
        'Uživatel může mít jen roli „user“ (člen) nebo „author“ (autor obsahu).',
      );
      expect((await put({ company_id: '1' })).statusCode).toBe(422);
      expect((await put({ unknown: 1 })).statusCode).toBe(422);
      expect((await put({ onboarding_code: '1234567' })).statusCode).toBe(422);
      expect((await put({ company_id: 999_999 })).json()).toMatchObject({ detail: 'Společnost nenalezena' });
      expect((await put({ variant_name: 'neexistuje' })).json()).toMatchObject({ detail: 'Varianta nenalezena' });
      const missing = await admin.put('/users/999999', userPayload(companyId));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('Uživatel nenalezen');
    });

    it('refuses to edit an administrator', async () => {
      const res = await admin.put(`/users/${adminId}`, userPayload(companyId, { email: ADMIN_EMAIL }));
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Admin nemůže být upravován');
    });
  });

  describe('PATCH /users/:id/status', () => {
    it('deactivates: sign-in refused, refresh revoked, access token dead; activation lets them back', async () => {
      const member = await memberSession(t.app);
      const res = await admin.patch(`/users/${member.user.id}/status`, { is_active: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Uživatel byl deaktivován', data: { id: member.user.id, is_active: false } });

      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/onboarding/login',
        payload: { email: member.email, password: MEMBER_PASSWORD },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().detail).toBe('Účet je deaktivován. Kontaktujte administrátora.');
      const tokens = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, member.user.id));
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) expect(token.revoked_at).not.toBeNull();
      expect((await t.app.inject({ method: 'POST', url: '/api/onboarding/refresh', headers: { cookie: member.cookie } })).statusCode).toBe(
        401,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/onboarding/me', headers: bearer(member.token) })).statusCode).toBe(401);

      const back = await admin.patch(`/users/${member.user.id}/status`, { is_active: true });
      expect(back.json()).toMatchObject({ message: 'Uživatel byl aktivován', data: { is_active: true } });
      expect((await login(t.app, member.email, MEMBER_PASSWORD)).token).toEqual(expect.any(String));
      // The old session stays ended: activation does not bring revoked refresh tokens back.
      expect((await t.app.inject({ method: 'POST', url: '/api/onboarding/refresh', headers: { cookie: member.cookie } })).statusCode).toBe(
        401,
      );
    });

    it('refuses to change an administrator, bad bodies and unknown users', async () => {
      for (const is_active of [false, true]) {
        const res = await admin.patch(`/users/${adminId}/status`, { is_active });
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBe('Admin nemůže být deaktivováni');
      }
      const member = await memberSession(t.app);
      for (const body of [{ is_active: 'false' }, { is_active: 0 }, {}, { is_active: false, role: 'admin' }]) {
        expect((await admin.patch(`/users/${member.user.id}/status`, body)).statusCode, JSON.stringify(body)).toBe(422);
      }
      const missing = await admin.patch('/users/999999/status', { is_active: false });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('Uživatel nenalezen');
    });
  });

  describe('DELETE /users/:id', () => {
    it('deletes the user with profile, assignments, step data, codes and tokens', async () => {
      const email = uniqueEmail();
      const user = await createAccount(t.app.db, {
        email,
        password: MEMBER_PASSWORD,
        code: '424242',
        name: 'Smazaný',
        variant: 'general',
        companyId,
        completedSteps: [['intro', 'welcome']],
      });
      await login(t.app, email, MEMBER_PASSWORD);
      const res = await admin.delete(`/users/${user.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Uživatel byl smazán' });
      for (const [table, column] of [
        [users, users.id],
        [profiles, profiles.user_id],
        [variantAssignments, variantAssignments.user_id],
        [stepData, stepData.user_id],
        [onboardingCodes, onboardingCodes.user_id],
        [refreshTokens, refreshTokens.user_id],
      ] as const) {
        expect(await t.app.db.select().from(table).where(eq(column, user.id))).toEqual([]);
      }
      const again = await admin.delete(`/users/${user.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().detail).toBe('Uživatel nenalezen');
    });

    it('refuses to delete an administrator', async () => {
      const res = await admin.delete(`/users/${adminId}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Admin nemůže být smazán');
      expect(await t.app.db.select().from(users).where(eq(users.id, adminId))).toHaveLength(1);
    });

    it('answers 422 to an id that is not a number', async () => {
      expect((await admin.delete('/users/abc')).statusCode).toBe(422);
    });
  });
});
