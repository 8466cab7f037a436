// `npm run bench:deep-bodies`: a member's autosave on the real server (built first when missing or
// older than its sources) while two clients without a token send 1 MB JSON bodies nested 500,000
// deep in a loop, to a sign-in route and to the step save in turn (issue 29, item 5). For PGlite and
// then a throwaway PostgreSQL cluster: the member saves back to back, QUIET seconds alone (default
// 5, after a warm-up of 2 s), then SECONDS (default 20) under the attack. Prints the save's p50, p95
// and max in both phases, the server's CPU and the attackers' answers, and PASS when the p95 under
// attack is below 100 ms; exits 1 otherwise. Loopback only. DATABASES=pglite runs one; BENCH_PORT
// pins the port (else a free one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server.js';
import { freePortPair } from '../support/server-process.js';
import { P95_LIMIT_MS, passed, runDeepBodies, type DeepBodiesResult, type SaveTimes } from './deep-bodies/under-attack.js';

type DbKind = 'pglite' | 'postgres';

const SECONDS = Number(process.env.SECONDS ?? 20);
const QUIET = Number(process.env.QUIET ?? 5);
const DATABASES = (process.env.DATABASES ?? 'pglite,postgres').split(',') as DbKind[];
const ATTACKERS = 2;

async function throwawayDatabase(): Promise<{ postgres: PostgresServer; url: string }> {
  const postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: `${postgres.baseUrl}postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  return { postgres, url: `${postgres.baseUrl}bench` };
}

async function runOn(db: DbKind): Promise<DeepBodiesResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deep-bodies-'));
  const pgs = db === 'postgres' ? await throwawayDatabase() : undefined;
  try {
    const port = Number(process.env.BENCH_PORT) || (await freePortPair());
    return await runDeepBodies({
      target: { port, dataDir, databaseUrl: pgs?.url },
      quietSeconds: QUIET,
      attackSeconds: SECONDS,
      attackers: ATTACKERS,
    });
  } finally {
    pgs?.postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (x: number) => x.toFixed(1);
const row = (db: string, phase: string, t: SaveTimes, verdict: string) =>
  [
    db.padEnd(8),
    phase.padEnd(14),
    String(t.saves).padStart(6),
    String(t.failed).padStart(6),
    ms(t.p50).padStart(7),
    ms(t.p95).padStart(7),
    ms(t.max).padStart(8),
    `${(t.serverCpu * 100).toFixed(0)} %`.padStart(10),
    verdict,
  ].join('  ');

let failed = false;
const lines = [['database', 'phase         ', ' saves', 'failed', 'p50 ms', 'p95 ms', ' max ms', 'server CPU', 'target'].join('  ')];
const answers: string[] = [];
for (const db of DATABASES) {
  const r = await runOn(db);
  const pass = passed(r);
  failed ||= !pass;
  lines.push(row(db, 'alone', r.quiet, ''), row(db, 'under attack', r.attacked, pass ? 'PASS' : 'FAIL'));
  const total = Object.values(r.attacks).reduce((a, b) => a + b, 0);
  answers.push(
    `${db}: ${total} deep bodies sent in ${SECONDS} s, answered ${Object.entries(r.attacks)
      .map(([status, n]) => `${status} × ${n}`)
      .join(', ')}`,
  );
}
console.log(lines.join('\n'));
console.log(answers.join('\n'));
console.log(`target: the save's p95 under attack below ${P95_LIMIT_MS} ms, no save failed (${ATTACKERS} attackers, ${SECONDS} s)`);
process.exit(failed ? 1 : 0);
