import { afterEach, vi } from 'vitest';

/**
 * The API files share a worker's modules (vitest.config.ts): a spy on a module's export, fake
 * timers or a stubbed global left by one test would reach the next file's. Each is put back after
 * every test, whether or not the test did so itself.
 */
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
