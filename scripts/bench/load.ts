// `npm run bench:load`: the step API under load, today's code beside today's release, in one run.
//
// Issue 31 asks that a member's saves and reads keep up with the server's own speed: at 10
// connections a step save at least 0.15 of a bare route's req/s and a read 0.3, p99 under 20 ms;
// at 200 connections p99 under 150 ms, on PGlite and on PostgreSQL, through PgBouncer and with two
// processes. These machines are shared and noisy (2 cores, other jobs beside), so no figure is
// read alone: each route is a ratio to the bare route (GET /healthz) of the same server in the same
// round, and each of today's figures a ratio to the release's (scripts/bench/release.ts: the
// release checked out into a temporary worktree and built there) in the same round, the rounds of
// the two taking turns so that whatever else the machine runs falls on both alike.
//
// The setups (SETUPS, default all four, in this order): PGlite; a throwaway PostgreSQL (Debian's,
// as the API tests start it; one cluster for the whole run, a database per setup and version);
// that PostgreSQL through PgBouncer in transaction mode, with the server told so
// (DATABASE_POOL_MODE=transaction: it then names no statement) and the pool README advises; and
// PostgreSQL with `--processes N` (default 2) server processes behind one port (a round-robin TCP
// proxy in a process of its own, round-robin-proxy.ts), their CPU summed. The release runs beside
// today's code in each but PgBouncer's: it names its prepared statements on each connection, and
// in transaction mode the next transaction may run on a server connection that never prepared
// them, so it cannot serve there at all (its row says n/a, and the output says why). A `--release`
// that knows DATABASE_POOL_MODE (a commit of issue 31's) runs behind PgBouncer too, told so.
//
// Each server runs as `npm start` runs it (server-process.ts), started twice on a fresh database
// (the cold start creates it, the warm one is measured), its memory read idle and again after one
// member was created and signed in. Then, from this process, autocannon warms each server up (the
// save alone until its CPU per request stops falling, WARMUP seconds at least, default 10, three
// times that at most; then the two reads together for half of WARMUP, as they answer several times
// as many requests a second), so the figures are those of a server V8 has optimized (PGlite's
// WebAssembly is optimized later than V8's default would, for a faster start: docs/decisions.md);
// the save's warm-up is printed too. Then DURATION seconds (default 5) per route at 10 and at 200
// connections, in ROUNDS slices (default 3): in each round one version runs the bare route and the
// routes in turn, then the other (their order swapped from round to round). The routes: the member's autosave (POST of the first
// new-team-onboarding step, without If-Match: every connection saves the same step, so a version
// check would turn most saves into 409s), the same step's GET and GET /api/variants/progress.
// Every figure is the median over the rounds, every ratio the median of its rounds' ratios.
//
// Flags: `--release <ref>` compares with another release, `--no-release` measures today's code
// alone, `--processes N` sets the multi-process setup's count. Exits 0 whatever the verdicts:
// these machines are too noisy for a benchmark to fail a build.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { startPgBouncer, type PgBouncer } from '../../tests/support/pgbouncer.js';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server.js';
import { enrolMembers, STEP } from '../support/member-client.js';
import { startServer, type ServerProcess, type ServerTarget } from '../support/server-process.js';
import { checkoutRelease, releaseRef, type ReleaseCheckout } from './release.js';

type Setup = 'pglite' | 'postgres' | 'pgbouncer' | 'processes';
type Version = 'today' | 'release';

const DURATION = Number(process.env.DURATION ?? 5);
const WARMUP = Number(process.env.WARMUP ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3430);
const SETUPS = (process.env.SETUPS ?? 'pglite,postgres,pgbouncer,processes').split(',') as Setup[];
const CONNECTIONS = [10, 200] as const;
const DRAFT = JSON.stringify({
  field_1: 'Tým přebírám po reorganizaci; očekávání vedení jsou jasná, týmu zatím ne.',
  field_2: 'Dva roky bez stálého vedoucího.',
});

const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
/** The multi-process setup's server processes on one PostgreSQL, behind one port; PGlite allows one (one process per DATA_DIR). */
const PROCESSES = Number(flag('--processes') ?? 2) || 2;
const WITH_RELEASE = !process.argv.includes('--no-release');
/** README's advice for PgBouncer's pool: about twice the database's cores (PostgreSQL runs on this machine). */
const PGBOUNCER_POOL = 2 * os.cpus().length;

const SETUP_LABEL: Record<Setup, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
  pgbouncer: 'PostgreSQL via PgBouncer',
  processes: `PostgreSQL, ${PROCESSES} processes`,
};

/** Issue 31's targets: at 10 connections a save at least 0.15 of the bare route, a read 0.3, p99 under 20 ms; at 200, p99 under 150 ms. */
const TARGETS = {
  ratio: { 'step save': 0.15, 'step read': 0.3 } as Record<string, number>,
  p99At10: 20,
  p99At200: 150,
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

const BARE: Route = { name: 'GET /healthz (bare)', method: 'GET', path: '/healthz', targeted: false };
const ROUTES: Route[] = [
  { name: 'step save', method: 'POST', path: STEP, body: DRAFT, targeted: true },
  { name: 'step read', method: 'GET', path: STEP, targeted: true },
  { name: 'variants/progress', method: 'GET', path: '/api/variants/progress', targeted: false },
];

type Measured = Awaited<ReturnType<typeof load>>;
/** One version's figures for a route: medians over the rounds, the ratio to the bare route of each round. */
type Figures = Measured & { ratio: number };

interface Row {
  setup: Setup;
  route: Route;
  connections: number;
  today: Figures;
  /** Absent where the release cannot run (PgBouncer) or was not asked for. */
  release?: Figures;
  /** Today's over the release's, the median of the rounds' quotients. */
  vsRelease?: { rps: number; cpuUs: number };
  verdict: string;
}

/** What the bench reads of the server it loads: one process, or N behind the proxy. */
type Served = Pick<ServerProcess, 'url' | 'cpuTimeUs' | 'rssMb' | 'stop'>;

/** N server processes on the given ports and the round-robin proxy on `port` in front of them. */
async function serverGroup(target: ServerTarget, backends: number[]): Promise<Served> {
  const servers: ServerProcess[] = [];
  for (const port of backends) servers.push(await startServer({ ...target, port }, 120_000));
  const proxy = fork(path.join(import.meta.dirname, 'round-robin-proxy.ts'), [String(target.port), ...backends.map(String)], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((resolve) => proxy.once('message', resolve));
  return {
    url: `http://127.0.0.1:${target.port}`,
    cpuTimeUs: () => servers.reduce((sum, s) => sum + s.cpuTimeUs(), 0),
    rssMb: () => Math.max(...servers.map((s) => s.rssMb())),
    stop: async () => {
      proxy.kill();
      const codes = await Promise.all(servers.map((s) => s.stop()));
      return codes.find((c) => c !== 0) ?? 0;
    },
  };
}

async function load(server: Served, token: string | undefined, route: Route, connections: number, duration: number) {
  const cpuBefore = server.cpuTimeUs();
  const r = await cannon(server, token, route, connections, duration);
  const cpuUs = (server.cpuTimeUs() - cpuBefore) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, cpuUs };
}

function cannon(server: Served, token: string | undefined, route: Route, connections: number, duration: number) {
  return autocannon({
    url: server.url + route.path,
    connections,
    duration,
    method: route.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(route.body ? { 'content-type': 'application/json' } : {}) },
    body: route.body,
  });
}

/** Where the run is, on stderr: the table comes only at the end. */
const progress = (what: string) => process.stderr.write(`bench:load: ${what}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** A route's rounds as one: the median of each figure, the errors of all rounds. */
function medians(rounds: Measured[]): Measured {
  const of = (key: 'rps' | 'p50' | 'p99' | 'cpuUs') => median(rounds.map((r) => r[key]));
  return { rps: of('rps'), p50: of('p50'), p99: of('p99'), cpuUs: of('cpuUs'), errors: rounds.reduce((n, r) => n + r.errors, 0) };
}

/**
 * The save until its CPU per request stops falling: windows of WARMUP/2 seconds, at least WARMUP
 * in all, until a window costs no less than 0.9 of the one before, at most 3 × WARMUP. A fixed
 * warm-up measured a slower save less warm: V8 optimizes PGlite's WebAssembly once it has run a
 * budget of code (src/server/db/wasm-tiering.ts), so a save that gets fewer requests through in
 * the same seconds is optimized later, and would be compared unoptimized with an optimized one.
 */
async function warmUpSave(server: Served, token: string): Promise<Measured[]> {
  const windows: Measured[] = [];
  if (WARMUP <= 0) return windows;
  while (windows.length * (WARMUP / 2) < 3 * WARMUP) {
    windows.push(await load(server, token, ROUTES[0]!, 10, WARMUP / 2));
    const [before, last] = windows.slice(-2);
    if (windows.length * (WARMUP / 2) >= WARMUP && last!.cpuUs >= 0.9 * before!.cpuUs) break;
  }
  return windows;
}

/** One PostgreSQL cluster for the run, started with the first setup that needs it. */
let cluster: PostgresServer | undefined;
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${cluster!.baseUrl}postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return name;
}

interface Running {
  version: Version;
  server: Served;
  token: string;
  dataDir: string;
}

/** Creates the database with a cold start, then starts the server again on it, as one process or as a group behind a proxy. */
async function startVersion(setup: Setup, version: Version, release: ReleaseCheckout | undefined, ports: number[], bouncer?: PgBouncer) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-load-${version}-`));
  const database = setup === 'pglite' ? undefined : await freshDatabase(`bench_${setup}_${version}`);
  const target: ServerTarget = {
    port: ports[0]!,
    dataDir,
    databaseUrl: database && (bouncer ? bouncer.baseUrl : cluster!.baseUrl) + database,
    poolMode: bouncer ? 'transaction' : undefined,
    asInProduction: true,
    root: version === 'release' ? release!.dir : undefined,
  };
  await (await startServer(target, 120_000)).stop();
  const server = setup === 'processes' ? await serverGroup(target, ports.slice(1)) : await startServer(target, 120_000);
  return { version, server, dataDir };
}

async function measureSetup(
  setup: Setup,
  release: (ReleaseCheckout & { poolModes: boolean }) | undefined,
  out: { rows: Row[]; notes: string[] },
) {
  const versions: Version[] = release && (setup !== 'pgbouncer' || release.poolModes) ? ['today', 'release'] : ['today'];
  if (setup !== 'pglite') cluster ??= await startPostgres();
  const bouncer = setup === 'pgbouncer' ? await startPgBouncer(cluster!.baseUrl, { poolSize: PGBOUNCER_POOL }) : undefined;
  // Each version's port first (the one autocannon loads), then its processes' own behind the proxy.
  const n = setup === 'processes' ? PROCESSES : 0;
  const portsOf = (i: number) => [PORT + i, ...Array.from({ length: n }, (_, k) => PORT + versions.length + i * n + k)];
  const running: Running[] = [];
  progress(`${SETUP_LABEL[setup]}: starting ${versions.join(' and ')}`);
  try {
    // Started side by side: nothing is measured yet, and the run is shorter.
    const started = await Promise.allSettled(versions.map((v, i) => startVersion(setup, v, release, portsOf(i), bouncer)));
    for (const s of started) if (s.status === 'fulfilled') running.push({ ...s.value, token: '' });
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    await sleep(2000);
    const idle = running.map((r) => r.server.rssMb());
    for (const r of running) r.token = (await enrolMembers(r.server.url, 1, 'load'))[0]!.accessToken;
    await sleep(2000);
    const limit = TARGETS.idleRssMb[setup === 'pglite' ? 'pglite' : 'postgres'];
    running.forEach((r, i) => {
      const verdict = r.version === 'today' ? ` (${idle[i]! <= limit ? 'PASS' : 'FAIL'}: at most ${limit})` : '';
      const larger = setup === 'processes' ? `, the larger of ${PROCESSES}` : '';
      out.notes.push(
        `${SETUP_LABEL[setup]}, ${r.version}: RSS idle after a warm start ${idle[i]!.toFixed(0)} MB${verdict}${larger}, after a member was created and signed in ${r.server.rssMb().toFixed(0)} MB`,
      );
    });

    for (const r of running) {
      const windows = await warmUpSave(r.server, r.token);
      if (WARMUP > 0) await Promise.all(ROUTES.slice(1).map((route) => cannon(r.server, r.token, route, 5, WARMUP / 2)));
      out.notes.push(
        `${SETUP_LABEL[setup]}, ${r.version}: step save warming up (10 connections, ${WARMUP / 2} s windows): ${windows.map((w) => `${w.rps.toFixed(0)} req/s at ${w.cpuUs.toFixed(0)} µs`).join(', ')}`,
      );
    }

    for (const connections of CONNECTIONS) {
      progress(`${SETUP_LABEL[setup]}: ${connections} connections`);
      const rounds: Array<Partial<Record<Version, { bare: Measured; routes: Measured[] }>>> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const turn: (typeof rounds)[number] = {};
        for (const r of round % 2 ? [...running].reverse() : running) {
          const bare = await load(r.server, undefined, BARE, connections, DURATION / ROUNDS);
          const routes: Measured[] = [];
          for (const route of ROUTES) routes.push(await load(r.server, r.token, route, connections, DURATION / ROUNDS));
          turn[r.version] = { bare, routes };
        }
        rounds.push(turn);
      }
      const figures = (version: Version, i: number): Figures | undefined => {
        if (!rounds[0]![version]) return undefined;
        const of = (round: (typeof rounds)[number]) => (i < 0 ? round[version]!.bare : round[version]!.routes[i]!);
        return { ...medians(rounds.map(of)), ratio: median(rounds.map((round) => of(round).rps / round[version]!.bare.rps)) };
      };
      for (const [i, route] of [BARE, ...ROUTES].entries()) {
        const at = i - 1;
        const today = figures('today', at)!;
        const released = figures('release', at);
        const pick = (round: (typeof rounds)[number], version: Version) => (at < 0 ? round[version]!.bare : round[version]!.routes[at]!);
        const vsRelease = released && {
          rps: median(rounds.map((round) => pick(round, 'today').rps / pick(round, 'release').rps)),
          cpuUs: median(rounds.map((round) => pick(round, 'today').cpuUs / pick(round, 'release').cpuUs)),
        };
        out.rows.push({
          setup,
          route,
          connections,
          today,
          release: released,
          vsRelease,
          verdict: route.targeted ? verdict(route, connections, today) : '',
        });
      }
    }
  } finally {
    await Promise.all(running.map((r) => r.server.stop()));
    for (const r of running) fs.rmSync(r.dataDir, { recursive: true, force: true });
    bouncer?.stop();
  }
}

function verdict(route: Route, connections: number, r: Figures): string {
  // No request answered within the run is no pass, whatever the empty histogram says.
  const ok =
    r.rps > 0 &&
    r.errors === 0 &&
    (connections === 10 ? r.ratio >= TARGETS.ratio[route.name]! && r.p99 < TARGETS.p99At10 : r.p99 < TARGETS.p99At200);
  return ok ? 'PASS' : 'FAIL';
}

function table(rows: Row[], releaseNa: string): string {
  const head = [
    'setup',
    'route',
    'conns',
    'today req/s (× bare)',
    'p50 / p99 ms',
    'CPU µs/req',
    'release req/s (× bare)',
    'p50 / p99 ms',
    'CPU µs/req',
    'errors',
    'today / release req/s',
    'today / release CPU',
    'target (today)',
  ];
  const rate = (f: Figures) => `${f.rps.toFixed(0)} (${f.ratio.toFixed(2)})`;
  const body = rows.map((r) => {
    const rel = r.release;
    const na = r.setup === 'pgbouncer' && release && !release.poolModes ? releaseNa : '–';
    return [
      SETUP_LABEL[r.setup],
      r.route.name,
      String(r.connections),
      rate(r.today),
      `${r.today.p50} / ${r.today.p99}`,
      r.today.cpuUs.toFixed(0),
      rel ? rate(rel) : na,
      rel ? `${rel.p50} / ${rel.p99}` : na,
      rel ? rel.cpuUs.toFixed(0) : na,
      rel ? `${r.today.errors} / ${rel.errors}` : String(r.today.errors),
      r.vsRelease ? r.vsRelease.rps.toFixed(2) : na,
      r.vsRelease ? r.vsRelease.cpuUs.toFixed(2) : na,
      r.verdict,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** The release, and whether it knows DATABASE_POOL_MODE (a later one given by --release): then it runs behind PgBouncer too. */
const release = WITH_RELEASE ? withPoolModes(checkoutRelease(releaseRef())) : undefined;
function withPoolModes(checkout: ReleaseCheckout) {
  return {
    ...checkout,
    poolModes: fs.readFileSync(path.join(checkout.dir, 'src/server/config.ts'), 'utf8').includes('DATABASE_POOL_MODE'),
  };
}
const out = { rows: [] as Row[], notes: [] as string[] };
try {
  if (release) {
    console.log(`Building the release ${release.ref} in ${release.dir}…`);
    release.npm('build');
  }
  for (const setup of SETUPS) await measureSetup(setup, release, out);
} finally {
  cluster?.stop();
  release?.remove();
}
console.log(table(out.rows, 'n/a'));
console.log(out.notes.join('\n'));
if (release && !release.poolModes && SETUPS.includes('pgbouncer'))
  console.log(
    `release via PgBouncer: n/a. The release (${release.ref}) names its prepared statements on each connection and has no DATABASE_POOL_MODE; in transaction mode PgBouncer hands the next transaction a server connection that never prepared them, so its statements fail there (docs/decisions.md, "One way to the database, on public APIs").`,
  );
if (SETUPS.includes('pgbouncer'))
  console.log(
    `PgBouncer: transaction mode, default_pool_size ${PGBOUNCER_POOL} (twice this machine's cores, as README advises), the server with DATABASE_POOL_MODE=transaction`,
  );
if (SETUPS.includes('processes'))
  console.log(
    `${SETUP_LABEL.processes}: behind one port (scripts/bench/round-robin-proxy.ts), the bare route too; CPU per request summed over the processes`,
  );
console.log(
  `release: ${release ? release.ref : 'not measured (--no-release)'}; rounds of today's code and of the release alternate, ${ROUNDS} of ${(DURATION / ROUNDS).toFixed(2)} s per route and connection count, after a warm-up of ${WARMUP}-${3 * WARMUP} s for the save and ${WARMUP / 2} s for the reads`,
);
console.log(
  `targets (today's code): at 10 connections a step save at least ${TARGETS.ratio['step save']} and a step read ${TARGETS.ratio['step read']} of the bare route, p99 under ${TARGETS.p99At10} ms; at 200 connections p99 under ${TARGETS.p99At200} ms; no errors`,
);
const targeted = out.rows.filter((r) => r.verdict);
const failing = targeted.filter((r) => r.verdict === 'FAIL');
console.log(
  `verdict: ${targeted.length - failing.length} of ${targeted.length} PASS` +
    (failing.length ? `; FAIL: ${failing.map((r) => `${SETUP_LABEL[r.setup]} ${r.route.name} at ${r.connections}`).join(', ')}` : ''),
);
