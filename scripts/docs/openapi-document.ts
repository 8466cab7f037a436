import { buildApp } from '../../src/server/app.js';
import { configFromEnv } from '../../src/server/config.js';
import { openDb } from '../../src/server/db/open.js';

/**
 * The OpenAPI document the server answers at GET /api/openapi.json, taken from the real app on a
 * throwaway in-memory database: the routes, their schemas and descriptions are the app's own.
 */
export async function openapiDocument(): Promise<unknown> {
  const opened = await openDb({ dataDir: 'memory://' });
  try {
    const app = await buildApp({ config: { ...configFromEnv({}), clientDir: undefined }, opened, logger: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await opened.close();
  }
}
