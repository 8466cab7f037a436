import { fitsField, testsFor, type ConditionTest, type TestKind } from '../../../../../engine/step-editor/condition-tests.js';
import { choicesOf, propertySchema, valueKind, type ValueKind } from '../../../../../engine/step-editor/rule-fields.js';
import type { EditorState } from '../../../../../engine/step-editor/types.js';

/**
 * A condition as the author is making it: the field, the test and the value as typed. It is
 * written into the files once it is whole (a number that is a number, a text that is not blank),
 * so a half-typed value never reaches the step.
 */
export interface ConditionDraft {
  source: string;
  kind: TestKind;
  value: string;
}

export function draftOf(choice: { source: string; test: ConditionTest }): ConditionDraft {
  const { test } = choice;
  const value = test.kind === 'equals' ? String(test.value) : test.kind === 'filled' ? '' : String(test.n);
  return { source: choice.source, kind: test.kind, value };
}

export const sourceKind = (state: EditorState, source: string): ValueKind => valueKind(propertySchema(state.files.schema, source));

/** A number as a Czech author writes it ('2', '-1', '2,5'); undefined for anything else. */
function numberOf(text: string, kind: ValueKind): number | undefined {
  const t = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  return kind === 'integer' && !Number.isInteger(n) ? undefined : n;
}

/** The test the draft says, once it is whole and fits the field; undefined while it is not. */
export function testOf(state: EditorState, draft: ConditionDraft): ConditionTest | undefined {
  const kind = sourceKind(state, draft.source);
  let test: ConditionTest | undefined;
  if (draft.kind === 'filled') test = { kind: 'filled' };
  else if (draft.kind === 'atMost' || draft.kind === 'atLeast') {
    const n = numberOf(draft.value, kind);
    test = n === undefined ? undefined : { kind: draft.kind, n };
  } else if (kind === 'boolean')
    test = draft.value === 'true' || draft.value === 'false' ? { kind: 'equals', value: draft.value === 'true' } : undefined;
  else if (kind === 'integer' || kind === 'number') {
    const n = numberOf(draft.value, kind);
    test = n === undefined ? undefined : { kind: 'equals', value: n };
  } else test = draft.value.trim() ? { kind: 'equals', value: draft.value.trim() } : undefined;
  return test && fitsField(propertySchema(state.files.schema, draft.source), test) ? test : undefined;
}

/** The draft after the author picked another field: the test kept where the field can be asked it, its value where it still fits. */
export function withSource(state: EditorState, draft: ConditionDraft, source: string): ConditionDraft {
  const kind = sourceKind(state, source);
  if (!testsFor(kind).includes(draft.kind)) return { source, kind: 'filled', value: '' };
  return withKind(state, { ...draft, source }, draft.kind);
}

/** The draft with another test, its value the first choice (or Yes) where the field offers choices. */
export function withKind(state: EditorState, draft: ConditionDraft, kind: TestKind): ConditionDraft {
  const next = { ...draft, kind };
  if (kind !== 'equals') return next;
  const valueKindOf = sourceKind(state, draft.source);
  const choices = choicesOf(propertySchema(state.files.schema, draft.source));
  if (valueKindOf === 'choice' && !choices.includes(draft.value)) return { ...next, value: choices[0] ?? '' };
  if (valueKindOf === 'boolean' && draft.value !== 'true' && draft.value !== 'false') return { ...next, value: 'true' };
  return next;
}
