import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/postgres-server.js';

/** Starts the real entry point; resolves with the process once /healthz answers. */
async function startServer(dataDir: string): Promise<{ proc: ChildProcess; output: () => string; port: number }> {
  // A free port of its own: another checkout's suite may run beside this one.
  const port = await freePort();
  let output = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
  });
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { proc, output: () => output, port };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { proc, output: () => output, port };
}

const exited = (proc: ChildProcess) => new Promise<number | null>((r) => (proc.exitCode !== null ? r(proc.exitCode) : proc.on('exit', r)));

describe('the server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints a generated admin password once, refuses a second process on the same DATA_DIR, and closes cleanly on SIGTERM', async () => {
    const first = await startServer(dataDir);
    expect(first.output()).toMatch(/Administrator created: admin@example.com\nPassword \(shown only now\): \S+/);
    const password = /shown only now\): (\S+)/.exec(first.output())![1]!;

    const second = await startServer(dataDir);
    expect(await exited(second.proc)).toBe(1);
    expect(second.output()).toContain('is in use by another server process');

    const login = await fetch(`http://127.0.0.1:${first.port}/api/onboarding/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=admin%40example.com&password=${encodeURIComponent(password)}`,
    });
    expect(login.status).toBe(200);

    first.proc.kill('SIGTERM');
    expect(await exited(first.proc)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = await startServer(dataDir);
    expect(again.output()).not.toContain('Administrator created');
    again.proc.kill('SIGTERM');
    expect(await exited(again.proc)).toBe(0);
  }, 60_000);
});

/** Every file and directory under `dir` whose mode lets group or others in, with that mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, p)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

describe('the data directory', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'modes-test-'));
  const dataDir = path.join(parent, 'data');
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  const signIn = async (port: number, password: string) =>
    (
      await fetch(`http://127.0.0.1:${port}/api/onboarding/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password }),
      })
    ).status;

  it("is the server user's alone: a new database, files written later, and an older release's directory corrected at start", async () => {
    const first = await startServer(dataDir);
    const password = /shown only now\): (\S+)/.exec(first.output())![1]!;
    for (let i = 0; i < 20; i++) expect(await signIn(first.port, password)).toBe(200);
    expect(openToOthers(dataDir)).toEqual([]);
    first.proc.kill('SIGTERM');
    expect(await exited(first.proc)).toBe(0);
    expect(first.output()).not.toContain('other users could reach');
    expect(openToOthers(dataDir)).toEqual([]);

    // As an older release left it: everything readable and writable by everyone, an outbox among it.
    fs.mkdirSync(path.join(dataDir, 'outbox'));
    fs.writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: code 123456\n');
    const all = (p: string): string[] => [
      p,
      ...(fs.statSync(p).isDirectory() ? fs.readdirSync(p).flatMap((n) => all(path.join(p, n))) : []),
    ];
    for (const p of all(dataDir)) fs.chmodSync(p, fs.statSync(p).isDirectory() ? 0o777 : 0o666);
    const before = openToOthers(dataDir).length;
    expect(before).toBeGreaterThan(900);

    const again = await startServer(dataDir);
    // The log line travels through a pipe and may come after /healthz answered.
    await expect
      .poll(() => again.output(), { timeout: 5_000 })
      .toContain(`DATA_DIR held ${before} files or directories other users could reach`);
    expect(openToOthers(dataDir)).toEqual([]);
    for (let i = 0; i < 20; i++) expect(await signIn(again.port, password)).toBe(200);
    again.proc.kill('SIGTERM');
    expect(await exited(again.proc)).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 90_000);
});
