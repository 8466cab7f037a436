import type { ListSelector } from '../steps/types.js';

/**
 * Where a derivation reads: another step's stored data (`step`: "<module>/<step>"), or without
 * `step` this step's own data as the rules before computed it, at `at`, a JSON pointer where `*`
 * stands for every list item. With `*`, the input is the list of what it matched, narrowed by
 * `where` (a JSON Schema each matched item must satisfy) and mapped to one property by `pick`;
 * without `*`, the single value there.
 */
export interface DeriveInput extends ListSelector {
  step?: string;
}

/** Another step's stored data, always named (a deck reads only stored steps). */
export interface StepInput extends DeriveInput {
  step: string;
}

/**
 * A step's data computed on the server from other steps (rules.derive): the named derivation
 * writes the property `target` (a top-level pointer) from its inputs and what is stored there
 * now, so fields the member edits in a derived row are kept.
 */
export interface DeriveRule {
  target: string;
  derivation: string;
  inputs: Record<string, DeriveInput>;
  options?: Record<string, unknown>;
  /**
   * Lists of text keys the derivation receives translated, as options of the same names (the
   * team values' catalogue: its names live in locales).
   */
  texts?: Record<string, string[]>;
  /**
   * What a member loses when rows leave this list, for the question asked before a change: the
   * fields a member writes in a row (a row counts when one of them holds something) and the text
   * naming how many ('3 rozvojová témata s texty', a plural text key given `count`).
   */
  lost?: { fields: string[]; text: string };
}

/** A pure function of its inputs, the target's current value and the rule's options. */
export type Derivation = (inputs: Record<string, unknown>, current: unknown, options: Record<string, unknown>) => unknown;

/** Team members and their ratings as the team evaluation stores them (spec: Team member, Evaluation). */
export interface Member {
  id: number;
  member_name: string;
  position?: string;
}

export interface Evaluation {
  team_member_id: number;
  value_name: string;
  /** The value's id (team values' row id) where the rating carries it. */
  value_id?: number;
  rating: number;
}
