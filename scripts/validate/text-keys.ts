import fs from 'node:fs';
import path from 'node:path';
import { shownPath, type ContentProblem } from '../../src/content/content-problem.js';
import { hasKey } from '../../src/content/locales.js';
import { VARIANT_PLACEHOLDER, variantKeyCandidates, type StepDefinition } from '../../src/engine/steps/index.js';
import { down, isObject, valuesAt } from './pointer.js';
import { misplacedText } from './text-places.js';

/**
 * A text key: "namespace:key", the namespace a path under locales/<lng> (where "{variant}" stands
 * for the member's variant: "variants/{variant}:intro.title"), the key dotted words.
 */
export const TEXT_KEY = /^[a-z][\w/-]*(\{variant\}[\w/-]*)?:[\w.]+$/i;

/** The places step-schemas/README.md says take a text key. */
const RULE_TEXTS = [
  '/title',
  '/subtitle',
  '/description',
  '/messages/*/message',
  '/tips/title',
  '/tips/items/*',
  '/celebration/message',
  '/saveErrorPrefix',
  '/autosaveNotice',
  '/errorPopups/*/title',
  '/errorPopups/*/text',
  '/resetDependents/message',
  '/optionSources/*/emptyMessage',
  '/optionSources/*/message',
  '/loadError',
  '/download/label',
  '/download/busy',
  '/download/done',
  '/download/failed',
  '/download/network',
  '/download/back',
  '/download/audience/label',
  '/download/audience/choices/*/label',
  '/download/audience/choices/*/hint',
];
const UI_TEXTS = ['ui:title', 'ui:help', 'ui:placeholder', 'ui:description'];
const UI_OPTION_TEXTS = ['itemLabel', 'addLabel', 'maxHint', 'yesMessage', 'noMessage', 'noRouteLabel'];
/** The texts of a card layout's cards (root "ui:options"). */
const CARD_TEXTS = [
  '/ui:options/cards/*/title',
  '/ui:options/cards/*/text',
  '/ui:options/cards/*/warning',
  '/ui:options/cards/*/completeLabel',
  '/ui:options/cards/*/items/*',
  '/ui:options/cards/*/popup/subtitle',
  '/ui:options/cards/*/popup/sections/*/header',
  '/ui:options/cards/*/popup/sections/*/text',
];
/** Rule texts the server translates too, where no member's variant is known. */
const SERVER_TEXTS = /^\/messages\//;

export interface TextRef {
  file: string;
  place: string;
  value: unknown;
  /** A text position: anything but a well-formed key there is a problem. Elsewhere only key-like strings are taken. */
  required: boolean;
}

function uiTexts(node: unknown, at: string, file: string, out: TextRef[]) {
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const here = down(at, key);
    if (UI_TEXTS.includes(key)) out.push({ file, place: here, value, required: true });
    else if (key === 'ui:options' && isObject(value)) {
      for (const option of UI_OPTION_TEXTS)
        if (option in value) out.push({ file, place: down(here, option), value: value[option], required: true });
      // A score summary's bands name themselves on the page and in the deck.
      if (Array.isArray(value.bands))
        for (const [i, band] of value.bands.entries())
          if (isObject(band)) out.push({ file, place: down(down(down(here, 'bands'), i), 'label'), value: band.label, required: true });
    } else if (!key.startsWith('ui:')) uiTexts(value, here, file, out);
  }
}

/** Strings that look like text keys anywhere else (a condition's schema is data, not text). */
function keyLike(node: unknown, at: string, file: string, taken: Set<string>, out: TextRef[]) {
  if (typeof node === 'string' && TEXT_KEY.test(node) && !taken.has(`${file}#${at}`))
    out.push({ file, place: at, value: node, required: false });
  else if (Array.isArray(node)) for (const [i, v] of node.entries()) keyLike(v, down(at, i), file, taken, out);
  else if (isObject(node)) for (const [k, v] of Object.entries(node)) if (k !== 'schema') keyLike(v, down(at, k), file, taken, out);
}

/** Every text a step uses, with the file and the place. */
export function textRefs(def: StepDefinition, files: { rules: string; ui: string }): TextRef[] {
  const refs: TextRef[] = RULE_TEXTS.flatMap((pattern) =>
    valuesAt(def.rules, pattern).map(({ pointer, value }) => ({ file: files.rules, place: pointer, value, required: true })),
  );
  uiTexts(def.ui, '', files.ui, refs);
  refs.push(
    ...CARD_TEXTS.flatMap((pattern) =>
      valuesAt(def.ui, pattern).map(({ pointer, value }) => ({ file: files.ui, place: pointer, value, required: true })),
    ),
  );
  const taken = new Set(refs.map((r) => `${r.file}#${r.place}`));
  keyLike(def.rules, '', files.rules, taken, refs);
  keyLike(def.ui, '', files.ui, taken, refs);
  return refs;
}

/** What a key names in the bundles: a text, a group of texts, or nothing. */
function textAt(bundles: Map<string, unknown>, value: string): unknown {
  const [ns, key] = value.split(':', 2) as [string, string];
  return key.split('.').reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), bundles.get(ns));
}

/** Where a text missing at its key was most likely written instead: its own file, else another namespace's. */
function whereInstead(locales: Locales, value: string): string {
  const [ns, key] = value.split(':', 2) as [string, string];
  const near = misplacedText(locales.cs.get(ns), key);
  if (near) return `; ${near}`;
  const other = [...locales.cs.keys()].find((n) => n !== ns && hasKey(locales.cs, `${n}:${key}`));
  return other
    ? `; it is in ${shownPath(path.join(locales.dir, 'cs', `${other}.json`))}: move it to ${shownPath(path.join(locales.dir, 'cs', `${ns}.json`))}, or write the key as ${other}:${key}`
    : '';
}

export interface Locales {
  dir: string;
  cs: Map<string, unknown>;
  en: Map<string, unknown>;
}

/**
 * Problems of malformed keys and texts missing in Czech; keys missing in English, by the English
 * file to add them to. A key naming "{variant}" needs its text in each of `variants` (the variants
 * listing the step), in the variant's own file or the general one's; only Czech is checked there.
 */
export function checkTexts(
  refs: readonly TextRef[],
  locales: Locales,
  variants: readonly string[] = [],
): { problems: ContentProblem[]; missingEn: Map<string, Set<string>> } {
  const problems: ContentProblem[] = [];
  const missingEn = new Map<string, Set<string>>();
  const fileOf = (lng: string, key: string) => path.join(locales.dir, lng, `${key.split(':')[0]}.json`);
  // A namespace whose file is there but unreadable: its syntax error is reported, not every text in it.
  const unreadable = (bundles: Map<string, unknown>, lng: string, key: string) =>
    !bundles.has(key.split(':')[0]!) && fs.existsSync(fileOf(lng, key));
  for (const { file, place, value, required } of refs) {
    if (typeof value !== 'string' || !TEXT_KEY.test(value)) {
      if (required)
        problems.push({
          file,
          place,
          message: `${JSON.stringify(value)} is not a text key: write "namespace:key" (the namespace is a file's path under locales/cs, the key dotted words without spaces)`,
        });
    } else if (value.includes(VARIANT_PLACEHOLDER)) {
      if (SERVER_TEXTS.test(place) && file.endsWith('.rules.json')) {
        problems.push({
          file,
          place,
          message: `${value} names the member's variant, which the server writing this message does not know: use a step text`,
        });
        continue;
      }
      for (const variant of variants) {
        const candidates = variantKeyCandidates(value, variant);
        if (candidates.some((k) => unreadable(locales.cs, 'cs', k) || hasKey(locales.cs, k))) continue;
        problems.push({
          file,
          place,
          message: `text ${value} is missing for variant ${variant}: write it in ${candidates.map((k) => shownPath(fileOf('cs', k))).join(' or ')}`,
        });
      }
    } else if (unreadable(locales.cs, 'cs', value)) {
    } else if (!hasKey(locales.cs, value)) {
      problems.push({
        file,
        place,
        message: `text ${value} is missing in ${shownPath(fileOf('cs', value))}${whereInstead(locales, value)}`,
      });
    } else if (required && isObject(textAt(locales.cs, value))) {
      const inner = Object.keys(textAt(locales.cs, value) as object);
      problems.push({
        file,
        place,
        message: `${value} in ${shownPath(fileOf('cs', value))} is a group of texts (${inner.join(', ')}), not one text: the text is nested one level too deep. Move it up to ${value.split(':')[1]}, or name the one meant, as ${value}.${inner[0]}`,
      });
    } else if (!unreadable(locales.en, 'en', value) && !hasKey(locales.en, value)) {
      const en = fileOf('en', value);
      missingEn.set(en, (missingEn.get(en) ?? new Set()).add(value));
    }
  }
  return { problems, missingEn };
}
