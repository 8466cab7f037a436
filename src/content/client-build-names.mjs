// What names a published client build (dist/client): its manifest, the fingerprint of the step files
// it compiled and its page for that fingerprint. Plain JavaScript, so `npm start`'s build check
// (scripts/build-if-needed.mjs) runs it in plain Node; client-build.ts and fingerprint.ts give the
// rest of the app these names with their types.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_MANIFEST = 'build.json';

export const indexFileFor = (fingerprint) => `index.${fingerprint}.html`;

function jsonFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix + e.name;
    if (e.isDirectory()) return jsonFiles(path.join(dir, e.name), `${rel}/`);
    return e.name.endsWith('.json') ? [rel] : [];
  });
}

/** A hash over every JSON file under `dir` (names and bytes), 16 hex digits. */
export function stepFilesFingerprintOf(dir) {
  const hash = crypto.createHash('sha256');
  for (const rel of jsonFiles(dir).sort()) {
    hash.update(`${rel}\0`);
    hash.update(fs.readFileSync(path.join(dir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
