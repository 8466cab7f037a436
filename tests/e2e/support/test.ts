import { test as base, type TestInfo } from '@playwright/test';
import { e2eDataDir } from '../../support/e2e-paths';

export { expect } from '@playwright/test';

/** The ports of a project's servers (playwright.config.ts), one per worker. */
export interface ServerOptions {
  serverPorts: number[];
}

/** One browser-test server: its own process, database and outbox. */
export interface E2EServer {
  port: number;
  origin: string;
  /** The .eml files it sent (DATA_DIR/outbox, tests/support/e2e-server.ts). */
  outbox: string;
}

/**
 * The server of the running test's worker. Each worker has a server of its own (its parallel index
 * picks it), so that what one spec file leaves in a database never meets a file running meanwhile.
 */
export function e2eServer(info: TestInfo = base.info()): E2EServer {
  return serverOf((info.project.use as Partial<ServerOptions>).serverPorts ?? [], info);
}

function serverOf(ports: number[], info: TestInfo): E2EServer {
  if (!ports.length) throw new Error(`project ${info.project.name} names no serverPorts (playwright.config.ts)`);
  const port = ports[info.parallelIndex % ports.length]!;
  return { port, origin: `http://127.0.0.1:${port}`, outbox: `${e2eDataDir(port)}/outbox` };
}

/**
 * Every spec imports `test` and `expect` from here: pages, request contexts and browser.newContext()
 * then talk to the worker's own server.
 */
export const test = base.extend<object, ServerOptions>({
  serverPorts: [[], { option: true, scope: 'worker' }],
  baseURL: async ({ serverPorts }, use, info) => use(serverOf(serverPorts, info).origin),
});
