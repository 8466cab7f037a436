import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgres-server.js';

/** Debian's PgBouncer (1.18): a pooler in transaction mode in front of a test PostgreSQL. */
export interface PgBouncer {
  /** postgres://app:…@127.0.0.1:PORT/ through the pooler — append a database name. */
  baseUrl: string;
  stop(): void;
}

const BIN = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((f) => fs.existsSync(f));

async function listening(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`PgBouncer did not listen on ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * PgBouncer in transaction mode on a free port, forwarding every database name to the PostgreSQL
 * of `postgresBaseUrl` as its user (clients are not asked for a password: the test's own loopback
 * pooler). A server connection goes back to the pool after every transaction, so a named prepared
 * statement from an earlier transaction may be missing on the next one, as in production.
 * Run as the postgres OS user when the tests run as root (PgBouncer refuses root). `poolSize`: its
 * server connections per database (the load benchmark gives it README's production advice).
 */
export async function startPgBouncer(postgresBaseUrl: string, { poolSize = 20 }: { poolSize?: number } = {}): Promise<PgBouncer> {
  if (!BIN) throw new Error('PgBouncer not found: apt-get install -y pgbouncer (npm run setup:test installs it)');
  const target = new URL(postgresBaseUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-test-'));
  const port = await freePort();
  const ini = [
    '[databases]',
    `* = host=${target.hostname} port=${target.port} user=${decodeURIComponent(target.username)} password=${decodeURIComponent(target.password)}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    `unix_socket_dir = ${dir}`,
    'auth_type = any',
    'pool_mode = transaction',
    'max_client_conn = 400',
    `default_pool_size = ${poolSize}`,
    // Each transaction on the next server connection: a statement one transaction prepared is
    // missing on the next, every time, not only when two clients happen to overlap.
    'server_round_robin = 1',
    'min_pool_size = 4',
    'ignore_startup_parameters = extra_float_digits',
    `logfile = ${path.join(dir, 'log')}`,
    `pidfile = ${path.join(dir, 'pid')}`,
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'pgbouncer.ini'), ini);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', BIN, path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore' })
    : spawn(BIN, [path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  await listening(port, 10_000);
  return {
    baseUrl: `postgres://${target.username}:${target.password}@127.0.0.1:${port}/`,
    stop() {
      // PgBouncer's own pid (runuser does not pass a signal on): SIGINT is its "close when idle".
      const pid = Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8'));
      if (pid) process.kill(pid, 'SIGINT');
      child.unref();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
