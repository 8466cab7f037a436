import type { ContentProblems } from '../../../api/content';
import { paths } from '../../../app/paths';
import { textsLink } from '../variants/texts-link';

type Problem = NonNullable<ContentProblems['problems']>[number];

const LOCALE_FILE = /^locales\/(?:cs|en)\/((?:steps|variants)\/[^/]+)\.json$/;
const VARIANT_FILE = /^step-schemas\/variants\/([^/]+)\.json$/;
const STEP_FILE = /^step-schemas\/([^/]+)\/([^/]+)\.(schema|ui|rules)\.json$/;
/** A variant file's own texts at its top level, which the texts tab lists by the same key. */
const VARIANT_TEXT_POINTER = /^\/(display_name|description|duration|difficulty)$/;
/** A place in a variant's list of modules, which the variants tab shows (but for their texts, which the texts tab has). */
const MODULE_POINTER = /^\/modules\/\d+(?:\/|$)/;
const TEXT_POINTER = /\/(display_name|description|duration|difficulty)$/;

const studioLink = (query: Record<string, string | undefined>) =>
  `${paths.adminContent}?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined))}`;

/**
 * Where the studio shows a problem's place: a text of a locale file (its key), a variant file's
 * texts (its key when the pointer names one) or its modules (the variants tab, the module), a
 * step's file (the steps tab, the file, the place). Undefined for other files (a deck): the studio
 * shows the file and the place then.
 */
export function problemLink(p: Problem): string | undefined {
  const ns = LOCALE_FILE.exec(p.file)?.[1];
  if (ns) return textsLink(ns, p.place && !p.place.startsWith('/') ? p.place : undefined);
  const variant = VARIANT_FILE.exec(p.file)?.[1];
  if (variant && MODULE_POINTER.test(p.place ?? '') && !TEXT_POINTER.test(p.place ?? ''))
    return studioLink({ tab: 'variants', variant, place: p.place });
  if (variant) return textsLink(`variant:${variant}`, VARIANT_TEXT_POINTER.exec(p.place ?? '')?.[1]);
  const step = STEP_FILE.exec(p.file);
  if (step) return studioLink({ tab: 'steps', module: step[1], step: step[2], file: step[3], place: p.place });
  return undefined;
}
