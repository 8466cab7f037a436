import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { ContentCurrent } from '../contracts/content';
import { apiUrl } from './api/url';

type Bundle = Record<string, unknown>;

/**
 * Every JSON file under locales/<lng>/ is one namespace named after its path
 * (locales/cs/shell.json → "shell", locales/cs/steps/people.json → "steps/people").
 * Czech is the default and the source; a key missing in English falls back to the key itself.
 *
 * The app's texts ship with the app. Those of the first page most visits show come with the entry:
 * the shell's (the loading spinner shows them), the sign-in page's and the cookie banner's, so that
 * page renders at its first try instead of suspending for a request it could only send once the
 * app had run. Every other app namespace is a chunk of its own, fetched the first time a page asks
 * for it: `useTranslation` suspends until it is there, and pages that translate outside React call
 * `loadTexts` before they render.
 *
 * The content's texts (`steps/…`, `variants/…`) are not in the app: they are the published content
 * version's, fetched from its immutable URLs once a page has learnt which version the server runs
 * (`switchContentVersion`, docs/decisions.md "Content versions").
 */
const BUNDLED = ['common', 'shell', 'auth', 'cookies'];
// The sign-in page's texts in Czech only, the language it opens in.
const bundled = import.meta.glob<Bundle>(
  ['../../locales/*/common.json', '../../locales/*/shell.json', '../../locales/cs/auth.json', '../../locales/cs/cookies.json'],
  { eager: true, import: 'default' },
);
const lazy = import.meta.glob<Bundle>(
  [
    '../../locales/*/**/*.json',
    '!../../locales/*/steps/**',
    '!../../locales/*/variants/**',
    '!../../locales/*/common.json',
    '!../../locales/*/shell.json',
    '!../../locales/cs/auth.json',
    '!../../locales/cs/cookies.json',
  ],
  { import: 'default' },
);

const fileOf = (lng: string, ns: string) => `../../locales/${lng}/${ns}.json`;
const namespaceOf = (file: string) => /locales\/([^/]+)\/(.+)\.json$/.exec(file)?.slice(1) as [string, string] | undefined;
const CONTENT_NAMESPACE = /^(steps|variants)\//;

const resources: Record<string, Record<string, Bundle>> = {};
for (const [file, bundle] of Object.entries(bundled)) {
  const [lng, ns] = namespaceOf(file)!;
  resources[lng] = { ...resources[lng], [ns]: bundle };
}

/** Every app namespace the Czech source has; a text key naming another one is no key. */
const appNamespaces = new Set(
  [...Object.keys(lazy), ...Object.keys(bundled)]
    .map((f) => namespaceOf(f)!)
    .filter(([lng]) => lng === 'cs')
    .map(([, ns]) => ns),
);

/**
 * The content version whose texts this tab holds, with the namespaces it has per language; 'draft'
 * while the step preview has put the draft's texts in their place.
 */
let content: { id: number | 'draft'; texts: Partial<Record<string, readonly string[]>> } | undefined;

/** One content namespace of the version in use, asked again if the version changed meanwhile. */
async function contentBundle(lng: string, ns: string): Promise<Bundle> {
  for (;;) {
    const at = content;
    if (!at || at.id === 'draft' || !at.texts[lng]?.includes(ns)) return {};
    const res = await fetch(apiUrl(`/api/content/versions/${at.id}/texts/${lng}/${ns}`));
    if (!res.ok) throw new Error(`texts ${ns} of content version ${at.id}: ${res.status}`);
    const bundle = (await res.json()) as Bundle;
    if (content === at) return bundle;
  }
}

/** Resolves once the bundled texts are in place: render after it. */
export const textsReady = i18next
  .use(
    resourcesToBackend((lng: string, ns: string) =>
      CONTENT_NAMESPACE.test(ns) ? contentBundle(lng, ns) : (lazy[fileOf(lng, ns)]?.() ?? Promise.resolve({})),
    ),
  )
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: 'cs',
    fallbackLng: false,
    defaultNS: 'common',
    ns: BUNDLED,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Drops every content namespace this tab holds: the next use fetches it from the version now in use. */
function dropContentTexts(): void {
  for (const [lng, namespaces] of Object.entries(i18next.store.data))
    for (const ns of Object.keys(namespaces)) if (CONTENT_NAMESPACE.test(ns)) i18next.removeResourceBundle(lng, ns);
}

/**
 * The content version the server runs from now on in this tab: texts of another version (or of
 * the preview's draft) are dropped, and fetched again from this one when a page asks for them.
 */
export function switchContentVersion(current: ContentCurrent): void {
  if (content?.id === current.id) return;
  if (content) dropContentTexts();
  content = { id: current.id, texts: current.texts };
}

/** The step preview's draft texts in place of the published ones, in this tab, until a page uses a version again. */
export function showDraftTexts(bundles: Record<string, Bundle>): void {
  if (content?.id !== 'draft') {
    dropContentTexts();
    content = { id: 'draft', texts: {} };
  }
  const lng = i18next.language;
  for (const [ns, bundle] of Object.entries(bundles)) {
    // Replaced, not merged: a text the author deleted is gone here too.
    i18next.removeResourceBundle(lng, ns);
    i18next.addResourceBundle(lng, ns, bundle);
  }
}

const exists = (ns: string) =>
  CONTENT_NAMESPACE.test(ns) ? Object.values(content?.texts ?? {}).some((names) => names?.includes(ns)) : appNamespaces.has(ns);

/** Fetches the named namespaces that exist, the content's from the version in use (a no-op for those already here). */
export function loadTexts(namespaces: Iterable<string>): Promise<void> {
  return i18next.loadNamespaces([...namespaces].filter(exists));
}

export default i18next;
