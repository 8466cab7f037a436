import { localePath, textRows, variantPath, variantTexts, type ContentFiles } from '../../content/content-set.js';
import { notFound } from '../http-error.js';
import { t } from '../i18n.js';
import type { DraftView } from './store.js';

/** Where texts come from: a content namespace (both languages) or a variant file (its display texts, Czech only). */
export type TextSource = { namespace: string } | { variant: string };

const LOCALE_FILE = /^locales\/cs\/((?:steps|variants)\/[^/]+)\.json$/;
const VARIANT_FILE = /^step-schemas\/variants\/([^/]+)\.json$/;

/** The namespace a Czech locale file holds ('locales/cs/steps/people.json' → 'steps/people'). */
export const namespaceOfPath = (path: string) => LOCALE_FILE.exec(path)?.[1];
export const isVariantPath = (path: string) => VARIANT_FILE.test(path);

/** Every text source of the draft: its content namespaces and its variant files, in path order. */
export function textSources(files: ContentFiles): TextSource[] {
  const out: TextSource[] = [];
  for (const p of Object.keys(files).sort()) {
    const ns = namespaceOfPath(p);
    if (ns) out.push({ namespace: ns });
    const variant = VARIANT_FILE.exec(p)?.[1];
    if (variant) out.push({ variant });
  }
  return out;
}

export function requireSource(files: ContentFiles, source: TextSource) {
  if ('namespace' in source) {
    if (files[localePath('cs', source.namespace)] === undefined)
      throw notFound(t('api:content.namespaceNotFound', { namespace: source.namespace }));
  } else if (files[variantPath(source.variant)] === undefined)
    throw notFound(t('api:content.variantNotFound', { variant: source.variant }));
}

export const hasSource = (files: ContentFiles, source: TextSource) =>
  files['namespace' in source ? localePath('cs', source.namespace) : variantPath(source.variant)] !== undefined;

/** A source's texts as the studio's rows, with their state. */
export function rowsOf(view: Pick<DraftView, 'files' | 'enBasis'>, source: TextSource) {
  if ('variant' in source)
    return [...variantTexts(view.files[variantPath(source.variant)])].map(([key, cs]) => ({ key, cs, en: null, state: 'ok' as const }));
  const en = localePath('en', source.namespace);
  return textRows(view.files[localePath('cs', source.namespace)], view.files[en], view.enBasis[en]);
}

/** A source as the CSV and the texts tab's links name it: the namespace, or 'variant:<name>'. */
export const sourceLabel = (source: TextSource) => ('namespace' in source ? source.namespace : `variant:${source.variant}`);

export const sourceFromLabel = (label: string): TextSource =>
  label.startsWith('variant:') ? { variant: label.slice('variant:'.length) } : { namespace: label };
