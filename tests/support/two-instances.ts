import { afterAll, beforeAll } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, secondTestApp, type TestApp } from './test-app.js';
import { adminSession, type AdminClient } from './admin.js';
import { bearer } from './api.js';

/**
 * Two app instances on one database, standing for two server processes (secondTestApp), and the
 * administrator's session: made before the tests of the file or describe that calls this, closed
 * after them.
 */
export function twoInstances() {
  const apps = {} as { first: TestApp; second: TestApp; admin: AdminClient };
  beforeAll(async () => {
    apps.first = await createTestApp();
    apps.second = await secondTestApp(apps.first);
    apps.admin = await adminSession(apps.first.app);
  });
  afterAll(async () => {
    await apps.second.close();
    await apps.first.close();
  });
  return apps;
}

/** A request to one instance as the holder of `token`. */
export const callAs = (
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
