import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every JSON file under locales/<lng>/ is one namespace named after its path
 * (locales/cs/shell.json → "shell", locales/cs/steps/people.json → "steps/people").
 * Czech is the default and the source; a key missing in English falls back to the key itself.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/**/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, bundle] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/(.+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = bundle;
}

void i18next.use(initReactI18next).init({
  resources,
  lng: 'cs',
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(resources.cs ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
