import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDb, type OpenedDb } from '../../src/server/db/open.js';
import { createAdministrator } from '../../src/server/services/bootstrap.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database each test file's own is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
    /** The migrated PGlite data directory, as PGlite.dumpDataDir writes it, each test file's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * What every API test file's database holds before its app starts: openDb's migrations and the
 * administrator bootstrap creates from the fixtures. The variant files are not in it: a file may
 * load other step files (stepSchemasDir), and its app's bootstrap stores those.
 */
async function fill(opened: OpenedDb): Promise<void> {
  await createAdministrator(opened.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
  await opened.close();
}

/** Makes the template database on the PostgreSQL server of `serverBaseUrl` and returns its name. */
export async function postgresTemplate(serverBaseUrl: string): Promise<string> {
  const name = 'template_migrated';
  const admin = new pg.Client({ connectionString: `${serverBaseUrl}postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // Closed before any file copies it: CREATE DATABASE refuses a template others are connected to.
  await fill(await openDb({ databaseUrl: serverBaseUrl + name, dataDir: 'unused' }));
  return name;
}

/** Writes the template as a PGlite data-directory tarball into `dir` and returns the file's path. */
export async function pgliteTemplate(dir: string): Promise<string> {
  const dataDir = path.join(dir, 'data');
  await fill(await openDb({ dataDir }));
  const client = await PGlite.create(dataDir);
  // Uncompressed: every test file unpacks it, and gunzipping 40 MB costs more than reading it.
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  return file;
}
