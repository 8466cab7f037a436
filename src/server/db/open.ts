import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query layer both drivers share; routes never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenedDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PGlite only: calls `onPayload` for each NOTIFY on `channel`, before the call that committed it
   * resolves (one process owns the database, so no other writer exists). Absent on PostgreSQL,
   * where a notification reaches another process some time after the commit.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite's PostgreSQL keeps its shared buffers in the WebAssembly heap of this process, 128 MB by
 * default; the club's database is a few MB and the OS caches its files anyway. Measured on a warm
 * start (npm run bench:load): 417 MB idle RSS with the default, 305 MB with 16 MB.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Opens the database and applies the migrations.
 * With a postgres:// URL it connects to that server; otherwise it opens PGlite in `dataDir`
 * (the caller holds the directory lock), or in memory when `dataDir` is 'memory://'.
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<OpenedDb> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(options.dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    await client.listen(channel, onPayload);
  };
  return { db: db as unknown as Db, kind: 'pglite', listen, close: () => client.close() };
}
