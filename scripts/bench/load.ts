// `npm run bench:load`: the step API under load against a bare route of the same server, on PGlite
// and on a throwaway PostgreSQL. For each database the real server is started twice on a fresh
// database (the cold start creates it, the warm one is measured), its memory read when idle and
// again after one member was created and signed in; then autocannon, from this process, runs each
// route for DURATION seconds at 10 and at 200 connections (in ROUNDS slices, default 3, the routes
// taking turns; the table shows each figure's median and each ratio's median over the rounds),
// after each route ran WARMUP seconds (default 10) at 10 connections, so the table shows the server
// as it runs once V8 has optimized the code a route takes (PGlite's WebAssembly is optimized later
// than V8's default would, for a faster start: see docs/decisions.md); the save's warm-up is
// printed too. The routes: GET /healthz (the bare route), the member's autosave (POST of the first
// new-team-onboarding step, without If-Match: every connection saves the same step, so a version
// check would turn most saves into 409s), the same step's GET and GET /api/variants/progress.
// Prints one table, each route's req/s as a ratio to the bare route at the same connections, the
// server's CPU time per request, and the issue's targets with PASS or FAIL (exit 0 either way:
// these machines are shared and noisy). `-- --processes N` runs PostgreSQL's server as N processes
// behind one port (a round-robin TCP proxy in a process of its own), the CPU per request summed.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server.js';
import { enrolMembers, STEP } from '../support/member-client.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

type DbKind = 'pglite' | 'postgres';

const DURATION = Number(process.env.DURATION ?? 5);
const WARMUP = Number(process.env.WARMUP ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3430);
const DATABASES = (process.env.DATABASES ?? 'pglite,postgres').split(',') as DbKind[];
const CONNECTIONS = [10, 200] as const;
const DRAFT = JSON.stringify({
  field_1: 'Tým přebírám po reorganizaci; očekávání vedení jsou jasná, týmu zatím ne.',
  field_2: 'Dva roky bez stálého vedoucího.',
});

/** `--processes N`: N server processes on one PostgreSQL behind one port (round-robin-proxy.ts); PGlite allows one. */
const PROCESSES = Number(process.argv[process.argv.indexOf('--processes') + 1] ?? 1) || 1;

/** Issue 31's targets: at 10 connections a save at least 0.15 of the bare route, a read 0.3, p99 under 20 ms; at 200, p99 under 150 ms. */
const TARGETS = {
  ratio: { 'step save': 0.15, 'step read': 0.3 } as Record<string, number>,
  p99At10: 20,
  p99At200: { pglite: 150, postgres: 150 },
  idleRssMb: { pglite: 350, postgres: 120 },
};

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The issue's targets apply to the step's save and read. */
  targeted: boolean;
}

const ROUTES: Route[] = [
  { name: 'step save', method: 'POST', path: STEP, body: DRAFT, targeted: true },
  { name: 'step read', method: 'GET', path: STEP, targeted: true },
  { name: 'variants/progress', method: 'GET', path: '/api/variants/progress', targeted: false },
];

interface Row {
  db: DbKind;
  route: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
  /** The server's CPU time (user and system) per answered request: steady where req/s moves with whatever else the machine runs. */
  cpuUs: number;
  verdict: string;
}

/** What the bench reads of the server it loads: one process, or N behind the proxy. */
type Served = Pick<ServerProcess, 'url' | 'cpuTimeUs' | 'rssMb' | 'stop'>;

/** N server processes on PORT+2… and the round-robin proxy on PORT (PORT+1 is PostgreSQL's). */
async function serverGroup(target: Parameters<typeof startServer>[0], n: number): Promise<Served> {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < n; i++) servers.push(await startServer({ ...target, port: PORT + 2 + i }, 120_000));
  const proxy = fork(
    path.join(import.meta.dirname, 'round-robin-proxy.ts'),
    [String(PORT), ...servers.map((_, i) => String(PORT + 2 + i))],
    { execArgv: ['--import', 'tsx'] },
  );
  await new Promise((resolve) => proxy.once('message', resolve));
  return {
    url: `http://127.0.0.1:${PORT}`,
    cpuTimeUs: () => servers.reduce((sum, s) => sum + s.cpuTimeUs(), 0),
    rssMb: () => Math.max(...servers.map((s) => s.rssMb())),
    stop: async () => {
      proxy.kill();
      const codes = await Promise.all(servers.map((s) => s.stop()));
      return codes.find((c) => c !== 0) ?? 0;
    },
  };
}

async function load(server: Served, token: string | undefined, route: Omit<Route, 'targeted'>, connections: number, duration = DURATION) {
  const cpuBefore = server.cpuTimeUs();
  const r = await autocannon({
    url: server.url + route.path,
    connections,
    duration,
    method: route.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(route.body ? { 'content-type': 'application/json' } : {}) },
    body: route.body,
  });
  const cpuUs = (server.cpuTimeUs() - cpuBefore) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, cpuUs };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Measured = Awaited<ReturnType<typeof load>>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** A route's rounds as one: the median of each figure, the errors of all rounds. */
function medians(rounds: Measured[]): Measured {
  const of = (key: 'rps' | 'p50' | 'p99' | 'cpuUs') => median(rounds.map((r) => r[key]));
  return { rps: of('rps'), p50: of('p50'), p99: of('p99'), cpuUs: of('cpuUs'), errors: rounds.reduce((n, r) => n + r.errors, 0) };
}

async function throwawayPostgres(): Promise<{ pgServer: PostgresServer; url: string }> {
  const pgServer = await startPostgres(PORT + 1);
  const admin = new pg.Client({ connectionString: pgServer.baseUrl + 'postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  return { pgServer, url: pgServer.baseUrl + 'bench' };
}

async function measure(db: DbKind, rows: Row[], memory: string[], warmups: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const pgs = db === 'postgres' ? await throwawayPostgres() : undefined;
  const target = { port: PORT, dataDir, databaseUrl: pgs?.url, asInProduction: true };
  let server: Served | undefined;
  const processes = db === 'postgres' ? PROCESSES : 1;
  try {
    await (await startServer(target, 120_000)).stop();
    server = processes > 1 ? await serverGroup(target, processes) : await startServer(target, 120_000);
    await sleep(2000);
    const idle = server.rssMb();
    const [member] = await enrolMembers(server.url, 1, 'load');
    const token = member!.accessToken;
    await sleep(2000);
    const signedIn = server.rssMb();
    const limit = TARGETS.idleRssMb[db];
    memory.push(
      `${db}${processes > 1 ? ` (${processes} processes, the larger)` : ''}: RSS idle after a warm start ${idle.toFixed(0)} MB (${idle <= limit ? 'PASS' : 'FAIL'}: at most ${limit}), after a member was created and signed in ${signedIn.toFixed(0)} MB`,
    );

    for (const route of ROUTES) {
      const w = await load(server, token, route, 10, WARMUP);
      if (route.targeted && route.method === 'POST')
        warmups.push(
          `${db}: ${route.name} while warming up (the first ${WARMUP} s of load after the start, 10 connections): ${w.rps.toFixed(0)} req/s, p99 ${w.p99} ms, ${w.cpuUs.toFixed(0)} µs CPU/req`,
        );
    }
    const bareRoute = { name: 'healthz', method: 'GET' as const, path: '/healthz' };
    for (const connections of CONNECTIONS) {
      // ROUNDS slices of the bare route and of each route in turn: each ratio is taken against the
      // bare route of its own round, so the machine's speed drifting during the run moves both.
      const rounds: Array<{ bare: Measured; routes: Measured[] }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const bare = await load(server, undefined, bareRoute, connections, DURATION / ROUNDS);
        const routes: Measured[] = [];
        for (const route of ROUTES) routes.push(await load(server, token, route, connections, DURATION / ROUNDS));
        rounds.push({ bare, routes });
      }
      rows.push({ db, route: 'GET /healthz (bare)', connections, ...medians(rounds.map((r) => r.bare)), ratio: 1, verdict: '' });
      ROUTES.forEach((route, i) => {
        const r = medians(rounds.map((round) => round.routes[i]!));
        const ratio = median(rounds.map((round) => round.routes[i]!.rps / round.bare.rps));
        rows.push({
          db,
          route: route.name,
          connections,
          ...r,
          ratio,
          verdict: route.targeted ? verdict(db, route.name, connections, r, ratio) : '',
        });
      });
    }
  } finally {
    await server?.stop();
    pgs?.pgServer.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function verdict(db: DbKind, route: string, connections: number, r: { rps: number; p99: number; errors: number }, ratio: number): string {
  // No request answered within the run is no pass, whatever the empty histogram says.
  const ok =
    r.rps === 0
      ? false
      : connections === 10
        ? ratio >= TARGETS.ratio[route]! && r.p99 < TARGETS.p99At10
        : r.errors === 0 && r.p99 < TARGETS.p99At200[db];
  return ok ? 'PASS' : 'FAIL';
}

function table(rows: Row[]): string {
  const head = ['database', 'route', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio to bare', 'server CPU µs/req', 'target'];
  const body = rows.map((r) => [
    r.db,
    r.route,
    String(r.connections),
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.ratio.toFixed(2),
    r.cpuUs.toFixed(0),
    r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  return [line(head), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...body.map(line)].join('\n');
}

const rows: Row[] = [];
const memory: string[] = [];
const warmups: string[] = [];
for (const db of DATABASES) await measure(db, rows, memory, warmups);
console.log(table(rows));
console.log(memory.join('\n'));
console.log(warmups.join('\n'));
console.log(
  `targets: at 10 connections a step save at least ${TARGETS.ratio['step save']} and a step read ${TARGETS.ratio['step read']} of the bare route, p99 under ${TARGETS.p99At10} ms; at 200 connections no errors and p99 under ${TARGETS.p99At200.pglite} ms (PGlite) / ${TARGETS.p99At200.postgres} ms (PostgreSQL)`,
);
if (PROCESSES > 1)
  console.log(
    `PostgreSQL measured with ${PROCESSES} server processes behind one port (scripts/bench/round-robin-proxy.ts); PGlite with one (one process per DATA_DIR)`,
  );
