import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TOptions } from 'i18next';

/**
 * Czech texts the server sends as `detail`, from the same locales/ the client uses. Every JSON
 * file under locales/cs is a namespace named after its path (locales/cs/api.json → "api").
 */
const root = path.resolve(import.meta.dirname, '../../locales/cs');

function readBundles(dir: string, prefix = ''): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(out, readBundles(full, `${prefix}${entry.name}/`));
    else if (entry.name.endsWith('.json')) out[prefix + entry.name.slice(0, -5)] = JSON.parse(fs.readFileSync(full, 'utf8'));
  }
  return out;
}

const server = i18next.createInstance();
const bundles = readBundles(root);
void server.init({
  initAsync: false,
  lng: 'cs',
  fallbackLng: false,
  resources: { cs: bundles },
  ns: Object.keys(bundles),
  defaultNS: 'api',
  interpolation: { escapeValue: false },
});

/** A Czech text by key ("ns:key"), with {{params}} filled in. */
export function t(key: string, params?: TOptions): string {
  return server.t(key, params ?? {}) as string;
}
