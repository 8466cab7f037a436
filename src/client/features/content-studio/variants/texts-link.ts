import { paths } from '../../../app/paths';

/**
 * The texts tab's deep link: a source is a content namespace ('steps/people', 'variants/general')
 * or 'variant:<name>' for a variant file's own texts; with a key, that text opens.
 */
export function textsLink(source: string, key?: string): string {
  const query = new URLSearchParams({ tab: 'texts', source });
  if (key) query.set('key', key);
  return `${paths.adminContent}?${query}`;
}
