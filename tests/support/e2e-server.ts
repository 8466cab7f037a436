import fs from 'node:fs';
import { configFromEnv } from '../../src/server/config.js';
import { openDb } from '../../src/server/db/open.js';
import { buildApp } from '../../src/server/app.js';
import { bootstrap } from '../../src/server/services/bootstrap.js';
import { seedE2E } from './e2e-seed.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.js';
import { e2eDataDir } from './e2e-paths.js';

/** The built app on a fresh PGlite directory (e2eDataDir of its port), seeded with the browser tests' fixtures. */
const base = configFromEnv();
const dataDir = e2eDataDir(base.port);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const config = { ...base, dataDir, adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, logLevel: 'warn' };
const opened = await openDb({ dataDir });
const app = await buildApp({ config, opened });
await bootstrap(app, config);
await seedE2E(app);
await app.listen({ port: config.port, host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  await opened.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
