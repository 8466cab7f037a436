// What the browser benchmarks share: the built app served by the e2e server (a fresh seeded
// database) on a port of their own, the API as a signed-in member, and a member signed in in a page.
import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { MEMBER_PASSWORD } from '../../tests/support/fixtures.js';

export interface App {
  base: string;
  stop(): void;
}

/**
 * Spawns tests/support/e2e-server.ts on `port` and waits for /healthz; the server stops when this process exits.
 * `cwd`: the checkout whose server and built client to run (another worktree, such as a release's).
 */
export async function startApp(port: number, cwd?: string): Promise<App> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['--import', 'tsx', 'tests/support/e2e-server.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}

/** An access token of a fixture member. */
export async function apiLogin(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/onboarding/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: MEMBER_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** One API call as that member (path below /api/); throws unless 2xx, answers the JSON body. */
export async function apiCall(base: string, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** Signs the member in through the sign-in form, the cookie banner answered beforehand so it covers nothing. */
export async function signIn(page: Page, base: string, email: string) {
  await page.addInitScript(() =>
    localStorage.setItem(
      'cookie_consent_preferences',
      JSON.stringify({
        necessary: true,
        functional: false,
        analytics: false,
        marketing: false,
        version: '1.0',
        timestamp: new Date().toISOString(),
      }),
    ),
  );
  await page.goto(base);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((u) => u.pathname !== '/');
}
