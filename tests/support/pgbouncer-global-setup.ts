import type { TestProject } from 'vitest/node';
import { startPgBouncer } from './pgbouncer.js';
import { startPostgres } from './postgres-server.js';
import { postgresTemplate } from './template-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server itself, for what a pooler in transaction mode does not pass (CREATE DATABASE per test file). */
    postgresAdminUrl: string;
  }
}

/**
 * The API run through PgBouncer in transaction mode: one PostgreSQL with its migrated template, one
 * pooler in front; each test file makes its own database from the template.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const bouncer = await startPgBouncer(server.baseUrl);
  project.provide('postgresBaseUrl', bouncer.baseUrl);
  project.provide('postgresAdminUrl', server.baseUrl);
  project.provide('postgresTemplate', await postgresTemplate(server.baseUrl));
  return () => {
    bouncer.stop();
    server.stop();
  };
}
