import crypto from 'node:crypto';
import fs from 'node:fs';
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
  /** The PostgreSQL database the app runs on (undefined on PGlite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** The API project that runs through PgBouncer in transaction mode (api-pgbouncer). */
export const throughPooler = process.env.TEST_POOLER === 'pgbouncer';

async function openTestDb(): Promise<{ opened: OpenedDb; databaseUrl?: string }> {
  if (dbKind === 'pglite') {
    return { opened: await openDb({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) }) };
  }
  const base = inject('postgresBaseUrl');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${throughPooler ? inject('postgresAdminUrl') : base}postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const databaseUrl = base + name;
  return { opened: await openDb({ databaseUrl, dataDir: 'unused', poolMode: throughPooler ? 'transaction' : 'session' }), databaseUrl };
}

/**
 * The real app on a fresh database (in-memory PGlite or a new PostgreSQL database), a copy of the
 * run's migrated template holding the known administrator (tests/support/template-db.ts); the app
 * still migrates and bootstraps it as a server start does. Use `app.inject` against it.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const { opened, databaseUrl } = await openTestDb();
  const config: ServerConfig = {
    ...configFromEnv({}),
    clientDir: undefined,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    dataDir: 'memory://',
    databasePoolMode: throughPooler ? 'transaction' : 'session',
    ...overrides,
  };
  const app = await buildApp({ config, opened, logger: false });
  await bootstrap(app, config);
  await app.ready();
  return {
    app,
    opened,
    config,
    databaseUrl,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}

/**
 * Another app instance on the same database, as a second server process would be: on PostgreSQL
 * with a connection pool of its own; on PGlite (one process owns the database) on the same handle.
 * Close it before the first one.
 */
export async function secondTestApp(first: TestApp): Promise<TestApp> {
  const opened = first.databaseUrl
    ? await openDb({ databaseUrl: first.databaseUrl, dataDir: 'unused', poolMode: first.config.databasePoolMode })
    : first.opened;
  const app = await buildApp({ config: first.config, opened, logger: false });
  await app.ready();
  return {
    app,
    opened,
    config: first.config,
    databaseUrl: first.databaseUrl,
    async close() {
      await app.close();
      if (opened !== first.opened) await opened.close();
    },
  };
}
