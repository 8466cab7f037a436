import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresBaseUrl: string;
  }
}

/** One PostgreSQL server for the whole API run on PostgreSQL; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresBaseUrl', server.baseUrl);
  return () => server.stop();
}
