import { defineConfig } from '@playwright/test';

/** E2E_PORT moves both servers (this one and the next port down), so that two checkouts can run browser tests at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
/** A second server whose access tokens live 5 s, for the test of a real expiry and refresh. */
export const SHORT_TOKEN_PORT = E2E_PORT - 1;

/**
 * Browser tests run Debian's Chromium (no browser download) against the real built server on a
 * fresh embedded database, seeded with the fixtures of tests/support/e2e-seed.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /session-expiry/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'short-token',
      testMatch: /session-expiry/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${SHORT_TOKEN_PORT}` },
    },
  ],
  webServer: [
    { port: E2E_PORT, ttl: '900' },
    { port: SHORT_TOKEN_PORT, ttl: '5' },
  ].map(({ port, ttl }) => ({
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port), ACCESS_TOKEN_TTL_SECONDS: ttl },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
