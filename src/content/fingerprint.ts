import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STEP_SCHEMAS_DIR } from './paths.js';

function jsonFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix + e.name;
    if (e.isDirectory()) return jsonFiles(path.join(dir, e.name), `${rel}/`);
    return e.name.endsWith('.json') ? [rel] : [];
  });
}

/**
 * A hash over every JSON file under step-schemas/ (names and bytes). The build records the one it
 * compiled the browser's validators from, and the server serves only the build whose fingerprint
 * matches the step files it loaded, so the two never judge a step differently.
 */
export function stepFilesFingerprint(dir = STEP_SCHEMAS_DIR): string {
  const hash = crypto.createHash('sha256');
  for (const rel of jsonFiles(dir).sort()) {
    hash.update(`${rel}\0`);
    hash.update(fs.readFileSync(path.join(dir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
