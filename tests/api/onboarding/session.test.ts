import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession, refreshCookie } from '../../support/api.js';

describe('session: refresh, me, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const refresh = (cookie?: string) => t.app.inject({ method: 'POST', url: '/api/onboarding/refresh', headers: cookie ? { cookie } : {} });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/onboarding/me', headers: bearer(token) });

  it('answers the current user on /me', async () => {
    const s = await memberSession(t.app, { name: 'Jana' });
    const res = await me(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: s.email, role: 'user', profile: { name: 'Jana' } });
  });

  it('refuses a missing, tampered or expired access token with 401 and a detail', async () => {
    const s = await memberSession(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding/me' })).statusCode).toBe(401);
    const [h, p, sig] = s.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'admin' })).toString(
      'base64url',
    );
    const tampered = await me(`${h}.${forged}.${sig}`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().detail).toBe('Neplatný nebo expirovaný přístupový token');

    // Accepted once, so the verified token is kept (auth.ts caches it): its expiry must still end it.
    expect((await me(s.token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const expired = await me(s.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe('Neplatný nebo expirovaný přístupový token');
  });

  it('rotates the refresh token on every use', async () => {
    const s = await memberSession(t.app);
    const first = await refresh(s.cookie);
    expect(first.statusCode).toBe(200);
    expect((await me(first.json().access_token)).statusCode).toBe(200);
    const next = refreshCookie(first)!;
    expect(next).not.toBe(s.cookie);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('treats the previous token within 10 s as a concurrent tab: an access token, no new cookie, family alive', async () => {
    const s = await memberSession(t.app);
    const rotated = await refresh(s.cookie);
    const current = refreshCookie(rotated)!;
    const concurrent = await refresh(s.cookie);
    expect(concurrent.statusCode).toBe(200);
    expect(concurrent.json().access_token).toEqual(expect.any(String));
    expect(refreshCookie(concurrent)).toBeUndefined();
    expect((await refresh(current)).statusCode).toBe(200);
  });

  it('revokes the whole family when an already rotated token is replayed later', async () => {
    const s = await memberSession(t.app);
    const rotated = await refresh(s.cookie);
    const current = refreshCookie(rotated)!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    const replay = await refresh(s.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Platnost přihlášení vypršela. Přihlaste se znovu.');
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie or with an unknown one', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe('Chybí obnovovací token. Přihlaste se znovu.');
    expect((await refresh('refresh_token=nonsense')).statusCode).toBe(401);
  });

  it('revokes the refresh token on logout', async () => {
    const s = await memberSession(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/onboarding/logout', headers: { ...bearer(s.token), cookie: s.cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Odhlášení proběhlo úspěšně.' });
    expect((await refresh(s.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/onboarding/logout' })).statusCode).toBe(200);
  });

  it('stops a deactivated user at once: no access with the old token and no refresh', async () => {
    const s = await memberSession(t.app);
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, s.user.id));
    expect((await me(s.token)).statusCode).toBe(401);
    const res = await refresh(s.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Účet je deaktivován. Kontaktujte administrátora.');
  });
});
