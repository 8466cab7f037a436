import type { TextSource } from '../../../api/content';

const NAMESPACE = /^(steps|variants)\/[a-z0-9][a-z0-9_-]{0,99}$/;
const VARIANT = /^variant:([a-z0-9][a-z0-9_-]{0,99})$/;
const KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,11}$/;

/**
 * A text source as the address writes it (?source=…): a content namespace as is ('steps/people',
 * 'variants/general'), a variant file as 'variant:<name>'. Anything else is no source.
 */
export function parseSource(param: string | null): TextSource | null {
  if (!param) return null;
  if (NAMESPACE.test(param)) return { namespace: param };
  const variant = VARIANT.exec(param)?.[1];
  return variant ? { variant } : null;
}

export function sourceParam(source: TextSource): string {
  return 'namespace' in source ? source.namespace : `variant:${source.variant}`;
}

export interface TextsLink {
  source: TextSource;
  /** The row to scroll to and focus. */
  key?: string;
}

/** The texts tab's deep link (/admin/content?tab=texts&source=…&key=…): an unknown source opens nothing, a malformed key is dropped. */
export function parseTextsLink(params: URLSearchParams): TextsLink | null {
  const source = parseSource(params.get('source'));
  if (!source) return null;
  const key = params.get('key');
  return key && KEY.test(key) ? { source, key } : { source };
}

/** The address of a text in the studio, for a link from elsewhere (the publish tab's problems). */
export function textsHref(source: TextSource, key?: string): string {
  const params = new URLSearchParams({ tab: 'texts', source: sourceParam(source) });
  if (key) params.set('key', key);
  return `/admin/content?${params}`;
}
