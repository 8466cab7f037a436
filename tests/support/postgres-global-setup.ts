import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server.js';
import { postgresTemplate } from './template-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresBaseUrl: string;
  }
}

/** One PostgreSQL server for the whole API run on PostgreSQL, and its migrated template; each test file makes its own database from it. */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresBaseUrl', server.baseUrl);
  project.provide('postgresTemplate', await postgresTemplate(server.baseUrl));
  return () => server.stop();
}
