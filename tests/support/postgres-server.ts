import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

/** A throwaway PostgreSQL cluster on loopback, owned by the test run. */
export interface PostgresServer {
  /** postgres://app:…@127.0.0.1:PORT/ — append a database name. */
  baseUrl: string;
  stop(): void;
}

const BIN = fs.existsSync('/usr/lib/postgresql')
  ? path.join('/usr/lib/postgresql', fs.readdirSync('/usr/lib/postgresql').sort().at(-1) ?? '15', 'bin')
  : '';

/** A port the OS has free on loopback now (the test's own servers take it right after). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * initdb + pg_ctl start in a temp dir as the postgres OS user (root may not run the server),
 * on `port` or a free one. Throws with a clear message when Debian's postgresql package is missing.
 */
export async function startPostgres(port?: number): Promise<PostgresServer> {
  if (!BIN || !fs.existsSync(path.join(BIN, 'initdb'))) {
    throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const password = `test-${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(path.join(dir, 'pw'), password);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, cmd), ...args] : args;
    const res = spawnSync(asRoot ? 'runuser' : path.join(BIN, cmd), argv, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  port ??= await freePort();
  run('initdb', [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'app',
    `--pwfile=${path.join(dir, 'pw')}`,
    '--auth-host=scram-sha-256',
    '--auth-local=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  run('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    baseUrl: `postgres://app:${password}@127.0.0.1:${port}/`,
    stop() {
      try {
        run('pg_ctl', ['-D', path.join(dir, 'data'), '-w', '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
