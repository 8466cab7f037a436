import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBuild } from '../../scripts/vite/publish-build.js';
import { stepFilesFingerprint } from '../../src/content/fingerprint.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/fixtures.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
const CHUNK = 'index-Bx7f3k2Q.js';

/** A published build as vite leaves it: the app's own page (src/client/index.html) loading one hashed chunk. */
function publishedClient(): string {
  const from = path.join(tmp, 'vite');
  fs.mkdirSync(path.join(from, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(from, 'assets', CHUNK), 'export {};');
  const page = fs.readFileSync('src/client/index.html', 'utf8').replace('./main.tsx', `/assets/${CHUNK}`);
  fs.writeFileSync(path.join(from, 'index.html'), page);
  const clientDir = path.join(tmp, 'client');
  publishBuild({ from, to: clientDir, fingerprint: stepFilesFingerprint() });
  return clientDir;
}

/** The CSP as directive name → its sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const signIn = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding/login', headers, payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });

const refreshCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'refresh_token');

describe('served over plain http (no TRUST_PROXY, PUBLIC_URL http)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: publishedClient() });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('the page: scripts from the origin only (no eval, no inline script), styles by this response’s nonce, never framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res);
    const nonce = /<meta name="csp-nonce" content="([0-9a-f]{32})"/.exec(res.body)?.[1];
    expect(nonce).toBeDefined();
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-(eval|inline)/);
    // Every script of the page is a file, which script-src 'self' allows; there is nothing inline to allow.
    expect([...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([`<script type="module" src="/assets/${CHUNK}">`]);
    const again = await t.app.inject({ method: 'GET', url: '/home' });
    expect(csp(again).get('style-src')).not.toEqual(policy.get('style-src'));
  });

  it('a fresh style nonce for every response, also past the 256 drawn at once', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const [, source] = csp(await t.app.inject({ method: 'GET', url: '/healthz' })).get('style-src')!;
      expect(source).toMatch(/^'nonce-[0-9a-f]{32}'$/);
      nonces.add(source!);
    }
    expect(nonces.size).toBe(600);
  });

  it('every answer, page or API: nosniff, no referrer, the same CSP; no HSTS over http, even if a client claims https', async () => {
    for (const [url, headers] of [
      ['/home', {}],
      ['/healthz', {}],
      ['/api/onboarding/me', {}],
      ['/healthz', { 'x-forwarded-proto': 'https' }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(csp(res).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('the page is not cached, a hashed asset is cached for a year as immutable', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/home' })).headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: `/assets/${CHUNK}` });
    expect(asset.statusCode).toBe(200);
    expect(String(asset.headers['cache-control']).split(/,\s*/).sort()).toEqual(['immutable', 'max-age=31536000', 'public']);
  });

  it('the refresh cookie: HttpOnly, SameSite=Strict, only for /api/onboarding, not Secure over http', async () => {
    const res = await signIn(t, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(refreshCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/onboarding', maxAge: 30 * 86_400 });
    expect(refreshCookieOf(res)!.secure).toBeUndefined();
  });
});

describe('served over https', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const app = async (overrides: Parameters<typeof createTestApp>[0]) => {
    const t = await createTestApp(overrides);
    apps.push(t);
    return t;
  };

  it('behind a trusted proxy that says https: HSTS, and a Secure refresh cookie cleared at logout with the attributes it was set with', async () => {
    const t = await app({ trustProxy: true });
    const https = { 'x-forwarded-proto': 'https' };
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: https })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();

    const login = await signIn(t, https);
    const set = refreshCookieOf(login)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/onboarding', secure: true });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/logout',
      headers: { ...https, cookie: `refresh_token=${set.value}` },
    });
    const cleared = refreshCookieOf(logout)!;
    expect(cleared).toMatchObject({ value: '', httpOnly: true, sameSite: 'Strict', path: '/api/onboarding', secure: true, maxAge: 0 });
    // A refused refresh clears it the same way.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/refresh',
      headers: { ...https, cookie: `refresh_token=${set.value}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refreshCookieOf(refused)).toMatchObject({ value: '', sameSite: 'Strict', path: '/api/onboarding', secure: true });
  });

  it('with PUBLIC_URL https, whatever the proxy in front says: HSTS and a Secure cookie', async () => {
    const t = await app({ publicUrl: 'https://klub.example.cz' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBe('max-age=31536000');
    expect(refreshCookieOf(await signIn(t))).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/onboarding', secure: true });
  });
});
