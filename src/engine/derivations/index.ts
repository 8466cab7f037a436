import type { SchemaCheck } from '../steps/conditions.js';
import { catalogue } from './catalogue.js';
import { developmentTopics } from './development-topics.js';
import { distinctTexts } from './distinct-texts.js';
import { followChoices } from './follow-choices.js';
import { withKeptRows, type KeptRows } from './kept-rows.js';
import { readInput } from './inputs.js';
import { memberAverages } from './member-averages.js';
import { ratingGrid } from './rating-grid.js';
import { rowsFromList } from './rows-from-list.js';
import type { Derivation, DeriveRule } from './types.js';
import { valueStatistics } from './value-statistics.js';

export * from './types.js';
export { readInput } from './inputs.js';
export * from './kept-rows.js';
export { choiceLinkRules } from './follow-choices.js';

/** The derivations a rules file may name (rules.derive[].derivation); `npm run validate` checks names. */
export const DERIVATIONS: Readonly<Record<string, Derivation>> = {
  rowsFromList,
  memberAverages,
  valueStatistics,
  developmentTopics,
  catalogue,
  distinctTexts,
  ratingGrid,
  followChoices,
};

/** "<module>/<step>" of every step a step's derivations read. */
export function derivationSources(rules: readonly DeriveRule[] | undefined): string[] {
  return [...new Set((rules ?? []).flatMap((r) => Object.values(r.inputs).flatMap((i) => (i.step ? [i.step] : []))))];
}

/**
 * The step's data with every derived property computed from the other steps' stored data
 * (`sources`: "<module>/<step>" → data, null while nothing is stored), rule by rule: an input
 * without a step reads what the rules before it made of this step's data. Pure: the server reads the
 * sources and calls this on every read, save and completion, so the browser only shows the result.
 * `translate` turns the text keys of a rule's `texts` into the words its derivation works with.
 * `kept`: rows kept since they left (KeptRows), handed to their derivation with the stored ones,
 * so a row whose source returns comes back with what was written in it.
 */
export function applyDerivations(
  rules: readonly DeriveRule[] | undefined,
  data: Record<string, unknown>,
  sources: ReadonlyMap<string, unknown>,
  check: SchemaCheck,
  translate: (key: string) => string = (key) => key,
  kept?: KeptRows,
): Record<string, unknown> {
  let out = data;
  for (const rule of rules ?? []) {
    const derive = DERIVATIONS[rule.derivation];
    if (!derive) throw new Error(`Unknown derivation ${rule.derivation}`);
    const inputs = Object.fromEntries(
      Object.entries(rule.inputs).map(([name, input]) => [
        name,
        readInput(input.step ? (sources.get(input.step) ?? null) : out, input, check),
      ]),
    );
    const texts = Object.fromEntries(Object.entries(rule.texts ?? {}).map(([name, keys]) => [name, keys.map(translate)]));
    const key = rule.target.replace(/^\//, '');
    out = { ...out, [key]: derive(inputs, withKeptRows(rule, out[key], kept), { ...rule.options, ...texts }) };
  }
  return out;
}
