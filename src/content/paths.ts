import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's root: the nearest directory above this module holding package.json. This module
 * runs from src/content (tsx, Vitest, the build) and bundled into dist/server/main.js, so files
 * beside the sources (step-schemas/, locales/, migrations, the client build) are found from here,
 * not from where the running code happens to lie.
 */
function projectDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_DIR = projectDir(import.meta.dirname);

/** The content a running server, the build and `npm run validate` read: step-schemas/ and locales/. */
export const STEP_SCHEMAS_DIR = path.join(PROJECT_DIR, 'step-schemas');
export const LOCALES_DIR = path.join(PROJECT_DIR, 'locales');
