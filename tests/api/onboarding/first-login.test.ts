import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../src/server/services/accounts.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer } from '../../support/api.js';

describe('first sign-in with an onboarding code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/onboarding/${url}`, payload });
  const newcomer = (email: string, code: string, extra = {}) =>
    createAccount(t.app.db, { email, code, variant: 'general', modules: ['people'], ...extra });

  it('validates a code given as form fields without using it up', async () => {
    await newcomer('a@test.cz', '654321');
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40test.cz&code=654321' };
    const res = await t.app.inject({ method: 'POST', url: '/api/onboarding/validate-code', ...form });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Kód je platný.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/onboarding/validate-code', ...form })).statusCode).toBe(200);
  });

  it('asks for the e-mail and all six digits with the spec message', async () => {
    for (const payload of [
      { email: 'a@test.cz' },
      { email: 'a@test.cz', code: '12345' },
      { email: 'a@test.cz', code: '12a456' },
      { code: '654321' },
    ]) {
      const res = await post('validate-code', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Vyplňte email a všech 6 číslic kódu.');
    }
  });

  it('answers a wrong code and an unknown e-mail with the spec default text', async () => {
    for (const payload of [
      { email: 'a@test.cz', code: '000000' },
      { email: 'nikdo@test.cz', code: '654321' },
    ]) {
      const res = await post('validate-code', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Chybný kód nebo email.');
    }
  });

  it('sets the password, signs in and points to the first step; the code then no longer works', async () => {
    await newcomer('b@test.cz', '111222');
    const res = await post('first-login', { email: 'b@test.cz', code: '111222', password: 'Nove-Heslo1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      requires_onboarding_redirect: true,
      redirect_url: '/intro',
      user: { email: 'b@test.cz', first_login_completed: false },
    });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBeTruthy();

    const reuse = await post('first-login', { email: 'b@test.cz', code: '111222', password: 'Jine-Heslo1!' });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe('Chybný kód nebo email.');
    expect((await post('login', { email: 'b@test.cz', password: 'Nove-Heslo1' })).statusCode).toBe(200);
    expect((await post('login', { email: 'b@test.cz', password: 'Jine-Heslo1!' })).statusCode).toBe(401);

    const done = await t.app.inject({ method: 'POST', url: '/api/onboarding/complete-first-login', headers: bearer(body.access_token) });
    expect(done.statusCode).toBe(200);
    expect(done.json().first_login_completed).toBe(true);
  });

  it('refuses a weak password with the spec message and keeps the code', async () => {
    await newcomer('c@test.cz', '333444');
    for (const password of ['kratke1!', 'bezvelkych1!', 'BEZMALYCH1!', 'BezCislic!!', 'BezZnaku123']) {
      const res = await post('first-login', { email: 'c@test.cz', code: '333444', password });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Heslo musí mít alespoň 8 znaků, obsahovat velké a malé písmeno, číslici a speciální znak.');
    }
    const empty = await post('first-login', { email: 'c@test.cz', code: '333444', password: '' });
    expect(empty.json().detail).toBe('Vyplňte heslo.');
    expect((await post('first-login', { email: 'c@test.cz', code: '333444', password: 'Žluťoučký1!' })).statusCode).toBe(200);
  });

  it('holds back the guesser, not the code: after five wrong codes from one address the right code still works from another', async () => {
    await newcomer('d@test.cz', '555666');
    const from = (remoteAddress: string, code: string) =>
      t.app.inject({ method: 'POST', url: '/api/onboarding/validate-code', remoteAddress, payload: { email: 'd@test.cz', code } });
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.5', `00000${i}`)).json().detail).toBe('Chybný kód nebo email.');
    const guesser = await from('203.0.113.5', '555666');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().detail).toBe('Příliš mnoho neúspěšných pokusů. Zkuste to znovu za 15 minut.');
    expect((await from('203.0.113.6', '555666')).statusCode).toBe(200);
  });

  it('never tells that an address has a pending code: no account, no code, a used code and a wrong code answer alike', async () => {
    await newcomer('g@test.cz', '246810');
    await createAccount(t.app.db, { email: 'h@test.cz', password: 'Heslo-123!', variant: 'general' });
    const answers = await Promise.all(
      ['g@test.cz', 'h@test.cz', 'nikdo@test.cz'].map((email, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/onboarding/validate-code',
          remoteAddress: `203.0.113.${20 + i}`,
          payload: { email, code: '135791' },
        }),
      ),
    );
    for (const res of answers) expect([res.statusCode, res.json()]).toEqual([401, { detail: 'Chybný kód nebo email.' }]);
  });

  it('tells that a code expired only to whoever gives that code', async () => {
    const user = await newcomer('e@test.cz', '777888');
    const { onboardingCodes } = await import('../../../src/server/db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.app.db
      .update(onboardingCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(onboardingCodes.user_id, user.id));
    const res = await post('validate-code', { email: 'e@test.cz', code: '777888' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Platnost kódu vypršela. Požádejte administrátora o nový kód.');
    expect((await post('validate-code', { email: 'e@test.cz', code: '777889' })).json().detail).toBe('Chybný kód nebo email.');
  });

  it('refuses an inactive user', async () => {
    await newcomer('f@test.cz', '999000', { active: false });
    const res = await post('first-login', { email: 'f@test.cz', code: '999000', password: 'Nove-Heslo1' });
    expect(res.statusCode).toBe(403);
  });
});
