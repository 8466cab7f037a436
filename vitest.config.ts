import { defineConfig } from 'vitest/config';

const api = (name: string, db: 'pglite' | 'postgres', include = ['tests/api/**/*.test.ts'], pooler = false) => ({
  extends: true as const,
  test: {
    name,
    include,
    environment: 'node',
    env: { TEST_DB: db, ...(pooler ? { TEST_POOLER: 'pgbouncer' } : {}) },
    globalSetup: [pooler ? 'tests/support/pgbouncer-global-setup.ts' : `tests/support/${db}-global-setup.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
      api('api-pglite', 'pglite'),
      api('api-postgres', 'postgres'),
      api('api-pgbouncer', 'postgres', THROUGH_POOLER, true),
    ],
  },
});
