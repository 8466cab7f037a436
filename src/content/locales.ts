import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './content-problem.js';
import { tryReadJsonFile } from './json-file.js';

/**
 * Every JSON file under a locales/<lng> folder, as namespace → bundle ("steps/people" for
 * steps/people.json). A file with a syntax error is left out and listed in `problems`.
 */
export function readLocales(dir: string): { bundles: Map<string, unknown>; problems: ContentProblem[] } {
  const bundles = new Map<string, unknown>();
  const problems: ContentProblem[] = [];
  const walk = (at: string, prefix: string) => {
    for (const e of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, e.name);
      if (e.isDirectory()) walk(full, `${prefix}${e.name}/`);
      else if (e.name.endsWith('.json')) {
        const bundle = tryReadJsonFile(full, problems);
        if (bundle !== undefined) bundles.set(prefix + e.name.slice(0, -'.json'.length), bundle);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir, '');
  return { bundles, problems };
}

/** Whether "ns:a.b.c" names a text in the bundles (plural forms count). */
export function hasKey(bundles: Map<string, unknown>, key: string): boolean {
  const [ns, rest] = key.split(':', 2) as [string, string | undefined];
  if (!rest) return false;
  let node = bundles.get(ns);
  const parts = rest.split('.');
  for (const [i, part] of parts.entries()) {
    if (node === null || typeof node !== 'object') return false;
    const obj = node as Record<string, unknown>;
    if (i === parts.length - 1 && !(part in obj)) return Object.keys(obj).some((k) => k.startsWith(`${part}_`));
    node = obj[part];
  }
  return node !== undefined;
}
