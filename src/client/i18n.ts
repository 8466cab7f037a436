import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

type Bundle = Record<string, unknown>;

/**
 * Every JSON file under locales/<lng>/ is one namespace named after its path
 * (locales/cs/shell.json → "shell", locales/cs/steps/people.json → "steps/people").
 * Czech is the default and the source; a key missing in English falls back to the key itself.
 *
 * The texts of the first page most visits show come with the app: the shell's (the loading spinner
 * shows them), the sign-in page's and the cookie banner's, so that page renders at its first try
 * instead of suspending for a request it could only send once the app had run. Every other
 * namespace is a chunk of its own, fetched the first time a page asks for it: `useTranslation`
 * suspends until it is there, and pages that translate outside React call `loadTexts` before they render.
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
    '!../../locales/*/common.json',
    '!../../locales/*/shell.json',
    '!../../locales/cs/auth.json',
    '!../../locales/cs/cookies.json',
  ],
  { import: 'default' },
);

const fileOf = (lng: string, ns: string) => `../../locales/${lng}/${ns}.json`;
const namespaceOf = (file: string) => /locales\/([^/]+)\/(.+)\.json$/.exec(file)?.slice(1) as [string, string] | undefined;

const resources: Record<string, Record<string, Bundle>> = {};
for (const [file, bundle] of Object.entries(bundled)) {
  const [lng, ns] = namespaceOf(file)!;
  resources[lng] = { ...resources[lng], [ns]: bundle };
}

/** Every namespace the Czech source has; a text key naming another one is no key. */
const known = new Set(
  [...Object.keys(lazy), ...Object.keys(bundled)]
    .map((f) => namespaceOf(f)!)
    .filter(([lng]) => lng === 'cs')
    .map(([, ns]) => ns),
);

/** Resolves once the bundled texts are in place: render after it. */
export const textsReady = i18next
  .use(resourcesToBackend((lng: string, ns: string) => lazy[fileOf(lng, ns)]?.() ?? Promise.resolve({})))
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

/** Fetches the named namespaces that exist (a no-op for those already here). */
export function loadTexts(namespaces: Iterable<string>): Promise<void> {
  return i18next.loadNamespaces([...namespaces].filter((ns) => known.has(ns)));
}

export default i18next;
