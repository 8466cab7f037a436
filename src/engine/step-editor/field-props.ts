import type { JsonSchema, MessageRule } from '../steps/types.js';
import { fieldAt, fieldsOf, isObject, parentSchema, schemaOf, typesOf, uiOf } from './fields.js';
import { type BothTexts, fieldKey, type Language, localKey, setText, setTexts, textOf } from './texts.js';
import type { EditorField, EditorState, FieldKind, StepFiles } from './types.js';

const clone = <T>(v: T): T => structuredClone(v);

/** A copy of the files with the field's schema, UI entry and parent schema at hand to change. */
function editing(state: EditorState, field: EditorField) {
  const files: StepFiles = clone(state.files);
  files.ui ??= {};
  // A list (or its rows) without a UI entry of its own gets one, as rjsf reads a missing one.
  const child = (node: JsonSchema, name: string) => {
    if (!isObject(node[name])) node[name] = {};
    return node[name] as JsonSchema;
  };
  const ui = field.list ? child(child(files.ui, field.list.slice(1)), 'items') : files.ui;
  child(ui, field.name);
  return { files, schema: schemaOf(files, field)!, ui: ui[field.name] as JsonSchema, parent: parentSchema(files, field)! };
}

export type UiText = 'ui:title' | 'ui:help' | 'ui:placeholder';
const WHAT: Record<UiText, string> = { 'ui:title': 'label', 'ui:help': 'help', 'ui:placeholder': 'placeholder' };

export const uiTextOf = (state: EditorState, field: EditorField, prop: UiText, lng: Language) =>
  textOf(state, uiOf(state.files, field)?.[prop], lng);

/**
 * Sets one language of a field's label, help or placeholder. A field without the text gets a key
 * of the step's namespace; a key of another namespace is copied into one, since the editor saves
 * only its module's texts. Help and placeholder emptied in both languages are dropped.
 */
export function setUiText(state: EditorState, field: EditorField, prop: UiText, lng: Language, value: string): EditorState {
  const { files, ui } = editing(state, field);
  const current = ui[prop];
  let next: EditorState = { ...state, files };
  let key = typeof current === 'string' ? current : undefined;
  if (!key || localKey(state, key) === undefined) {
    const own = fieldKey(state, field, WHAT[prop]);
    next = setTexts(next, own, { cs: textOf(state, key, 'cs'), en: textOf(state, key, 'en') });
    key = own;
    ui[prop] = key;
  }
  next = setText(next, key, lng, value);
  if (prop !== 'ui:title' && !textOf(next, key, 'cs') && !textOf(next, key, 'en')) delete ui[prop];
  return next;
}

const TEXT_KINDS: FieldKind[] = ['shortText', 'longText'];
const LIST_KINDS: FieldKind[] = ['rows', 'table', 'toggleList'];

/** What completing demands of the field's own value once it is required: a non-blank text, an answer, a row. */
function filled(field: EditorField): [string, unknown] | undefined {
  if (TEXT_KINDS.includes(field.kind)) return ['pattern', '\\S'];
  if (field.kind === 'number' || field.kind === 'slider') return ['type', 'integer'];
  if (field.kind === 'choiceRadio' || field.kind === 'choiceSelect' || field.kind === 'stepChoice') return ['type', 'string'];
  if (field.kind === 'yesNo') return ['type', 'boolean'];
  if (LIST_KINDS.includes(field.kind)) return ['minItems', 1];
  return undefined;
}

const requiredIn = (node: unknown, name: string) => isObject(node) && Array.isArray(node.required) && node.required.includes(name);

export function isRequired(state: EditorState, field: EditorField): boolean {
  const parent = parentSchema(state.files, field);
  return requiredIn(parent, field.name) || requiredIn(parent?.completion, field.name);
}

/** A completion requirement (never a draft one: autosave keeps taking a half-filled step), in rows for each row. */
export function setRequired(state: EditorState, field: EditorField, on: boolean): EditorState {
  const { files, schema, parent } = editing(state, field);
  const completion = (isObject(parent.completion) ? parent.completion : {}) as JsonSchema;
  const names = Array.isArray(completion.required) ? (completion.required as string[]).filter((n) => n !== field.name) : [];
  if (on) names.push(field.name);
  if (names.length) completion.required = names;
  else delete completion.required;
  if (Object.keys(completion).length) parent.completion = completion;
  else delete parent.completion;
  if (!on && Array.isArray(parent.required)) {
    parent.required = (parent.required as string[]).filter((n) => n !== field.name);
    if (!(parent.required as string[]).length) delete parent.required;
  }
  const own = filled(field);
  if (own) {
    const c = (isObject(schema.completion) ? schema.completion : {}) as JsonSchema;
    if (on) c[own[0]] = own[1];
    else delete c[own[0]];
    if (Object.keys(c).length) schema.completion = c;
    else delete schema.completion;
  }
  return { ...state, files };
}

export type NumberProp = 'minimum' | 'maximum' | 'maxLength' | 'minLength' | 'maxItems';

export const numberOf = (state: EditorState, field: EditorField, prop: NumberProp): number | undefined => {
  const v = schemaOf(state.files, field)?.[prop];
  return typeof v === 'number' ? v : undefined;
};

/**
 * Sets a bound, a length or a list's size; undefined removes it. `minLength` counts the trimmed
 * text (the engine's own keyword) and, as every minLength, binds only completion.
 */
export function setNumber(state: EditorState, field: EditorField, prop: NumberProp, value: number | undefined): EditorState {
  const { files, schema } = editing(state, field);
  if (value === undefined || Number.isNaN(value)) delete schema[prop];
  else schema[prop] = value;
  return { ...state, files };
}

export interface Choice {
  value: string;
  cs: string;
  en: string;
}

const labelsOf = (ui: JsonSchema | undefined): Record<string, string> => {
  const labels = isObject(ui?.['ui:options']) ? (ui['ui:options'] as JsonSchema).labels : undefined;
  return isObject(labels) ? (labels as Record<string, string>) : {};
};

/** The field's choices in order, each with its label (the value itself where the UI names no text for it). */
export function choicesOf(state: EditorState, field: EditorField): Choice[] {
  const values = (schemaOf(state.files, field)?.enum as unknown[] | undefined) ?? [];
  const labels = labelsOf(uiOf(state.files, field));
  return values
    .filter((v): v is string => typeof v === 'string')
    .map((value) =>
      labels[value]
        ? { value, cs: textOf(state, labels[value], 'cs'), en: textOf(state, labels[value], 'en') }
        : { value, cs: value, en: '' },
    );
}

/** The value a new choice stores: ascii words from its Czech label, unique in the field; never changed later. */
export function choiceValue(label: string, taken: string[]): string {
  const base =
    label
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'volba';
  let value = base;
  for (let n = 2; taken.includes(value); n++) value = `${base}_${n}`;
  return value;
}

/** Adds a choice (before the "not chosen" `null`) with its labels. */
export function addChoice(state: EditorState, field: EditorField, label: BothTexts): EditorState {
  const { files, schema, ui } = editing(state, field);
  const values = ((schema.enum as unknown[]) ?? []).filter((v) => v !== null);
  const value = choiceValue(label.cs, values as string[]);
  schema.enum = [...values, value, ...(typesOf(schema).includes('null') ? [null] : [])];
  const key = fieldKey(state, field, 'choices', value);
  ui['ui:options'] = { ...(ui['ui:options'] as JsonSchema), labels: { ...labelsOf(ui), [value]: key } };
  return setTexts({ ...state, files }, key, label);
}

export function removeChoice(state: EditorState, field: EditorField, value: string): EditorState {
  const { files, schema, ui } = editing(state, field);
  schema.enum = ((schema.enum as unknown[]) ?? []).filter((v) => v !== value);
  const { [value]: _, ...labels } = labelsOf(ui);
  ui['ui:options'] = { ...(ui['ui:options'] as JsonSchema), labels };
  return { ...state, files };
}

/** Sets a choice's label in one language; a choice labelled by its value alone gets a text of its own. */
export function setChoiceLabel(state: EditorState, field: EditorField, value: string, lng: Language, text: string): EditorState {
  const { files, ui } = editing(state, field);
  const labels = labelsOf(ui);
  let next: EditorState = { ...state, files };
  let key = labels[value];
  if (!key || localKey(state, key) === undefined) {
    const own = fieldKey(state, field, 'choices', value);
    next = setTexts(next, own, key ? { cs: textOf(state, key, 'cs'), en: textOf(state, key, 'en') } : { cs: value, en: '' });
    key = own;
    ui['ui:options'] = { ...(ui['ui:options'] as JsonSchema), labels: { ...labels, [value]: key } };
  }
  return setText(next, key, lng, text);
}

/** The message rule about the field's value (any error, or one keyword's). */
const ruleIndex = (state: EditorState, field: EditorField, keyword?: string) =>
  (state.files.rules.messages ?? []).findIndex((m) => m.path === field.pointer && m.keyword === keyword);

export function messageOf(state: EditorState, field: EditorField, keyword?: string): BothTexts {
  const rule = state.files.rules.messages?.[ruleIndex(state, field, keyword)];
  return { cs: textOf(state, rule?.message, 'cs'), en: textOf(state, rule?.message, 'en') };
}

/**
 * Sets the field's message in one language. A new rule goes in the field's place among the
 * messages (the first failing one is what a member reads); emptied in both languages it goes.
 */
export function setMessage(state: EditorState, field: EditorField, keyword: string | undefined, lng: Language, text: string): EditorState {
  const messages = [...(state.files.rules.messages ?? [])];
  let at = ruleIndex(state, field, keyword);
  let next = state;
  if (at < 0) {
    const fields = fieldsOf(state);
    const place = (m: MessageRule) => fields.findIndex((f) => f.pointer === fieldAt(fields, m.path)?.pointer);
    const mine = fields.findIndex((f) => f.pointer === field.pointer);
    const after = messages.findIndex((m) => place(m) > mine);
    // A keyword's own words go before the field's general message, which would answer that keyword's error too.
    const general = keyword ? messages.findIndex((m) => m.path === field.pointer && m.keyword === undefined) : -1;
    at = general >= 0 ? general : after < 0 ? messages.length : after;
    const rule: MessageRule = { path: field.pointer, message: fieldKey(state, field, keyword ? `${keyword}Message` : 'message') };
    if (keyword) rule.keyword = keyword;
    messages.splice(at, 0, rule);
  }
  const rule = messages[at]!;
  next = setText({ ...next, files: { ...next.files, rules: { ...next.files.rules, messages } } }, rule.message, lng, text);
  if (!textOf(next, rule.message, 'cs') && !textOf(next, rule.message, 'en'))
    next = { ...next, files: { ...next.files, rules: { ...next.files.rules, messages: messages.filter((_, i) => i !== at) } } };
  return next;
}

export type FieldProblem =
  | { code: 'noLabel' }
  | { code: 'noChoices' }
  | { code: 'choiceLabel'; value: string }
  | { code: 'bounds'; min: number; max: number }
  | { code: 'lengths'; min: number; max: number };

/** What the author has left unfinished in the field (the studio words each code; the check names the rest). */
export function fieldProblems(state: EditorState, field: EditorField): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (field.kind !== 'reading' && !uiTextOf(state, field, 'ui:title', 'cs').trim()) out.push({ code: 'noLabel' });
  if (field.kind === 'choiceRadio' || field.kind === 'choiceSelect') {
    const choices = choicesOf(state, field);
    if (!choices.length) out.push({ code: 'noChoices' });
    for (const c of choices) if (!c.cs.trim()) out.push({ code: 'choiceLabel', value: c.value });
  }
  const [min, max] = [numberOf(state, field, 'minimum'), numberOf(state, field, 'maximum')];
  if (min !== undefined && max !== undefined && min > max) out.push({ code: 'bounds', min, max });
  const [minL, maxL] = [numberOf(state, field, 'minLength'), numberOf(state, field, 'maxLength')];
  if (minL !== undefined && maxL !== undefined && minL > maxL) out.push({ code: 'lengths', min: minL, max: maxL });
  return out;
}
