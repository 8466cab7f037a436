import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../src/server/services/accounts.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession, refreshCookie } from '../../support/api.js';

describe('sessions and sign-in codes under concurrency', () => {
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

  it('evaluates at most five tries of a code even when thirty arrive at once: the rest find it dead', async () => {
    await createAccount(t.app.db, { email: 'souběh@test.cz', code: '424242', variant: 'general' });
    const tries = Array.from({ length: 30 }, (_, i) => (i === 29 ? '424242' : String(100000 + i)));
    // Each from its own address, so that only the code's own limit is at work.
    const answers = await Promise.all(
      tries.map((code, i) =>
        t.app.inject({ method: 'POST', url: '/api/onboarding/validate-code', remoteAddress: `198.51.100.${i + 1}`, payload: { email: 'souběh@test.cz', code } }),
      ),
    );
    const evaluated = answers.filter((a) => a.statusCode === 200 || a.json().detail === 'Chybný kód nebo email.');
    expect(evaluated.length).toBeLessThanOrEqual(5);
    const dead = 'Kód byl zablokován po příliš mnoha chybných pokusech. Požádejte administrátora o nový kód.';
    expect(answers.filter((a) => a.json().detail === dead)).toHaveLength(30 - evaluated.length);
  });
});
