import type { JsonSchema, OptionSource } from '../steps/types.js';
import {
  dropColumn,
  hasIdsRule,
  isFreeText,
  objectAt,
  setColumn,
  textColumns,
  textKey,
  withoutTexts,
  withText,
  type Json,
} from './source-lists.js';
import type { EditorField, EditorState, FieldKind, StepFiles } from './types.js';

/** The kinds a column can have before it takes its choices from another step: a text, a choice, or already such a choice. */
const CHOOSING_KINDS: ReadonlySet<FieldKind> = new Set(['shortText', 'longText', 'choiceRadio', 'choiceSelect', 'stepChoice']);

/**
 * Only a column of a list's rows takes its choices from another step: the engine links a choice to
 * its source row by id (followChoices) row by row, so a renamed source row renames the choice; a
 * single field has no row to keep that link in.
 */
export const canTakeChoices = (field: EditorField) => field.list !== undefined && CHOOSING_KINDS.has(field.kind);

/** Where a field takes its choices from (rules.optionSources), when it does. */
export const optionSourceOf = (state: EditorState, field: EditorField): OptionSource | undefined =>
  (state.files.rules.optionSources ?? []).find((s) => s.target === field.pointer);

/** The chosen source: a list column of another step. */
export interface OptionSourcePick {
  /** '<module>/<step>'. */
  step: string;
  /** The column, '/roles/*\/position'. */
  values: string;
  /** The source step's name as members read it ('Role v týmu'): the messages name it. */
  stepTitle: string;
}

/** Why the source cannot serve as one: its column is no list column of free text, or its list's rows have no kept ids. */
export type SourceProblem = 'noColumn' | 'noIds';

/**
 * What stands in the way of taking choices from `values` in the source step's files: a column
 * that is no text of a list ('noColumn'), or a list without an `ids` rule ('noIds': its row ids
 * may move from row to row, so a choice could follow the wrong row; withIdsRule mends it in the
 * source step).
 */
export function sourceProblem(source: StepFiles, values: string): SourceProblem | undefined {
  const column = textColumns(source).find((c) => c.pointer === values);
  if (!column) return 'noColumn';
  return hasIdsRule(source, column.list) ? undefined : 'noIds';
}

/** The property of a choosing row that holds the chosen row's id: the rule's own, else '<column>_id' (owner → owner_id). */
export const refOf = (state: EditorState, field: EditorField) => optionSourceOf(state, field)?.ref ?? `${field.name}_id`;

const listName = (field: EditorField) => (field.list ?? '').slice(1);

/** The member's texts of a choice from another step: what shows while the source is empty, and a choice it no longer offers. */
function sourceTexts(stepTitle: string) {
  return {
    emptyMessage: { cs: `Nejprve dokončete krok „${stepTitle}“.`, en: `First complete the step “${stepTitle}”.` },
    message: {
      cs: `Řádek {{n}}: vybraná možnost už v kroku „${stepTitle}“ není, vyberte jinou.`,
      en: `Row {{n}}: the chosen option is no longer in the step “${stepTitle}”; choose another.`,
    },
  };
}

/**
 * The column takes its choices from another step's list column: the optionSources rule with a
 * `ref` (the chosen row's id, an integer column hidden on the page), the column drawn by
 * StepChoiceWidget, and the member's two messages in Czech and English ('Nejprve dokončete krok
 * „…“.', a choice the source no longer lists). A choice of fixed values becomes a free text chosen
 * from the source: its values and their labels go. Picking another source rewrites the messages,
 * which name the source step; picking the same one again keeps what the author wrote in them.
 */
export function setOptionSource(state: EditorState, field: EditorField, pick: OptionSourcePick): EditorState {
  if (!canTakeChoices(field)) return state;
  const before = optionSourceOf(state, field);
  const ref = refOf(state, field);
  const list = listName(field);
  const rule: OptionSource = {
    target: field.pointer,
    step: pick.step,
    values: pick.values,
    emptyMessage: before?.emptyMessage ?? textKey(state, field.pointer, 'sourceEmpty'),
    message: before?.message ?? textKey(state, field.pointer, 'sourceGone'),
    ref,
  };
  const sources = state.files.rules.optionSources ?? [];
  const nextSources = before ? sources.map((s) => (s === before ? rule : s)) : [...sources, rule];

  const columnSchema = objectAt(objectAt(objectAt(objectAt(state.files.schema?.properties)[list]).items).properties)[field.name];
  const { enum: _values, ...kept } = objectAt(columnSchema);
  const schema: JsonSchema = isFreeText({ ...kept }) ? kept : { ...kept, type: 'string', maxLength: maxLengthOf(kept) };
  const uiColumn = objectAt(objectAt(objectAt(objectAt(state.files.ui)[list]).items)[field.name]);
  const { labels: _labels, display: _display, responses: _responses, ...options } = objectAt(uiColumn['ui:options']);

  let files = setColumn(state.files, list, field.name, schema, {
    'ui:widget': 'StepChoiceWidget',
    'ui:options': { ...options, optionSource: field.pointer },
  });
  files = setColumn(files, list, ref, { type: 'integer', minimum: 1 }, { 'ui:widget': 'hidden' });
  let next: EditorState = { ...state, files: { ...files, rules: { ...files.rules, optionSources: nextSources } } };
  if (!before || before.step !== pick.step) {
    const texts = sourceTexts(pick.stepTitle);
    next = withText(withText(next, rule.emptyMessage, texts.emptyMessage), rule.message, texts.message);
  }
  return next;
}

/**
 * The column chooses no longer from another step: the rule, its two messages and the hidden id
 * column go, and the column is a text the member writes again.
 */
export function removeOptionSource(state: EditorState, field: EditorField): EditorState {
  const source = optionSourceOf(state, field);
  if (!source) return state;
  const list = listName(field);
  const { optionSources: _sources, ...rules } = state.files.rules;
  const rest = (state.files.rules.optionSources ?? []).filter((s) => s !== source);
  let files: StepFiles = { ...state.files, rules: rest.length ? { ...rules, optionSources: rest } : rules };
  if (source.ref) files = dropColumn(files, list, source.ref);
  const uiList = objectAt(objectAt(files.ui)[list]);
  const uiItems = objectAt(uiList.items);
  const { 'ui:widget': _widget, 'ui:options': options, ...uiColumn } = objectAt(uiItems[field.name]);
  const { optionSource: _optionSource, ...otherOptions } = objectAt(options);
  const column = Object.keys(otherOptions).length ? { ...uiColumn, 'ui:options': otherOptions } : uiColumn;
  files = { ...files, ui: { ...files.ui, [list]: { ...uiList, items: { ...uiItems, [field.name]: column } } } };
  return withoutTexts({ ...state, files }, [source.emptyMessage, source.message]);
}

/** One of the member's two messages of a choice from another step, in Czech (the author writes English in the texts tab). */
export function setOptionSourceText(state: EditorState, field: EditorField, which: 'emptyMessage' | 'message', cs: string): EditorState {
  const source = optionSourceOf(state, field);
  return source ? withText(state, source[which], { cs }) : state;
}

const maxLengthOf = (schema: Json) => (typeof schema.maxLength === 'number' ? schema.maxLength : 200);
