// `npm run bench:start`: how long a warm restart takes, from the command to the first 200 of
// /healthz, on a data directory a first start already created (PGlite), for the server (the process
// a restart starts: `node dist/server/main.js` in the environment `npm start` gives it) and for
// `npm start` (npm itself, the build check, then the server), against a bare Node HTTP server
// started the same way in the same run, alternating, after a warm-up. Prints the median of each and
// its ratio to the bare server; exits 1 when the server's median reaches a second (issue 15; npm's
// own share is in docs/performance.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../build-if-needed.mjs';
import { START_ENV } from '../support/server-process.js';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const PORT = Number(process.env.PORT ?? 3420);
const LIMIT_MS = 1000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'Bench-Start-1!',
};
const bare = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(${PORT}, '127.0.0.1')`;

type Command = [string, string[], NodeJS.ProcessEnv?];
const commands: Record<string, Command> = {
  'server alone': [process.execPath, ['dist/server/main.js'], START_ENV],
  'npm start': ['npm', ['start', '--silent']],
  'bare node http': [process.execPath, ['-e', bare]],
};

const healthy = () =>
  fetch(`http://127.0.0.1:${PORT}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

/** Milliseconds from the spawn to the first healthy answer; then stops the process group and waits for it. */
async function startOnce([cmd, args, extraEnv]: Command): Promise<number> {
  const started = performance.now();
  const child = spawn(cmd, args, { env: { ...env, ...extraEnv }, stdio: 'ignore', detached: true });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ms = NaN;
  while (child.exitCode === null) {
    if (await healthy()) {
      ms = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  await exited;
  if (Number.isNaN(ms)) throw new Error(`${cmd} ${args.join(' ')} exited before answering /healthz`);
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Built before the clock starts: every timed start, `npm start`'s too, finds nothing to build.
buildIfNeeded();

try {
  const first = await startOnce(commands['server alone']!);
  console.log(`first start (empty data directory): ${first.toFixed(0)} ms`);
  for (const command of Object.values(commands)) await startOnce(command);
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, command] of Object.entries(commands)) times[name]!.push(await startOnce(command));
  }
  const baseline = median(times['bare node http']!);
  console.log(`warm restarts, ${ROUNDS} rounds, median (min-max):`);
  for (const [name, xs] of Object.entries(times)) {
    console.log(
      `  ${name.padEnd(15)} ${median(xs).toFixed(0).padStart(5)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}), ${(median(xs) / baseline).toFixed(1)}x bare node`,
    );
  }
  const server = median(times['server alone']!);
  console.log(
    server < LIMIT_MS
      ? `PASS: the server answers in under ${LIMIT_MS} ms`
      : `FAIL: the server takes ${server.toFixed(0)} ms (limit ${LIMIT_MS})`,
  );
  process.exitCode = server < LIMIT_MS ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
