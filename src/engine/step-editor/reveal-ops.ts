import type { RevealRule } from '../steps/types.js';
import { describeTest, fitsField, testSchema, type ConditionTest } from './condition-tests.js';
import { fieldPointers, listOf, propertySchema, uiNode, valueKind } from './rule-fields.js';
import type { EditorState } from './types.js';

/** A reveal rule in the builder's terms: show the target once the field at `source` passes `test`. */
export interface RevealChoice {
  /** The field the condition reads; '/processes/*\/maturity' beside a target in the same list means the same row. */
  source: string;
  test: ConditionTest;
}

/** What the reveal panel shows for a field: no rule, a rule the builder can edit, or one only the JSON view can. */
export type RevealView = { kind: 'none' } | ({ kind: 'builder'; confirmed: boolean } & RevealChoice) | { kind: 'complex' };

const rulesOf = (state: EditorState) => state.files.rules.reveal ?? [];

/** The fields a condition on this target may read: top-level fields, and for a field of a list's rows also the other fields of the same row. */
export function revealSources(state: EditorState, target: string): string[] {
  const list = listOf(target);
  return fieldPointers(state.files.schema).filter((pointer) => {
    if (pointer === target || pointer === list) return false;
    if (valueKind(propertySchema(state.files.schema, pointer)) === 'unknown') return false;
    if (uiNode(state.files.ui, pointer)?.['ui:widget'] === 'hidden') return false;
    const sourceList = listOf(pointer);
    // A condition reading rows holds row by row, so only a field of those same rows can follow it:
    // a top-level target (a whole list among them) would read no row and disappear.
    return sourceList === undefined || sourceList === list;
  });
}

/** The builder's terms for a rule, or undefined when it is more than a field and a test (all/any, a scope outside its row). */
export function describeReveal(rule: RevealRule): RevealChoice | undefined {
  if (!('scope' in rule.when)) return undefined;
  const test = describeTest(rule.when.schema);
  const sourceList = listOf(rule.when.scope);
  if (!test || (sourceList !== undefined && sourceList !== listOf(rule.target))) return undefined;
  return { source: rule.when.scope, test };
}

export function revealOf(state: EditorState, target: string): RevealView {
  const rules = rulesOf(state).filter((r) => r.target === target);
  if (rules.length === 0) return { kind: 'none' };
  const choice = rules.length === 1 ? describeReveal(rules[0]!) : undefined;
  return choice ? { kind: 'builder', confirmed: rules[0]!.confirmedBy !== undefined, ...choice } : { kind: 'complex' };
}

/**
 * The state with the target shown only while the source passes the test: the target's rule is
 * replaced where it stood (keeping its `confirmedBy` while it reads the same field), else added.
 * Throws on a source the target may not follow or a test the source cannot pass: the panel
 * offers neither.
 */
export function setReveal(state: EditorState, target: string, choice: RevealChoice): EditorState {
  if (!revealSources(state, target).includes(choice.source)) throw new RangeError(`${target} cannot be revealed by ${choice.source}`);
  const property = propertySchema(state.files.schema, choice.source);
  if (!fitsField(property, choice.test)) throw new RangeError(`${choice.source} cannot be tested with ${JSON.stringify(choice.test)}`);
  const rules = rulesOf(state);
  const at = rules.findIndex((r) => r.target === target);
  const old = rules[at];
  const keep = old && 'scope' in old.when && old.when.scope === choice.source && old.confirmedBy ? { confirmedBy: old.confirmedBy } : {};
  const rule: RevealRule = { target, when: { scope: choice.source, schema: testSchema(valueKind(property), choice.test) }, ...keep };
  const reveal = at < 0 ? [...rules, rule] : rules.flatMap((r, i) => (i === at ? [rule] : r.target === target ? [] : [r]));
  return { ...state, files: { ...state.files, rules: { ...state.files.rules, reveal } } };
}

/** The state with the target always shown (its reveal rules gone, and an empty `reveal` with them). */
export function removeReveal(state: EditorState, target: string): EditorState {
  const { reveal: _, ...rest } = state.files.rules;
  const reveal = rulesOf(state).filter((r) => r.target !== target);
  return { ...state, files: { ...state.files, rules: reveal.length ? { ...rest, reveal } : rest } };
}
