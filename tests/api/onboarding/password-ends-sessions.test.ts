import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../../src/server/db/schema.js';
import { refreshCookie } from '../../support/api.js';
import { someCompany, userPayload } from '../../support/admin.js';
import { callAs, twoInstances } from '../../support/two-instances.js';

const CONTEXT = '/api/new-team-onboarding/onboarding-context';
const ENDED = 'Přihlášení skončilo, protože bylo změněno heslo. Přihlaste se znovu.';

// Two instances stand for two server processes, each remembering the account it last saw.
const apps = twoInstances();

describe('a new password ends every other session at once', () => {
  const firstLogin = async (email: string, code: string, password: string) => {
    const res = await apps.first.app.inject({ method: 'POST', url: '/api/onboarding/first-login', payload: { email, code, password } });
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.json().access_token as string, cookie: refreshCookie(res)! };
  };
  const login = async (email: string, password: string) => {
    const res = await apps.second.app.inject({ method: 'POST', url: '/api/onboarding/login', payload: { email, password } });
    return { status: res.statusCode, token: res.json().access_token as string, cookie: refreshCookie(res)! };
  };
  const refresh = (cookie: string) => apps.second.app.inject({ method: 'POST', url: '/api/onboarding/refresh', headers: { cookie } });
  const save = (token: string, text: string) =>
    Promise.all([apps.first, apps.second].map((app) => callAs(app, 'POST', CONTEXT, token, { field_1: text })));
  const me = (token: string) => Promise.all([apps.first, apps.second].map((app) => callAs(app, 'GET', '/api/onboarding/me', token)));

  it("after the administrator's new code is used: older access tokens answer 401 in every process, older refresh cookies are refused", async () => {
    const company = await someCompany(apps.first.app);
    const body = userPayload(company.id, { onboarding_code: '123456' });
    const created = await apps.admin.post('/users', body);
    expect(created.statusCode, created.body).toBe(201);
    const userId = created.json().data.id as number;

    const laptop = await firstLogin(body.email, '123456', 'Prvni-heslo-1');
    const phone = await login(body.email, 'Prvni-heslo-1');
    // Both processes have seen both sessions act: the account is remembered where it can be.
    for (const s of [laptop, phone]) {
      expect((await save(s.token, 'Před změnou')).map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await me(s.token)).map((r) => r.statusCode)).toEqual([200, 200]);
    }

    // A new code alone ends nothing: the member may never use it.
    const edited = await apps.admin.put(`/users/${userId}`, { ...body, onboarding_code: '654321' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await me(laptop.token)).map((r) => r.statusCode)).toEqual([200, 200]);

    const fresh = await firstLogin(body.email, '654321', 'Druhe-heslo-2');
    // As if a refresh had rotated an old token while the change was being stored, escaping the revocation: the
    // family's epoch still ends it.
    await apps.first.app.db.update(refreshTokens).set({ revoked_at: null }).where(eq(refreshTokens.user_id, userId));
    for (const old of [laptop, phone]) {
      // The save first: a process may act on the account as it remembers it, unread (services/account-lookup.ts).
      for (const res of [...(await save(old.token, 'Po změně')), ...(await me(old.token))]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().detail).toBe(ENDED);
      }
      const refused = await refresh(old.cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe('Platnost přihlášení vypršela. Přihlaste se znovu.');
    }
    expect((await me(fresh.token)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await save(fresh.token, 'Nové zařízení')).map((r) => r.statusCode)).toEqual([200, 200]);
    const renewed = await refresh(fresh.cookie);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access_token)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await login(body.email, 'Prvni-heslo-1')).status).toBe(401);
    expect((await login(body.email, 'Druhe-heslo-2')).status).toBe(200);
  });
});
