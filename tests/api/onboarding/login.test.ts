import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../src/server/services/accounts.js';
import { UNTRUSTED_PROXY_WARNING } from '../../../src/server/plugins/proxy-check.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../../support/fixtures.js';

describe('POST /api/onboarding/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.app.db, {
      email: 'clen@test.cz',
      password: MEMBER_PASSWORD,
      variant: 'general',
      modules: ['people'],
      name: 'Člen',
    });
    await createAccount(t.app.db, { email: 'spici@test.cz', password: MEMBER_PASSWORD, active: false });
    await createAccount(t.app.db, { email: 'nikdy@test.cz', code: '123456' });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/login', payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) });

  it('signs the administrator in with form fields and answers a signed token with exp', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(ADMIN_EMAIL)}&password=${encodeURIComponent(ADMIN_PASSWORD)}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', is_active: true });
    expect(body.user).not.toHaveProperty('password_hash');
    const payload = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(15 * 60);
    // The refresh cookie's attributes: tests/api/headers-and-cookies.test.ts.
    expect(res.cookies.map((c) => c.name)).toEqual(['refresh_token']);
  });

  it('accepts JSON, ignores e-mail case and lists the member modules with their prerequisite lock', async () => {
    const res = await post({ email: 'CLEN@test.cz', password: MEMBER_PASSWORD });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user.modules).toEqual([
      { module_name: 'intro', locked_by_prerequisites: false },
      { module_name: 'people', locked_by_prerequisites: true },
      { module_name: 'new_team_onboarding', locked_by_prerequisites: false },
    ]);
    expect(user.profile).toMatchObject({ name: 'Člen' });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await post({ email: 'clen@test.cz', password: 'Spatne-Heslo1!' });
    const unknown = await post({ email: 'nikdo@test.cz', password: 'Spatne-Heslo1!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Nesprávný email nebo heslo.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an account that has not set its password yet', async () => {
    const res = await post({ email: 'nikdy@test.cz', password: 'Cokoli-123!' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Nesprávný email nebo heslo.');
  });

  it('refuses an inactive user even with the right password', async () => {
    const res = await post({ email: 'spici@test.cz', password: MEMBER_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Účet je deaktivován. Kontaktujte administrátora.');
  });

  it('asks for both fields with the spec message', async () => {
    for (const payload of [{}, { email: 'clen@test.cz' }, { email: '', password: 'x' }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Vyplňte email a heslo.');
    }
  });

  it('answers bad types, malformed JSON and unknown media types with a 4xx detail, never a 500', async () => {
    const typed = await post({ email: 5, password: ['x'] });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().detail).toEqual(expect.any(String));
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toEqual(expect.any(String));
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json().detail).toEqual(expect.any(String));
    const huge = await post({ email: `${'a'.repeat(400)}@test.cz`, password: 'x' });
    expect(huge.statusCode).toBe(422);
  });

  it('locks an account after five failures from one address, with 429 and a Czech detail, even for the right password; elsewhere it signs in', async () => {
    await createAccount(t.app.db, { email: 'terc@test.cz', password: MEMBER_PASSWORD });
    for (let i = 0; i < 5; i++)
      expect((await post({ email: 'terc@test.cz', password: `Spatne-${i}!aA` }, '192.0.2.5')).statusCode).toBe(401);
    const locked = await post({ email: 'terc@test.cz', password: MEMBER_PASSWORD }, '192.0.2.5');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe('Příliš mnoho neúspěšných pokusů. Zkuste to znovu za 15 minut.');
    // Nobody can lock a member (or the administrator) out by guessing wrong from their own address.
    expect((await post({ email: 'terc@test.cz', password: MEMBER_PASSWORD }, '192.0.2.6')).statusCode).toBe(200);
    expect((await post({ email: 'clen@test.cz', password: MEMBER_PASSWORD }, '192.0.2.5')).statusCode).toBe(200);
  });

  it('an address that failed 20 times is refused for unknown accounts and accounts that failed from it, never for a right password of another account', async () => {
    await createAccount(t.app.db, { email: 'omyl@test.cz', password: MEMBER_PASSWORD });
    expect((await post({ email: 'omyl@test.cz', password: 'Spatne-1!aA' }, '203.0.113.9')).statusCode).toBe(401);
    for (let i = 0; i < 19; i++) await post({ email: `hadam${i}@test.cz`, password: 'Spatne-1!aA' }, '203.0.113.9');
    const unknown = await post({ email: 'nikdo-dalsi@test.cz', password: 'Spatne-1!aA' }, '203.0.113.9');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().detail).toBe('Příliš mnoho neúspěšných pokusů. Zkuste to znovu za 15 minut.');
    expect((await post({ email: 'omyl@test.cz', password: MEMBER_PASSWORD }, '203.0.113.9')).statusCode).toBe(429);
    expect((await post({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '203.0.113.9')).statusCode).toBe(200);
    // A wrong password there answers as an unknown e-mail does, and counts: the next try of that account is refused.
    expect((await post({ email: 'clen@test.cz', password: 'Spatne-1!aA' }, '203.0.113.9')).json()).toEqual(unknown.json());
    expect((await post({ email: 'clen@test.cz', password: MEMBER_PASSWORD }, '203.0.113.9')).statusCode).toBe(429);
    expect((await post({ email: 'omyl@test.cz', password: MEMBER_PASSWORD }, '203.0.113.10')).statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For does not escape the throttle while TRUST_PROXY is off, and the server warns once that it sees one', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    await createAccount(t.app.db, { email: 'podvrh@test.cz', password: MEMBER_PASSWORD });
    for (let i = 0; i < 5; i++) await post({ email: 'podvrh@test.cz', password: `Spatne-${i}!aA` }, '198.51.100.20');
    const forged = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/onboarding/login',
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'podvrh@test.cz', password: MEMBER_PASSWORD },
      });
    expect((await forged('198.51.100.1')).statusCode).toBe(429);
    expect((await forged('198.51.100.2')).statusCode).toBe(429);
    expect(warn.mock.calls).toEqual([[UNTRUSTED_PROXY_WARNING]]);
    warn.mockRestore();
  });
});
