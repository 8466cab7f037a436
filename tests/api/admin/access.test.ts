import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, users, variantAssignments } from '../../../src/server/db/schema.js';
import { createAccount } from '../../../src/server/services/accounts.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, login, memberSession } from '../../support/api.js';
import { adminClient, someCompany, userPayload } from '../../support/admin.js';

describe('admin API: only administrators get in', () => {
  let t: TestApp;
  let routes: Array<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; payload?: object }>;
  let victimId: number;
  let companyId: number;
  let assignmentId: number;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await someCompany(t.app, 'Cílová firma')).id;
    const victim = await createAccount(t.app.db, { email: 'obet@test.cz', name: 'Oběť', variant: 'general', companyId });
    victimId = victim.id;
    const [assignment] = await t.app.db.select().from(variantAssignments).where(eq(variantAssignments.user_id, victimId));
    assignmentId = assignment!.id;
    // Real targets and valid bodies: without the guard every one of these would succeed.
    routes = [
      { method: 'GET', path: '/users' },
      { method: 'POST', path: '/generate-code' },
      { method: 'POST', path: '/users', payload: userPayload(companyId, { email: 'vetrelec@test.cz' }) },
      { method: 'PUT', path: `/users/${victimId}`, payload: userPayload(companyId, { email: 'obet@test.cz', osloveni: 'Hacknuto' }) },
      { method: 'PATCH', path: `/users/${victimId}/status`, payload: { is_active: false } },
      { method: 'DELETE', path: `/users/${victimId}` },
      { method: 'GET', path: '/companies' },
      { method: 'POST', path: '/companies', payload: { name: 'Vetřelec s.r.o.' } },
      { method: 'PUT', path: `/companies/${companyId}`, payload: { name: 'Přejmenováno' } },
      { method: 'DELETE', path: `/companies/${companyId}` },
      { method: 'GET', path: '/variants/detailed' },
      { method: 'GET', path: '/variants/assignments' },
      { method: 'POST', path: '/variants/assign', payload: { user_id: victimId, variant_name: 'automotive_manazer_dealerstvi' } },
      { method: 'DELETE', path: `/variants/assignments/${assignmentId}` },
      { method: 'GET', path: '/variants/general/details' },
      { method: 'GET', path: '/variants/consistency' },
    ];
  });
  afterAll(() => t.close());

  const call = (token: string | undefined, r: (typeof routes)[number]) =>
    t.app.inject({
      method: r.method,
      url: `/api/admin${r.path}`,
      headers: token ? bearer(token) : {},
      ...(r.payload ? { payload: r.payload } : {}),
    });

  it('answers 401 to every admin route without a token', async () => {
    for (const r of routes) {
      const res = await call(undefined, r);
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(401);
      expect(res.json().detail).toBe('Neplatný nebo expirovaný přístupový token');
    }
  });

  it('answers 403 to a member on every admin route and changes nothing', async () => {
    const member = await memberSession(t.app);
    for (const r of routes) {
      const res = await call(member.token, r);
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(403);
      expect(res.json().detail).toBe('Přístup odepřen: nejste administrátor');
    }
    const [victim] = await t.app.db.select().from(users).where(eq(users.id, victimId));
    expect(victim).toMatchObject({ is_active: true, osloveni: null });
    expect(await t.app.db.select().from(companies).where(eq(companies.id, companyId))).toMatchObject([{ name: 'Cílová firma' }]);
    expect(await t.app.db.select().from(variantAssignments).where(eq(variantAssignments.user_id, victimId))).toMatchObject([
      { id: assignmentId, variant_name: 'general', status: 'active' },
    ]);
    expect(await t.app.db.select().from(users).where(eq(users.email, 'vetrelec@test.cz'))).toEqual([]);
  });

  it('refuses a member before reading the body: a malformed body still gets 403, not 422', async () => {
    const member = await memberSession(t.app);
    const res = await adminClient(t.app, member.token).post('/users', { nonsense: true });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a deactivated administrator', async () => {
    const admin = await createAccount(t.app.db, { email: 'admin2@test.cz', role: 'admin', password: 'Admin-Passw0rd!' });
    const { token } = await login(t.app, 'admin2@test.cz', 'Admin-Passw0rd!');
    expect((await adminClient(t.app, token).get('/users')).statusCode).toBe(200);
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, admin.id));
    expect((await adminClient(t.app, token).get('/users')).statusCode).toBe(401);
  });
});
