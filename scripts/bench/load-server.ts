// The server under load, started as `npm start` starts it once the client is built
// (`node --import tsx src/server/main.ts`), in a process of its own, so the benchmark's load
// generator never shares its thread.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface RunningServer {
  base: string;
  pid: number;
  /** Resident memory of the server process, in MB (VmRSS). */
  rssMb(): number;
  stop(): Promise<void>;
}

export interface ServerEnv {
  PORT: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/** Starts the server and waits until /healthz answers; stdout (the JSON request log) goes to /dev/null. */
export async function startServer(env: ServerEnv): Promise<RunningServer> {
  const base = `http://127.0.0.1:${env.PORT}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exited(child);
  };
  process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, pid: child.pid!, rssMb: () => rssOf(child.pid!), stop };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('server did not answer /healthz within 120 s');
}
