import type { Condition, RevealRule } from '../steps/types.js';
import { describeTest, fitsField, testSchema, type ConditionTest } from './condition-tests.js';
import { fieldPointers, listOf, propertySchema, uiNode, valueKind } from './rule-fields.js';
import type { EditorState } from './types.js';

/** A reveal rule in the builder's terms: show the target once the field at `source` passes `test`. */
export interface RevealChoice {
  /** The field the condition reads; '/processes/*\/maturity' beside a target in the same list means the same row. */
  source: string;
  test: ConditionTest;
}

/**
 * What the reveal panel shows for a field: no rule, a rule the builder can edit (one condition, or
 * several that must all hold: 'a zároveň'), or one only the JSON view can.
 */
export type RevealView = { kind: 'none' } | { kind: 'builder'; confirmed: boolean; conditions: RevealChoice[] } | { kind: 'complex' };

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

function describeCondition(condition: Condition, target: string): RevealChoice | undefined {
  if (!('scope' in condition)) return undefined;
  const test = describeTest(condition.schema);
  const sourceList = listOf(condition.scope);
  if (!test || (sourceList !== undefined && sourceList !== listOf(target))) return undefined;
  return { source: condition.scope, test };
}

/**
 * The builder's terms for a rule: its conditions, all of which must hold; undefined when it says
 * more than fields and tests (`any`, nested groups, a scope outside the target's row).
 */
export function describeReveal(rule: RevealRule): RevealChoice[] | undefined {
  const parts = 'all' in rule.when ? rule.when.all : [rule.when];
  const described = parts.map((c) => describeCondition(c, rule.target));
  return described.length > 0 && described.every((c) => c !== undefined) ? (described as RevealChoice[]) : undefined;
}

export function revealOf(state: EditorState, target: string): RevealView {
  const rules = rulesOf(state).filter((r) => r.target === target);
  if (rules.length === 0) return { kind: 'none' };
  const conditions = rules.length === 1 ? describeReveal(rules[0]!) : undefined;
  return conditions ? { kind: 'builder', confirmed: rules[0]!.confirmedBy !== undefined, conditions } : { kind: 'complex' };
}

/**
 * The state with the target shown only while every condition holds (one is written as it is,
 * several as `all`): the target's rule is replaced where it stood, keeping its `confirmedBy` while a
 * condition still reads the confirmed field, else added. Throws on a source the target may not
 * follow or a test the source cannot pass: the panel offers neither.
 */
export function setReveal(state: EditorState, target: string, choice: RevealChoice | RevealChoice[]): EditorState {
  const choices = Array.isArray(choice) ? choice : [choice];
  if (choices.length === 0) throw new RangeError(`${target} needs a condition`);
  const sources = revealSources(state, target);
  const conditions = choices.map((c): Condition => {
    if (!sources.includes(c.source)) throw new RangeError(`${target} cannot be revealed by ${c.source}`);
    const property = propertySchema(state.files.schema, c.source);
    if (!fitsField(property, c.test)) throw new RangeError(`${c.source} cannot be tested with ${JSON.stringify(c.test)}`);
    return { scope: c.source, schema: testSchema(valueKind(property), c.test) };
  });
  const rules = rulesOf(state);
  const at = rules.findIndex((r) => r.target === target);
  const confirmedBy = rules[at]?.confirmedBy;
  const keep = confirmedBy && choices.some((c) => c.source === confirmedBy) ? { confirmedBy } : {};
  const rule: RevealRule = { target, when: conditions.length === 1 ? conditions[0]! : { all: conditions }, ...keep };
  const reveal = at < 0 ? [...rules, rule] : rules.flatMap((r, i) => (i === at ? [rule] : r.target === target ? [] : [r]));
  return { ...state, files: { ...state.files, rules: { ...state.files.rules, reveal } } };
}

/** The state with the target always shown (its reveal rules gone, and an empty `reveal` with them). */
export function removeReveal(state: EditorState, target: string): EditorState {
  const { reveal: _, ...rest } = state.files.rules;
  const reveal = rulesOf(state).filter((r) => r.target !== target);
  return { ...state, files: { ...state.files, rules: reveal.length ? { ...rest, reveal } : rest } };
}
