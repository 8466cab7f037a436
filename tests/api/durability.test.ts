import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runDurability } from '../../scripts/durability/kill-loop.js';
import { freePortPair, startServer } from '../../scripts/support/server-process.js';
import { startTimeOf } from '../../src/server/db/data-dir-lock.js';
import { dbKind } from '../support/test-app.js';

/** DURABILITY_PORT pins the ports (the PostgreSQL run two above the PGlite run, which may run at the same time). */
async function ports(): Promise<number> {
  const pinned = Number(process.env.DURABILITY_PORT);
  return pinned ? pinned + (dbKind === 'postgres' ? 2 : 0) : freePortPair();
}

async function databaseUrl(): Promise<string | undefined> {
  if (dbKind !== 'postgres') return undefined;
  const name = `durability_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${inject('postgresBaseUrl')}postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return inject('postgresBaseUrl') + name;
}

describe(`the real server, SIGKILLed mid-autosave (${dbKind})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('loses no acknowledged save over 3 kills and restarts every time; on PGlite a second server is refused, also after a kill', async () => {
    const result = await runDurability({
      db: dbKind,
      target: { port: await ports(), dataDir, databaseUrl: await databaseUrl() },
      kills: 3,
      streams: 2,
    });
    expect(result.failedRestarts).toEqual([]);
    expect(result.losses).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.kills).toBe(3);
    expect(result.acknowledged).toBeGreaterThan(0);
    if (dbKind === 'pglite') expect(result.secondServer).toEqual({ tried: 2, refused: 2 });
  }, 180_000);

  it.skipIf(dbKind !== 'pglite')(
    'starts on a lock left by a crash whose pid an unrelated live process has since taken',
    async () => {
      const unrelated = spawn('sleep', ['120']);
      try {
        fs.writeFileSync(path.join(dataDir, 'server.lock'), `${unrelated.pid} ${Number(startTimeOf(unrelated.pid!)) - 1}`);
        const server = await startServer({ port: await ports(), dataDir });
        expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${server.pid} \\d+$`));
        expect(await server.stop()).toBe(0);
      } finally {
        unrelated.kill();
      }
    },
    120_000,
  );
});
