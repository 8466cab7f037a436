import path from 'node:path';
import { readLocales } from '../../src/content/locales.js';
import i18next, { loadTexts, textsReady } from '../../src/client/i18n.js';

/**
 * The client's texts with every Czech namespace there, as the pages that use them have them when
 * they render: the app's fetched as the app does, the content's (which the app fetches from the
 * server's content version) put in from locales/ directly.
 */
await textsReady;
const bundles = readLocales(path.resolve('locales/cs')).bundles;
await loadTexts(bundles.keys());
for (const [ns, bundle] of bundles) if (!i18next.hasResourceBundle('cs', ns)) i18next.addResourceBundle('cs', ns, bundle);

export default i18next;
