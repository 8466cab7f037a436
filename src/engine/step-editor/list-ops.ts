import type { JsonSchema } from '../steps/types.js';
import {
  isObject,
  listOf,
  propertySchema,
  textKey,
  textsOf,
  uiNode,
  valueKind,
  withoutUnusedTexts,
  withOptions,
  withProperty,
  withTexts,
  withUiNode,
  type BothTexts,
} from './rule-fields.js';
import { withMessage } from './messages-order.js';
import type { EditorState } from './types.js';

/**
 * A list's settings, where the page reads them (step-schemas/README.md, "Lists"): the layout and
 * the row switches, labels and texts in the UI schema's `ui:options`, the most rows in the schema's
 * `maxItems`, texts that must not repeat in the rules' `unique` with their message.
 */
export type RowSwitch = 'addable' | 'removable' | 'orderable';

export interface ListSettings {
  layout: 'rows' | 'table';
  minRows: number;
  maxRows: number | undefined;
  addable: boolean;
  removable: boolean;
  orderable: boolean;
  itemLabel: BothTexts;
  badgeField: string | undefined;
  addLabel: BothTexts;
  emptyText: BothTexts;
}

/** The text options a list has, each with the name of the key the editor makes for it. */
export const LIST_TEXTS = { itemLabel: 'itemLabel', addLabel: 'add', emptyText: 'empty' } as const;
export type ListText = keyof typeof LIST_TEXTS;

const optionsOf = (state: EditorState, list: string): JsonSchema => {
  const options = uiNode(state.files.ui, list)?.['ui:options'];
  return isObject(options) ? options : {};
};

const withUi = (state: EditorState, ui: JsonSchema): EditorState => ({ ...state, files: { ...state.files, ui } });

const withListOptions = (state: EditorState, list: string, changes: Record<string, unknown>) =>
  withUi(
    state,
    withUiNode(state.files.ui, list, (node) => withOptions(node, changes)),
  );

export function listSettings(state: EditorState, list: string): ListSettings {
  const options = optionsOf(state, list);
  const rowOptions = uiNode(state.files.ui, `${list}/*`)?.['ui:options'];
  const maxItems = propertySchema(state.files.schema, list)?.maxItems;
  const key = (name: string) => (typeof options[name] === 'string' ? (options[name] as string) : undefined);
  return {
    layout: isObject(rowOptions) && rowOptions.layout === 'row' ? 'table' : 'rows',
    minRows: typeof options.minRows === 'number' ? options.minRows : 0,
    maxRows: typeof maxItems === 'number' ? maxItems : undefined,
    addable: options.addable !== false,
    removable: options.removable !== false,
    orderable: options.orderable !== false,
    itemLabel: textsOf(state, key('itemLabel')),
    badgeField: key('badgeField'),
    addLabel: textsOf(state, key('addLabel')),
    emptyText: textsOf(state, key('emptyText')),
  };
}

/** Rows under each other (each field with its label), or a table: one row per line from tablet width up. */
export function setListLayout(state: EditorState, list: string, layout: 'rows' | 'table'): EditorState {
  return withUi(
    state,
    withUiNode(state.files.ui, `${list}/*`, (node) => withOptions(node, { layout: layout === 'table' ? 'row' : undefined })),
  );
}

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * The rows the list always keeps (their remove buttons disappear); 0 keeps none. A whole number,
 * never above the most rows: the page would ignore anything else (one of the mistakes the check names).
 */
export function setMinRows(state: EditorState, list: string, minRows: number): EditorState {
  const { maxRows } = listSettings(state, list);
  if (!isCount(minRows) || (maxRows !== undefined && minRows > maxRows)) throw new RangeError(`minRows ${minRows} does not fit ${list}`);
  return withListOptions(state, list, { minRows: minRows === 0 ? undefined : minRows });
}

/** The most rows the list holds (the add button hides at it): at least one, and at least the rows it keeps. */
export function setMaxRows(state: EditorState, list: string, maxRows: number): EditorState {
  const { minRows } = listSettings(state, list);
  const minItems = propertySchema(state.files.schema, list)?.minItems;
  const least = Math.max(1, minRows, typeof minItems === 'number' ? minItems : 0);
  if (!isCount(maxRows) || maxRows < least) throw new RangeError(`maxRows ${maxRows} does not fit ${list}`);
  return { ...state, files: { ...state.files, schema: withProperty(state.files.schema!, list, (p) => ({ ...p, maxItems: maxRows })) } };
}

/** Adding, removing or reordering rows on (the page's default: the option goes) or off. */
export function setRowSwitch(state: EditorState, list: string, which: RowSwitch, on: boolean): EditorState {
  return withListOptions(state, list, { [which]: on ? undefined : false });
}

/** The row field whose text, once filled, names the row instead of its numbered label; undefined for the number alone. */
export function setBadgeField(state: EditorState, list: string, field: string | undefined): EditorState {
  if (field !== undefined && valueKind(propertySchema(state.files.schema, `${list}/*/${field}`)) !== 'text')
    throw new RangeError(`${field} is no text of ${list}'s rows`);
  return withListOptions(state, list, { badgeField: field });
}

/**
 * One of the list's texts (the row label with {{n}}, the add button, the text of an empty list) in
 * Czech and English; an empty Czech text removes it, and the page says its own words. A text the
 * option already names is rewritten under its key, unless other places share it.
 */
export function setListText(state: EditorState, list: string, which: ListText, texts: BothTexts): EditorState {
  const current = optionsOf(state, list)[which];
  const currentKey = typeof current === 'string' ? current : undefined;
  if (!texts.cs.trim()) return withoutUnusedTexts(withListOptions(state, list, { [which]: undefined }), currentKey);
  const shared = currentKey !== undefined && JSON.stringify(state.files).split(JSON.stringify(currentKey)).length > 2;
  const key =
    currentKey && !shared && currentKey.startsWith(`steps/${state.module}:`) ? currentKey : textKey(state, list, LIST_TEXTS[which]);
  return withTexts(withListOptions(state, list, { [which]: key }), key, texts);
}

/** The rules' message about repeated texts in the field, and its texts; undefined while repeats are allowed. */
export function uniqueOf(state: EditorState, field: string): BothTexts | undefined {
  if (!(state.files.rules.unique ?? []).includes(field)) return undefined;
  const rule = state.files.rules.messages.find((m) => m.path === field && m.keyword === 'unique');
  return textsOf(state, rule?.message);
}

/** Whether texts of this field can be required to differ: a text in a list's rows. */
export const canBeUnique = (state: EditorState, field: string) =>
  listOf(field) !== undefined && valueKind(propertySchema(state.files.schema, field)) === 'text';

/**
 * The texts of a row field must differ from row to row (compared trimmed, ignoring case), with the
 * message members read at a repeat ({{value}}: the repeated text); undefined allows repeats again.
 */
export function setUnique(state: EditorState, field: string, message: BothTexts | undefined): EditorState {
  if (!canBeUnique(state, field)) throw new RangeError(`${field} is no text of a list's rows`);
  const { unique = [], messages } = state.files.rules;
  const old = messages.find((m) => m.path === field && m.keyword === 'unique');
  if (message === undefined) {
    const { unique: _, ...rules } = state.files.rules;
    const rest = unique.filter((u) => u !== field);
    const next = { ...rules, ...(rest.length ? { unique: rest } : {}), messages: messages.filter((m) => m !== old) };
    return withoutUnusedTexts({ ...state, files: { ...state.files, rules: next } }, old?.message);
  }
  const key = old?.message ?? textKey(state, field, 'unique');
  const nextMessages = old ? messages : withMessage(messages, { path: field, keyword: 'unique', message: key }, state.files.schema);
  const next = { ...state.files.rules, unique: unique.includes(field) ? unique : [...unique, field], messages: nextMessages };
  return withTexts({ ...state, files: { ...state.files, rules: next } }, key, message);
}
