import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, memberSession } from '../support/api.js';

const DETAIL = 'Text obsahuje znak, který nelze uložit (nulový znak nebo neúplný znak Unicode).';

describe('texts a database cannot store are refused before any route, with a Czech detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const raw = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: body });

  it('a NUL character or a lone surrogate in a sign-in is a 400, not a 500', async () => {
    for (const email of ['\\u0000', 'a\\u0000@b.cz', '\\ud800', 'x\\udc00']) {
      const res = await raw('/api/onboarding/login', `{"email":"${email}","password":"x"}`);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().detail).toBe(DETAIL);
    }
  });

  it('in step data, as a value or a key, at any depth: refused and nothing stored; an emoji (a surrogate pair) is stored', async () => {
    const s = await memberSession(t.app, { modules: [] });
    const url = '/api/new-team-onboarding/onboarding-context';
    for (const body of ['{"field_1":"\\ud800"}', '{"field_1":"a\\u0000b"}', '{"\\u0000":"x"}', `${'['.repeat(5000)}"\\udfff"${']'.repeat(5000)}`]) {
      const res = await raw(url, body, bearer(s.token));
      expect(res.statusCode, body.slice(0, 30)).toBe(400);
      expect(res.json().detail).toBe(DETAIL);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(s.token) })).statusCode).toBe(404);
    const ok = await raw(url, '{"field_1":"Tým 🚀 \\ud83d\\ude80"}', bearer(s.token));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().field_1).toBe('Tým 🚀 🚀');
  });
});
