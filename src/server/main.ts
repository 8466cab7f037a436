import closeWithGrace from 'close-with-grace';
import { configFromEnv } from './config.js';
import { openDb } from './db/open.js';
import { lockDataDir } from './db/data-dir-lock.js';

/** Runs the server process: lock, open, migrate, bootstrap, listen; on SIGTERM drain and close. */
async function main() {
  const config = configFromEnv();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  // The app's modules load while the database opens: PGlite compiles its WebAssembly on other threads meanwhile.
  const [opened, { buildApp }, { bootstrap }] = await Promise.all([
    openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    import('./app.js'),
    import('./services/bootstrap.js'),
  ]);
  const app = await buildApp({ config, opened });
  await bootstrap(app, config);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.close();
    await opened.close();
    releaseLock();
  });

  await app.listen({ port: config.port, host: config.host });
}

/** Settles once the server listens (src/server/launch.ts waits for it); a failed start ends the process. */
export const started: Promise<void> = main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
