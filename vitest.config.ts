import { defineConfig } from 'vitest/config';

const api = (name: string, db: 'pglite' | 'postgres', include: string[], exclude: string[] = [], pooler = false) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude,
    environment: 'node',
    env: { TEST_DB: db, ...(pooler ? { TEST_POOLER: 'pgbouncer' } : {}) },
    globalSetup: [pooler ? 'tests/support/pgbouncer-global-setup.ts' : `tests/support/${db}-global-setup.ts`],
    // A worker keeps the server's modules from file to file: loading them anew for every file was most
    // of the API files' import time. Each file still builds its own app on its own database; a file
    // that mocks a module the server imports resets the modules first (`vi.hoisted(() =>
    // vi.resetModules())`), and what a test changes of shared modules is put back after it
    // (api-file-setup.ts). The unit files stay isolated: several mock the client's API modules,
    // which a later file would otherwise meet mocked or miss mocking.
    isolate: false,
    setupFiles: ['tests/support/api-file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const EVERY_API_FILE = ['tests/api/**/*.test.ts'];

/**
 * Files whose every assertion is decided before a route reads or writes a row (headers, cookies'
 * attributes, the router's and the body parser's refusals, the origin check, the OpenAPI document):
 * the database under them only holds the accounts they sign in with, so they run once, on PGlite.
 * Why each one: docs/testing.md, "The test projects".
 */
const DATABASE_INDEPENDENT = [
  'tests/api/health.test.ts',
  'tests/api/openapi.test.ts',
  'tests/api/headers-and-cookies.test.ts',
  'tests/api/onboarding/cross-site.test.ts',
  'tests/api/security/framework-errors.test.ts',
  'tests/api/security/body-bounds.test.ts',
];

/** The embedded database's own behaviour (its data directory, the built server on it, a database an older release wrote). */
const PGLITE_ONLY = [
  'tests/api/process/built-server.test.ts',
  'tests/api/process/client-build.test.ts',
  'tests/api/process/deep-bodies.test.ts',
  'tests/api/process/server-process.test.ts',
  'tests/api/process/static-assets.test.ts',
  'tests/api/db/legacy-data.test.ts',
];

/** Server processes sharing one database, which only PostgreSQL allows. */
const POSTGRES_ONLY = ['tests/api/process/two-processes.test.ts', 'tests/api/process/content-two-processes.test.ts'];

/**
 * Production's shape: every step route and the access changes again, through PgBouncer in
 * transaction mode (the server then prepares no statement; docs/decisions.md).
 */
const THROUGH_POOLER = [
  'tests/api/steps/**/*.test.ts',
  'tests/api/people/**/*.test.ts',
  'tests/api/admin/access.test.ts',
  'tests/api/onboarding/session.test.ts',
  'tests/api/onboarding/password-ends-sessions.test.ts',
];

export default defineConfig({
  test: {
    // Both cores: the API files wait on their databases and servers as much as they compute.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      api('api-pglite', 'pglite', EVERY_API_FILE, POSTGRES_ONLY),
      api('api-postgres', 'postgres', EVERY_API_FILE, [...DATABASE_INDEPENDENT, ...PGLITE_ONLY]),
      api('api-pgbouncer', 'postgres', THROUGH_POOLER, [], true),
    ],
  },
});
