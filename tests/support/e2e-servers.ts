import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * Starts the browser tests' servers (tests/support/e2e-server.ts) side by side and prints READY
 * once every one answers /healthz. Playwright starts its webServer entries one after another, each
 * seeding a fresh database: three in a row cost three starts, side by side about one and a half on
 * two cores. E2E_SERVERS lists them as port:access-token-seconds, comma-separated.
 */

const servers = (process.env.E2E_SERVERS ?? '').split(',').map((entry) => {
  const [port, ttl] = entry.split(':');
  if (!port || !ttl) throw new Error(`E2E_SERVERS: "${entry}" is not port:seconds`);
  return { port: Number(port), ttl };
});

/** A port something already listens on would have the tests talk to another checkout's server. */
const inUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
for (const { port } of servers) if (await inUse(port)) throw new Error(`port ${port} is already used: stop what runs there`);

const children: ChildProcess[] = servers.map(({ port, ttl }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/e2e-server.ts'], {
    env: { ...process.env, PORT: String(port), ACCESS_TOKEN_TTL_SECONDS: ttl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e server on port ${port} exited (${signal ?? code})`);
    stop(1);
  });
  return child;
});

let stopping = false;
function stop(code: number) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (res) => res.ok,
    () => false,
  );
const waiting = new Set(servers.map((s) => s.port));
while (waiting.size && !stopping) {
  for (const port of waiting) if (await healthy(port)) waiting.delete(port);
  if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!stopping) console.log('e2e servers ready');
