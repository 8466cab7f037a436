import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from './template-db.js';

/** The API run on PGlite: the migrated database made once, each test file opening its own copy of it. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  project.provide('pgliteTemplate', await pgliteTemplate(dir));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
