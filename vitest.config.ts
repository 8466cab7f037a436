import { defineConfig } from 'vitest/config';

const api = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: db === 'postgres' ? ['tests/support/postgres-global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
    ],
  },
});
