import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';
import { ANONYMOUS_BODY_LIMIT } from '../../../src/server/plugins/anonymous-body-limit.js';

const SAVE = '/api/new-team-onboarding/onboarding-context';
const TOO_LARGE = 'Požadavek je příliš velký';
const TOO_DEEP = 'Tělo požadavku je příliš hluboce vnořené (nejvýše 64 úrovní).';
const INVALID_JSON = 'Tělo požadavku není platný JSON';
const INVALID_TOKEN = 'Neplatný nebo expirovaný přístupový token';
const SIGN_IN_ROUTES = [
  '/api/onboarding/login',
  '/api/onboarding/validate-code',
  '/api/onboarding/first-login',
  '/api/onboarding/logout',
  '/api/onboarding/refresh',
  '/api/onboarding/sign-in-link',
  '/api/onboarding/password-reset',
  '/api/onboarding/password-reset/confirm',
];

/** A step draft whose field_1 holds `arrays` arrays one inside another: the body nests arrays + 1 levels. */
const draftNested = (arrays: number) => `{"field_1":${'['.repeat(arrays)}${']'.repeat(arrays)}}`;

let t: TestApp;
let member: Record<string, string>;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
  member = bearer((await memberSession(t.app)).token);
});
afterAll(() => t.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: `10.9.0.${++address}`,
  });

/** The write operations of the OpenAPI document that ask for no bearer token. */
async function anonymousWriteRoutes(): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(
        ([method, op]) => ['post', 'put', 'patch', 'delete'].includes(method) && op.security && !op.security.some((s) => 'bearerAuth' in s),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * A POST to the app listening on loopback whose headers announce `length` bytes of JSON and whose body never comes:
 * an answer proves the server decided without reading the body.
 */
async function answerBeforeBody(
  url: string,
  length: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { detail?: string } }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': length, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode!, body: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(5_000, () => {
      req.destroy();
      reject(new Error(`no answer before the body: ${url}`));
    });
    req.flushHeaders();
  });
}

describe('the anonymous routes take a few kB at most', () => {
  it('are found from the routes themselves: every sign-in route, and nothing that asks for a token', async () => {
    const routes = await anonymousWriteRoutes();
    expect(routes.sort()).toEqual(SIGN_IN_ROUTES.map((url) => `POST ${url}`).sort());
    expect(ANONYMOUS_BODY_LIMIT).toBe(4096);
  });

  it('answer a 5 kB body 413 with the Czech detail, JSON or form, without parsing it', async () => {
    const notJson = `{"email":"${'x'.repeat(5000)}`;
    for (const url of SIGN_IN_ROUTES) {
      const json = await post(url, notJson);
      expect(json.statusCode, url).toBe(413);
      expect(json.json(), url).toEqual({ detail: TOO_LARGE });
      const form = await post(url, `email=a%40b.cz&password=${'x'.repeat(5000)}`, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(form.statusCode, url).toBe(413);
      expect(form.json(), url).toEqual({ detail: TOO_LARGE });
    }
  });

  it('answer 413 from Content-Length alone, before the body is sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await answerBeforeBody('/api/onboarding/login', 1_000_000);
    expect(answer).toEqual({ status: 413, body: { detail: TOO_LARGE } });
  });

  it('still take the longest sign-in the rules allow in ASCII, percent-encoded as the sign-in page sends it', async () => {
    const body = `email=${'a'.repeat(310)}%40test.cz&password=${'%21'.repeat(1024)}`;
    expect(body.length).toBeGreaterThan(3_400);
    const res = await post('/api/onboarding/login', body, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Nesprávný email nebo heslo.');
  });
});

describe('JSON nests 64 levels at most, checked before it is parsed', () => {
  it('refuses 65 levels on a step save with 400 and the Czech detail', async () => {
    const res = await post(SAVE, draftNested(64), member);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: TOO_DEEP });
  });

  it('refuses a megabyte nested 500,000 deep the same way', async () => {
    const res = await post(SAVE, '['.repeat(500_000) + ']'.repeat(500_000), member);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: TOO_DEEP });
  });

  it('parses 64 levels: the step then judges the value (a list is no text)', async () => {
    const res = await post(SAVE, draftNested(63), member);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).not.toBe(TOO_DEEP);
    expect(res.json().detail).toMatch(/field_1/);
  });

  it('leaves malformed JSON and prototype keys to the parser as before: 400, not valid JSON', async () => {
    for (const body of [
      '{"field_1":"a"',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      `{"field_1":"[[[[\\"${'['.repeat(100)}"`,
    ]) {
      const res = await post(SAVE, body, member);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({ detail: INVALID_JSON });
    }
    const brackets = await post(SAVE, JSON.stringify({ field_1: `[{"\\${'['.repeat(100)}` }), member);
    expect(brackets.statusCode).toBe(200);
  });
});

describe('a route that needs a token refuses a request without one before its body', () => {
  it('answers a deep body without a valid token 401, not 400', async () => {
    for (const headers of [{}, { authorization: 'Bearer garbage.garbage.garbage' }] as Array<Record<string, string>>) {
      const res = await post(SAVE, '['.repeat(500_000) + ']'.repeat(500_000), headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: INVALID_TOKEN });
    }
  });

  it('answers 401 from the headers alone, before the body is sent', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await answerBeforeBody(SAVE, 1_000_000)).toEqual({ status: 401, body: { detail: INVALID_TOKEN } });
  });
});
