import path from 'node:path';
import i18next, { type TOptions } from 'i18next';
import { ContentError } from '../content/content-problem.js';
import { isContentNamespace } from '../content/content-set.js';
import { readLocales } from '../content/locales.js';
import { LOCALES_DIR } from '../content/paths.js';

/**
 * Czech texts the server sends as `detail`, from the same locales/ the client uses. Every JSON
 * file under locales/cs is a namespace named after its path (locales/cs/api.json → "api"). The
 * content namespaces (steps/…, variants/…) are then the published version's (useContentTexts).
 */
const server = i18next.createInstance();
const read = readLocales(path.join(LOCALES_DIR, 'cs'));
if (read.problems.length) throw new ContentError(read.problems);
const bundles = Object.fromEntries(read.bundles) as Record<string, Record<string, unknown>>;
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

/**
 * The content namespaces of the version now in use replace the ones before, in one synchronous
 * run, so no request translates with half of each. The app's namespaces stay the release's.
 */
export function useContentTexts(texts: ReadonlyMap<string, unknown>): void {
  for (const ns of Object.keys(server.store.data.cs ?? {}))
    if (isContentNamespace(ns) && !texts.has(ns)) server.removeResourceBundle('cs', ns);
  for (const [ns, bundle] of texts)
    if (isContentNamespace(ns)) server.addResourceBundle('cs', ns, bundle as Record<string, unknown>, false, true);
}
