import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, memberSession } from '../support/api.js';
import { adminSession, type AdminClient } from '../support/admin.js';

const DETAIL = 'Text obsahuje znak, který nelze uložit (nulový znak nebo neúplný znak Unicode).';

describe('texts a database cannot store are refused before any route, with a Czech detail', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
  });
  afterAll(() => t.close());

  const raw = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: body });

  it('a NUL character or a lone surrogate in a sign-in is a 422, not a 500', async () => {
    for (const email of ['\\u0000', 'a\\u0000@b.cz', '\\ud800', 'x\\udc00']) {
      const res = await raw('/api/onboarding/login', `{"email":"${email}","password":"x"}`);
      expect(res.statusCode, email).toBe(422);
      expect(res.json().detail).toBe(DETAIL);
    }
  });

  it('in step data, as a value or a key, at any depth: refused and nothing stored; an emoji (a surrogate pair) is stored', async () => {
    const s = await memberSession(t.app, { modules: [] });
    const url = '/api/new-team-onboarding/onboarding-context';
    const bodies = [
      '{"field_1":"\\ud800"}',
      '{"field_1":"a\\u0000b"}',
      '{"\\u0000":"x"}',
      '{"a":[{"b":{"c\\udfff":1}}]}',
      // As deep as a body may nest (64 levels; deeper is refused unparsed, tests/api/security/body-bounds.test.ts).
      `${'['.repeat(63)}"\\udfff"${']'.repeat(63)}`,
      `${'{"a":'.repeat(63)}{"\\u0000":1}${'}'.repeat(63)}`,
    ];
    for (const body of bodies) {
      const res = await raw(url, body, bearer(s.token));
      expect(res.statusCode, body.slice(0, 30)).toBe(422);
      expect(res.json().detail).toBe(DETAIL);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(s.token) })).statusCode).toBe(404);
    const ok = await raw(url, '{"field_1":"Tým 🚀 \\ud83d\\ude80"}', bearer(s.token));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().field_1).toBe('Tým 🚀 🚀');
  });

  it('in a query string or a path parameter: 422 before the route reads it', async () => {
    for (const path of ['/companies?search=%00', '/companies?a%00=1', '/variants/gene%00ral/details']) {
      const res = await admin.get(path);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().detail).toBe(DETAIL);
    }
  });

  it('a path that is no valid UTF-8 (an encoded lone surrogate) is a 400 with a Czech detail, as malformed JSON is', async () => {
    const res = await admin.get('/variants/%ED%A0%80/details');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Adresa požadavku není platná (obsahuje chybně zakódovaný znak).' });
  });

  it('in If-Match, the one header that reaches the database: a 4xx with a Czech detail and nothing stored', async () => {
    const s = await memberSession(t.app, { modules: [] });
    const url = '/api/new-team-onboarding/onboarding-context';
    for (const ifMatch of ['"1\u00002"', '"\ud800"', '"2147483648"', '"99999999999999999999"']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...bearer(s.token), 'if-match': ifMatch }, payload: {} });
      expect(res.statusCode, ifMatch).toBe(400);
      expect(res.json().detail).toBe('Hlavička If-Match musí obsahovat číslo verze.');
    }
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(s.token) })).statusCode).toBe(404);
  });
});
