import fs from 'node:fs';
import path from 'node:path';

/** Every JSON file under a locales/<lng> folder, as namespace → bundle. */
export function readLocales(dir: string, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) for (const [k, v] of readLocales(full, `${prefix}${e.name}/`)) out.set(k, v);
    else if (e.name.endsWith('.json')) out.set(prefix + e.name.slice(0, -5), JSON.parse(fs.readFileSync(full, 'utf8')));
  }
  return out;
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
