import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePortPair, startServer, type ServerProcess } from '../../scripts/support/server-process.js';

export interface TwoProcesses {
  first: ServerProcess;
  second: ServerProcess;
  stop(): Promise<void>;
}

/**
 * Two real server processes (the built server, as `npm start` runs it) on a fresh database of the
 * run's PostgreSQL. The first migrates it, creates the administrator and loads the content; the
 * second, started after it, finds all of it done.
 */
export async function startTwoProcesses(label: string): Promise<TwoProcesses> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${inject('postgresBaseUrl')}postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = inject('postgresBaseUrl') + name;
  const port = await freePortPair();
  const first = await startServer({ port, dataDir, databaseUrl });
  const second = await startServer({ port: port + 1, dataDir, databaseUrl });
  return {
    first,
    second,
    stop: async () => {
      await Promise.all([first.stop(), second.stop()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
