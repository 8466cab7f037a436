import fs from 'node:fs';
import path from 'node:path';

/** The client's content bundles per variant (texts of home and welcome), one JSON file each. */
export const VARIANT_CONTENT_DIR = path.resolve(import.meta.dirname, '../../../locales/cs/variants');

/**
 * Names of the variants that have a content bundle, read on every call so an author's new
 * bundle shows in the admin's consistency check without a restart.
 */
export function variantContentNames(dir = VARIANT_CONTENT_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}
