import path from 'node:path';
import { readLocales } from '../../src/content/locales.js';
import i18next, { loadTexts, textsReady } from '../../src/client/i18n.js';

/** The client's texts with every Czech namespace fetched, as the pages that use them have them when they render. */
await textsReady;
await loadTexts(readLocales(path.resolve('locales/cs')).bundles.keys());

export default i18next;
