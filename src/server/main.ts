import closeWithGrace from 'close-with-grace';
import { configFromEnv } from './config.js';
import { openDb } from './db/open.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { makePrivate, restrictNewFiles } from './db/private-files.js';

/** Runs the server process: lock, open, migrate, bootstrap, listen; on SIGTERM drain and close. */
async function main() {
  const config = configFromEnv();
  restrictNewFiles();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const openToOthers = makePrivate(config.dataDir);
  // The app's modules load while the database opens: PGlite compiles its WebAssembly on other threads meanwhile.
  const [opened, { buildApp }, { bootstrap }] = await Promise.all([
    openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMode: config.databasePoolMode }),
    import('./app.js'),
    import('./services/bootstrap.js'),
  ]);
  // PGlite writes some files with modes of its own choosing: a new database's, and those it rewrites as it opens
  // and closes (src/server/db/private-files.ts). DATA_DIR itself stays 0700 meanwhile, so nobody else reaches them.
  makePrivate(config.dataDir);
  const app = await buildApp({ config, opened });
  if (openToOthers > 0) {
    app.log.warn(
      { dataDir: config.dataDir, changed: openToOthers },
      `DATA_DIR held ${openToOthers} files or directories other users could reach; they are now the server user's alone (0600 files, 0700 directories)`,
    );
  }
  await bootstrap(app, config);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.close();
    await opened.close();
    makePrivate(config.dataDir);
    releaseLock();
  });

  await app.listen({ port: config.port, host: config.host });
}

/** Settles once the server listens (src/server/launch.ts waits for it); a failed start ends the process. */
export const started: Promise<void> = main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
