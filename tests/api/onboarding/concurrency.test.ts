import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../src/server/services/accounts.js';
import * as passwords from '../../../src/server/services/passwords.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession, refreshCookie } from '../../support/api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../../support/fixtures.js';

describe('sessions, sign-in codes and passwords under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/onboarding/refresh', headers: { cookie } });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/onboarding/me', headers: bearer(token) });

  it('keeps the session when 20 tabs refresh with one cookie at once: one rotation wins, the rest get the grace', async () => {
    const s = await memberSession(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(s.cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rotated = answers.map(refreshCookie).filter((c) => c !== undefined);
    expect(rotated).toHaveLength(1);
    for (const a of answers) expect((await me(a.json().access_token)).statusCode).toBe(200);

    const goesOn = await refresh(rotated[0]!);
    expect(goesOn.statusCode).toBe(200);
    expect((await refresh(refreshCookie(goesOn)!)).statusCode).toBe(200);
  });

  it('revokes the family for a token two rotations old, even within the grace window', async () => {
    const s = await memberSession(t.app);
    const once = refreshCookie(await refresh(s.cookie))!;
    const twice = refreshCookie(await refresh(once))!;
    const replay = await refresh(s.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Platnost přihlášení vypršela. Přihlaste se znovu.');
    expect((await refresh(twice)).statusCode).toBe(401);
  });

  it('compares at most five codes of one account from one address even when thirty arrive at once; the code lives on', async () => {
    await createAccount(t.app.db, { email: 'souběh@test.cz', code: '424242', variant: 'general' });
    const verify = vi.spyOn(passwords, 'verifySecret');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/onboarding/validate-code',
          remoteAddress: '198.51.100.1',
          payload: { email: 'souběh@test.cz', code: String(100000 + i) },
        }),
      ),
    );
    const compared = verify.mock.calls.length;
    verify.mockRestore();
    expect(compared).toBe(5);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(25);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/validate-code',
      remoteAddress: '198.51.100.2',
      payload: { email: 'souběh@test.cz', code: '424242' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('slows an account guessed at from many addresses at once: ten compared freely, then one per growing delay', async () => {
    await createAccount(t.app.db, { email: 'mnoho@test.cz', password: MEMBER_PASSWORD });
    const verify = vi.spyOn(passwords, 'verifySecret');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/onboarding/login',
          remoteAddress: `198.51.100.${100 + i}`,
          payload: { email: 'mnoho@test.cz', password: `Spatne-${i}!aA` },
        }),
      ),
    );
    const compared = verify.mock.calls.length;
    verify.mockRestore();
    // The eleventh starts the first delay; all arriving during it wait.
    expect(compared).toBe(11);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(19);
  });

  it('compares at most five passwords of one account from one address even when thirty wrong ones arrive at once; the account is then locked there', async () => {
    await createAccount(t.app.db, { email: 'nával@test.cz', password: MEMBER_PASSWORD });
    const login = (email: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/onboarding/login', remoteAddress, payload: { email, password } });
    const verify = vi.spyOn(passwords, 'verifySecret');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login('nával@test.cz', `Spatne-${i}!aA`, '192.0.2.77')));
    const compared = verify.mock.calls.length;
    verify.mockRestore();
    expect(compared).toBe(5);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(25);
    for (const a of refused) expect(a.json().detail).toBe('Příliš mnoho neúspěšných pokusů. Zkuste to znovu za 15 minut.');

    expect((await login('nával@test.cz', MEMBER_PASSWORD, '192.0.2.77')).statusCode).toBe(429);
    expect((await login('nával@test.cz', MEMBER_PASSWORD, '192.0.2.78')).statusCode).toBe(200);
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, '192.0.2.78')).statusCode).toBe(200);
  });

  it('compares at most twenty tries from one address even when thirty for unknown e-mails arrive at once', async () => {
    const verify = vi.spyOn(passwords, 'verifySecret');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/onboarding/login',
          remoteAddress: '192.0.2.90',
          payload: { email: `nikdo${i}@test.cz`, password: 'Spatne-1!aA' },
        }),
      ),
    );
    const compared = verify.mock.calls.length;
    verify.mockRestore();
    expect(compared).toBe(20);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
  });
});
