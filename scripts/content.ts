// The published content version and the files (docs/decisions.md, "Content versions"):
//   npm run content:export   writes the published version to step-schemas/ and locales/, for a developer to review and commit
//   npm run content:import   loads step-schemas/ and locales/ as the draft, for authors to publish
// Uses the database the server would (DATABASE_URL, else the embedded one in DATA_DIR, which the server must not hold).
import fs from 'node:fs';
import path from 'node:path';
import { readContentFiles, sameJson, writeContentFiles } from '../src/content/content-set.js';
import { LOCALES_DIR, PROJECT_DIR, STEP_SCHEMAS_DIR } from '../src/content/paths.js';
import { configFromEnv } from '../src/server/config.js';
import { importDraft, latestVersion } from '../src/server/content/store.js';
import { lockDataDir } from '../src/server/db/data-dir-lock.js';
import { openDb } from '../src/server/db/open.js';

const command = process.argv[2];
if (command !== 'export' && command !== 'import') {
  console.error('usage: tsx scripts/content.ts export|import');
  process.exit(2);
}
const config = configFromEnv();
let release = () => {};
try {
  if (!config.databaseUrl) release = lockDataDir(config.dataDir);
} catch (err) {
  console.error(`${(err as Error).message}\nStop the server first; content:${command} needs the embedded database to itself.`);
  process.exit(1);
}
const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMode: config.databasePoolMode });
try {
  const dirs = { stepSchemas: STEP_SCHEMAS_DIR, locales: LOCALES_DIR };
  if (command === 'export') {
    const published = await latestVersion(opened.db);
    if (!published) throw new Error('no content version is published yet: start the server once');
    // Only the files that differ are written (2 spaces, a trailing newline), so an unchanged file keeps its bytes,
    // hand-made line breaks included; files the version no longer has (a deleted variant) are removed.
    const onDisk = readContentFiles(dirs);
    for (const rel of Object.keys(onDisk)) if (!(rel in published.files)) fs.rmSync(path.join(PROJECT_DIR, rel));
    const changed = Object.fromEntries(
      Object.entries(published.files).filter(([rel, body]) => !(rel in onDisk) || !sameJson(onDisk[rel], body)),
    );
    writeContentFiles(PROJECT_DIR, changed);
    console.log(
      `version ${published.id}: ${Object.keys(changed).length} files written to step-schemas/ and locales/; review with git diff`,
    );
  } else {
    const changes = await importDraft(opened.db, readContentFiles(dirs));
    console.log(`the draft holds what the files change (${changes.length} files):`);
    for (const c of changes) console.log(`  ${c.status} ${c.path}${c.keys ? ` (${c.keys.length} texts)` : ''}`);
  }
} finally {
  await opened.close();
  release();
}
