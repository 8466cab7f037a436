import { defineConfig } from '@playwright/test';
import type { ServerOptions } from './tests/e2e/support/test';

/**
 * E2E_PORT moves all servers (the port below it to the one above it), so that checkouts whose
 * E2E_PORTs are 3 apart can run browser tests at once.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
/** Two workers, each with a server and database of its own (tests/e2e/support/test.ts picks it). */
const WORKERS = 2;
const WORKER_PORTS = Array.from({ length: WORKERS }, (_, i) => E2E_PORT + i);
/** A server whose access tokens live 5 s, for the test of a real expiry and refresh. */
const SHORT_TOKEN_PORT = E2E_PORT - 1;

/**
 * Browser tests run Debian's Chromium (no browser download) against the real built server on a
 * fresh embedded database, seeded with the fixtures of tests/support/e2e-seed.ts.
 */
export default defineConfig<object, ServerOptions>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
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
    {
      name: 'chromium',
      testIgnore: /session-expiry/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, serverPorts: WORKER_PORTS },
    },
    {
      name: 'short-token',
      testMatch: /session-expiry/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, serverPorts: [SHORT_TOKEN_PORT] },
    },
  ],
  // One process starts every server side by side (tests/support/e2e-servers.ts): Playwright would start them in a row.
  webServer: {
    command: 'node --import tsx tests/support/e2e-servers.ts',
    env: { E2E_SERVERS: [...WORKER_PORTS.map((port) => `${port}:900`), `${SHORT_TOKEN_PORT}:5`].join(',') },
    wait: { stdout: /^e2e servers ready$/m },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
