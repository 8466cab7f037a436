import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir, startTimeOf } from '../../../src/server/db/data-dir-lock.js';

describe('the DATA_DIR lock', () => {
  let unrelated: ChildProcess;
  let dir: string;
  const lockFile = () => path.join(dir, 'server.lock');
  beforeAll(() => {
    unrelated = spawn('sleep', ['60']);
  });
  afterAll(() => {
    unrelated.kill();
  });
  const fresh = () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  };

  it('reads a process start time from /proc', () => {
    expect(startTimeOf(unrelated.pid!)).toMatch(/^\d+$/);
    expect(startTimeOf(process.pid)).not.toBe(startTimeOf(unrelated.pid!));
  });

  it('takes over a lock whose pid now belongs to a later, unrelated process (pid reuse after a crash)', () => {
    fresh();
    const reusedAfterCrash = Number(startTimeOf(unrelated.pid!)) - 1;
    fs.writeFileSync(lockFile(), `${unrelated.pid} ${reusedAfterCrash}`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a lock held by the live process that wrote it, naming its pid', () => {
    fresh();
    fs.writeFileSync(lockFile(), `${unrelated.pid} ${startTimeOf(unrelated.pid!)}`);
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by another server process (pid ${unrelated.pid})`);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${unrelated.pid} ${startTimeOf(unrelated.pid!)}`);
  });

  it('takes over the lock of a process that is gone', async () => {
    fresh();
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(lockFile(), `${gone.pid} 1`);
    lockDataDir(dir)();
  });
});
