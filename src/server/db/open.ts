import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PROJECT_DIR } from '../../content/paths.js';
import * as schema from './schema.js';
import { setWasmTieringBudget } from './wasm-tiering.js';

export type Schema = typeof schema;
/** The query layer both drivers share; routes never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * One statement of a hot path: text values in (parameter types as the database infers them), rows
 * of column values out as the driver reads them (integers as numbers, booleans as booleans; a
 * statement that wants a JSON column's text casts it to text).
 */
export type Statement = (values: ReadonlyArray<string | null>) => Promise<unknown[][]>;

export interface OpenedDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The statement `text` under `name`, the same function for every caller that names it. */
  statement(name: string, text: string): Statement;
  /**
   * PGlite only: calls `onPayload` for each NOTIFY on `channel`, before the call that committed it
   * resolves (one process owns the database, so no other writer exists). Absent on PostgreSQL,
   * where a notification reaches another process some time after the commit.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /**
   * PGlite only: hands `payload` to every listener of `channel` on this handle, as a NOTIFY of a
   * committed write would be: for a writer that announces its own writes instead of a trigger.
   */
  announce?(channel: string, payload: string): void;
  close(): Promise<void>;
}

/** One function per name, so app instances sharing a handle share its prepared statement. */
function statementsBy(create: (name: string, text: string) => Statement) {
  const made = new Map<string, { text: string; statement: Statement }>();
  return (name: string, text: string) => {
    const known = made.get(name);
    if (known && known.text !== text) throw new Error(`statement ${name} prepared with another text`);
    if (known) return known.statement;
    const statement = create(name, text);
    made.set(name, { text, statement });
    return statement;
  };
}

const migrationsFolder = path.join(PROJECT_DIR, 'src/server/db/migrations');

/**
 * PGlite's PostgreSQL keeps its shared buffers in the WebAssembly heap of this process, far more by
 * default than the club's database of a few MB needs, and the OS caches its files anyway: a smaller
 * pool is that much less memory (docs/performance.md, "Figures behind code comments").
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * PGlite's WebAssembly, compiled on V8's background threads from the moment the database is
 * asked for, while the app's modules load on the main thread (read synchronously, so the compile
 * starts before they do); PGlite would compile it only once its own modules have loaded. Compiled
 * once per process, as PGlite does. Undefined, and PGlite compiles it itself, if the package has
 * moved the file.
 */
let pgliteWasm: Promise<WebAssembly.Module> | undefined;
function compilePgliteWasm(): Promise<WebAssembly.Module> | undefined {
  if (pgliteWasm) return pgliteWasm;
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
  if (fs.existsSync(file)) pgliteWasm = WebAssembly.compile(fs.readFileSync(file));
  return pgliteWasm;
}

/**
 * Opens the database and applies the migrations.
 * With a postgres:// URL it connects to that server (behind a pooler in transaction mode with
 * `poolMode: 'transaction'`, preparing no statement); otherwise it opens PGlite in `dataDir`
 * (the caller holds the directory lock), or in memory when `dataDir` is 'memory://'. `loadDataDir`, a
 * PGlite data directory as `PGlite.dumpDataDir` writes it, starts PGlite from that copy instead of an
 * empty database: the tests' migrated template (tests/support/pglite-global-setup.ts).
 */
export async function openDb(options: {
  databaseUrl?: string;
  dataDir: string;
  poolMode?: 'session' | 'transaction';
  loadDataDir?: Blob;
}): Promise<OpenedDb> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }, { pgStatements }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./pg-statement.js'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    const statement = statementsBy(pgStatements(pool, { prepared: options.poolMode !== 'transaction' }));
    return { db: db as unknown as Db, kind: 'postgres', statement, close: () => pool.end() };
  }
  setWasmTieringBudget();
  const wasm = compilePgliteWasm();
  const [{ PGlite }, { drizzle }, { migrate }, { pgliteStatements }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-statement.js'),
  ]);
  const client = await PGlite.create(options.dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    pgliteWasmModule: await wasm,
    loadDataDir: options.loadDataDir,
  });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  // A notification comes with the answer of the call that committed it (PGlite hands it to client.listen's callbacks first).
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    const known = listeners.get(channel);
    if (known) return void known.add(onPayload);
    const on = new Set([onPayload]);
    listeners.set(channel, on);
    await client.listen(channel, (payload) => {
      for (const each of on) each(payload);
    });
  };
  const announce = (channel: string, payload: string) => {
    for (const each of listeners.get(channel) ?? []) each(payload);
  };
  const statement = statementsBy(pgliteStatements(client));
  return { db: db as unknown as Db, kind: 'pglite', statement, listen, announce, close: () => client.close() };
}
