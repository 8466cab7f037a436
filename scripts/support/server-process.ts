// The real server as `npm start` runs it (the build in dist/server, built first when missing or
// older than its sources), as a child process a script can SIGKILL (the durability check) or load
// and weigh (the load benchmark), on a data directory or a PostgreSQL database of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../build-if-needed.mjs';
import { request } from './http.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const ADMIN = { email: 'admin@durability.test', password: 'Durability-Admin-1!' };

/**
 * What `npm start` sets before Node starts (package.json's start script; glibc reads it only then):
 * malloc backs its large blocks (the WebAssembly and data files PGlite reads at start, large
 * Buffers) with transparent huge pages, so the kernel maps them 2 MB at a time instead of 4 kB
 * (docs/decisions.md, "A warm restart").
 */
export const START_ENV = { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' } as const;

export interface ServerTarget {
  port: number;
  /** PGlite's directory; with databaseUrl it only holds the mail outbox. */
  dataDir: string;
  databaseUrl?: string;
  /**
   * As `npm start` runs it: the request log at its default level (written to nowhere) and the built
   * client served. The load benchmark measures what both cost; the durability run, which only
   * needs the API, silences the log and serves no client.
   */
  asInProduction?: boolean;
  /** The entry to run: dist/server/main.js (the build published last), or one build's own launch.cjs. */
  entry?: string;
  /**
   * Another checkout whose build runs, from its own directory (the release a benchmark compares
   * with, scripts/bench/release.ts): built by the caller, as this checkout's build check knows
   * nothing of its sources.
   */
  root?: string;
  /** DATABASE_POOL_MODE: 'transaction' when databaseUrl goes through PgBouncer in transaction mode. */
  poolMode?: 'session' | 'transaction';
}

export interface ServerProcess {
  pid: number;
  url: string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the process wrote so far (stderr alone as in production, where stdout is the request log). */
  output(): string;
  /** Resident memory of the process, in MB (VmRSS). */
  rssMb(): number;
  /** CPU time the process used so far (user and system), in microseconds. */
  cpuTimeUs(): number;
  /** SIGKILL, and wait until it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop; resolves with the exit code. */
  stop(): Promise<number | null>;
}

let built: { client: boolean } | undefined;

/** The build check once per process (and again if the client is wanted after all), not at every restart. */
function builtOnce(client: boolean) {
  if (built && (built.client || !client)) return;
  buildIfNeeded({ client, server: true });
  built = { client };
}

export function spawnServer(target: ServerTarget): ServerProcess {
  if (!target.root) builtOnce(Boolean(target.asInProduction));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...START_ENV,
    PORT: String(target.port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  if (!target.asInProduction) {
    env.LOG_LEVEL = 'fatal';
    // Only the API is exercised: no client build is needed (pages would answer 503).
    env.CLIENT_DIR = path.join(target.dataDir, 'no-client');
  }
  delete env.DATABASE_URL;
  delete env.DATABASE_POOL_MODE;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  if (target.poolMode) env.DATABASE_POOL_MODE = target.poolMode;
  const child: ChildProcess = spawn(process.execPath, [target.entry ?? 'dist/server/main.js'], {
    cwd: target.root ?? ROOT,
    env,
    stdio: ['ignore', target.asInProduction ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${target.port}`,
    exited,
    output: () => output,
    rssMb: () => Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024,
    cpuTimeUs: () => cpuTimeUs(child.pid!),
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const TICKS_PER_SECOND = 100;
/** A process's CPU time so far, in microseconds (utime and stime of /proc/<pid>/stat). */
function cpuTimeUs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
}

/** Starts the server and waits until /healthz answers; throws with its output when it exits first or never answers. */
export async function startServer(target: ServerTarget, timeoutMs = 60_000): Promise<ServerProcess> {
  const server = spawnServer(target);
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (!gone && Date.now() < deadline) {
    try {
      if ((await request(`${server.url}/healthz`, 'GET')).status === 200) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!gone) await server.kill();
  throw new Error(`the server did not start (${gone ? `exit ${await server.exited}` : 'no answer in time'}): ${server.output().trim()}`);
}

/**
 * A free port whose neighbour is free too: the second server, which must be refused, takes it.
 * Below Linux's ephemeral range (32768 up), so no outgoing connection of a test running beside
 * this one takes it between this check and the server's listen.
 */
export async function freePortPair(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if ((await isFree(port)) && (await isFree(port + 1))) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}
