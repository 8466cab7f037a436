/** What the author is asked for an input: the step it reads, its list, which rows (a condition) and which of their fields. */
export type InputAsk = 'step' | 'list' | 'condition' | 'pick';

export interface CatalogueInput {
  /** The input's name in rules.derive[].inputs. */
  name: string;
  /** Text key (studio namespace) of what the input is, in the author's words. */
  label: string;
  asks: readonly InputAsk[];
  /** It may read a list of the step itself (an input without `step`), not only another step's. */
  thisStep: boolean;
}

/** One of the engine's named derivations (src/engine/derivations, DERIVATIONS) as an author meets it. */
export interface CatalogueEntry {
  derivation: string;
  /** Text keys (studio namespace): its name and what it makes. */
  name: string;
  makes: string;
  inputs: readonly CatalogueInput[];
  /**
   * The derived-list panel writes it. The others read the people module's own data shapes (team
   * members, their ratings) or are made by the editor itself (followChoices, by a choice taken
   * from another step): a rule of theirs is described, and changed in the JSON view.
   */
  authorable: boolean;
}

const key = (derivation: string, what: string) => `editor.derive.catalogue.${derivation}.${what}`;
const input = (derivation: string, name: string, asks: readonly InputAsk[], thisStep: boolean): CatalogueInput => ({
  name,
  label: key(derivation, `inputs.${name}`),
  asks,
  thisStep,
});
const entry = (derivation: string, inputs: readonly CatalogueInput[], authorable = false): CatalogueEntry => ({
  derivation,
  name: key(derivation, 'name'),
  makes: key(derivation, 'makes'),
  inputs,
  authorable,
});
const LIST: readonly InputAsk[] = ['step', 'list'];
const ROWS: readonly InputAsk[] = ['step', 'list', 'condition', 'pick'];

/** Every derivation the engine has, in the order an author is most likely to want it. */
export const DERIVATION_CATALOGUE: readonly CatalogueEntry[] = [
  entry('rowsFromList', [input('rowsFromList', 'values', ROWS, true)], true),
  entry('distinctTexts', [input('distinctTexts', 'values', ROWS, true)]),
  entry('memberAverages', [input('memberAverages', 'members', LIST, true), input('memberAverages', 'evaluations', LIST, true)]),
  entry('valueStatistics', [
    input('valueStatistics', 'values', LIST, true),
    input('valueStatistics', 'members', LIST, true),
    input('valueStatistics', 'evaluations', LIST, true),
  ]),
  entry('developmentTopics', [input('developmentTopics', 'members', LIST, true), input('developmentTopics', 'evaluations', LIST, true)]),
  entry('ratingGrid', [
    input('ratingGrid', 'members', LIST, true),
    input('ratingGrid', 'values', ROWS, true),
    input('ratingGrid', 'valueRows', ROWS, true),
  ]),
  entry('catalogue', []),
  entry('followChoices', [input('followChoices', 'choices', LIST, false)]),
];

/** The catalogue's entry of a derivation, when the engine has it. */
export const catalogueEntry = (derivation: string) => DERIVATION_CATALOGUE.find((e) => e.derivation === derivation);
