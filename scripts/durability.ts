// npm run check:durability [-- --kills 20 | --seconds 300] [--db both] [--streams 2] [--port 3450]
// (or DURABILITY_KILLS, DURABILITY_SECONDS, DURABILITY_DB, DURABILITY_STREAMS, DURABILITY_PORT)
// Streams autosaves against the real server, SIGKILLs it at random moments, restarts it and
// checks that no acknowledged save is lost: on PGlite (a temporary DATA_DIR) and on a throwaway
// PostgreSQL cluster. Exits 1 on any loss, failed restart or other problem.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgres } from '../tests/support/postgres-server.js';
import { runDurability, type DurabilityResult } from './durability/kill-loop.js';
import { freePortPair } from './support/server-process.js';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: process.env.DURABILITY_KILLS },
    seconds: { type: 'string', default: process.env.DURABILITY_SECONDS },
    db: { type: 'string', default: process.env.DURABILITY_DB ?? 'both' },
    streams: { type: 'string', default: process.env.DURABILITY_STREAMS ?? '2' },
    port: { type: 'string', default: process.env.DURABILITY_PORT },
  },
});
const seconds = values.seconds ? Number(values.seconds) : undefined;
// A duration alone runs until it is over; neither gives 20 kills.
const kills = values.kills ? Number(values.kills) : seconds ? Number.MAX_SAFE_INTEGER : 20;
const streams = Number(values.streams);
const databases = values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
if (
  !Number.isInteger(kills) ||
  kills < 1 ||
  (seconds !== undefined && !(seconds > 0)) ||
  !Number.isInteger(streams) ||
  streams < 1 ||
  !databases.every((d) => d === 'pglite' || d === 'postgres')
) {
  console.error('usage: npm run check:durability -- [--kills N] [--seconds S] [--db pglite|postgres|both] [--streams N] [--port P]');
  process.exit(2);
}

async function runOn(db: 'pglite' | 'postgres'): Promise<DurabilityResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `durability-${db}-`));
  const port = values.port ? Number(values.port) : await freePortPair();
  const postgres = db === 'postgres' ? await startPostgres() : undefined;
  try {
    let databaseUrl: string | undefined;
    if (postgres) {
      const admin = new pg.Client({ connectionString: `${postgres.baseUrl}postgres` });
      await admin.connect();
      await admin.query('CREATE DATABASE durability');
      await admin.end();
      databaseUrl = `${postgres.baseUrl}durability`;
    }
    return await runDurability({ db, target: { port, dataDir, databaseUrl }, kills, seconds, streams, log: console.log });
  } finally {
    postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: DurabilityResult[] = [];
for (const db of databases) results.push(await runOn(db));

console.log('\ndatabase    kills  acknowledged saves  lost  failed restarts  in flight at a kill (stored)  second server refused  time');
for (const r of results) {
  const cells = [
    r.db.padEnd(10),
    String(r.kills).padStart(5),
    String(r.acknowledged).padStart(18),
    String(r.losses.length).padStart(4),
    String(r.failedRestarts.length).padStart(15),
    `${r.inFlight.atKill} (${r.inFlight.stored})`.padStart(28),
    (r.db === 'pglite' ? `${r.secondServer.refused} of ${r.secondServer.tried}` : '–').padStart(21),
    `${r.seconds.toFixed(0)} s`,
  ];
  console.log(cells.join('  '));
  for (const line of [...r.losses, ...r.failedRestarts, ...r.problems]) console.log(`  ${r.db}: ${line}`);
}
const failed = results.some((r) => r.losses.length || r.failedRestarts.length || r.problems.length);
console.log(failed ? '\nFAIL: see above' : '\nPASS: no acknowledged save lost, every restart succeeded');
process.exit(failed ? 1 : 0);
