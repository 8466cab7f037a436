import fs from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR } from './paths.js';

/** The client's content bundles per variant (texts of home and welcome), one JSON file each. */
const VARIANT_CONTENT_DIR = path.join(LOCALES_DIR, 'cs/variants');

/** Names of the variants that have a content bundle, read on every call: the check reports the files as they are now. */
export function variantContentNames(): string[] {
  if (!fs.existsSync(VARIANT_CONTENT_DIR)) return [];
  return fs
    .readdirSync(VARIANT_CONTENT_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}
