import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { configFromEnv, type ServerConfig } from '../../src/server/config.js';
import { openDb, type OpenedDb } from '../../src/server/db/open.js';
import { bootstrap } from '../../src/server/services/bootstrap.js';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.js';

export { ADMIN_EMAIL, ADMIN_PASSWORD };

/** Which database the API project runs on: set per vitest project (api-pglite, api-postgres). */
export const dbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  opened: OpenedDb;
  config: ServerConfig;
  close(): Promise<void>;
}

async function openTestDb(): Promise<OpenedDb> {
  if (dbKind === 'pglite') return openDb({ dataDir: 'memory://' });
  const base = inject('postgresBaseUrl');
  const name = 'test_' + crypto.randomBytes(6).toString('hex');
  const admin = new pg.Client({ connectionString: base + 'postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return openDb({ databaseUrl: base + name, dataDir: 'unused' });
}

/**
 * The real app on a fresh database (in-memory PGlite or a new PostgreSQL database),
 * bootstrapped with a known administrator. Use `app.inject` against it.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const opened = await openTestDb();
  const config: ServerConfig = {
    ...configFromEnv({}),
    clientDir: undefined,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    dataDir: 'memory://',
    ...overrides,
  };
  const app = await buildApp({ config, opened, logger: false });
  await bootstrap(app, config);
  await app.ready();
  return {
    app,
    opened,
    config,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}
