import type { ContentProblems } from '../../../api/content';
import { textsLink } from '../variants/texts-link';

type Problem = NonNullable<ContentProblems['problems']>[number];

const LOCALE_FILE = /^locales\/(?:cs|en)\/((?:steps|variants)\/[^/]+)\.json$/;
const VARIANT_FILE = /^step-schemas\/variants\/([^/]+)\.json$/;
/** A variant file's own texts at its top level, which the texts tab lists by the same key. */
const VARIANT_TEXT_POINTER = /^\/(display_name|description|duration|difficulty)$/;

/**
 * Where the texts tab shows a problem's place: a text of a locale file (its key), or a variant
 * file's texts (its key when the pointer names one). Undefined for other files: the studio shows
 * the file and the place then.
 */
export function problemLink(p: Problem): string | undefined {
  const ns = LOCALE_FILE.exec(p.file)?.[1];
  if (ns) return textsLink(ns, p.place && !p.place.startsWith('/') ? p.place : undefined);
  const variant = VARIANT_FILE.exec(p.file)?.[1];
  if (variant) return textsLink(`variant:${variant}`, VARIANT_TEXT_POINTER.exec(p.place ?? '')?.[1]);
  return undefined;
}
