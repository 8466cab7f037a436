import type { Condition, JsonSchema, StepRules } from '../steps/types.js';
import { withoutFieldCards } from './card-ops.js';
import { fieldAt, fieldsOf, isObject, orderOf, parentSchema, parentUi } from './fields.js';
import { type AddableKind, COLUMN_KINDS, kindStart } from './kinds.js';
import { type BothTexts, fieldKey, setTexts } from './texts.js';
import type { EditorField, EditorState, StepFiles } from './types.js';

const clone = <T>(v: T): T => structuredClone(v);
const MAX_NAME = 40;

/**
 * A property name from the author's Czech label: ascii, snake_case, unique among `taken`. It is
 * made once: members' answers are stored under it, so a later label never renames it.
 */
export function propertyName(label: string, taken: Iterable<string>): string {
  const base =
    label
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, MAX_NAME)
      .replace(/_+$/, '') || 'pole';
  const name = /^[a-z]/.test(base) ? base : `pole_${base}`;
  const used = new Set(taken);
  if (!used.has(name)) return name;
  let n = 2;
  while (used.has(`${name}_${n}`)) n++;
  return `${name}_${n}`;
}

/** The object node at `names` under `root`, made on the way (a copy being edited). */
function nodeAt(root: JsonSchema, names: string[]): JsonSchema {
  let node = root;
  for (const n of names) {
    if (!isObject(node[n])) node[n] = {};
    node = node[n] as JsonSchema;
  }
  return node;
}

/** Where the field's entries live in the copies: the parent's schema and UI nodes. */
function parentsIn(files: StepFiles, list: string | undefined): { schema: JsonSchema; ui: JsonSchema } {
  const schema = list ? nodeAt(files.schema!, ['properties', list.slice(1), 'items']) : files.schema!;
  const ui = list ? nodeAt(files.ui!, [list.slice(1), 'items']) : files.ui!;
  return { schema, ui };
}

export interface NewField {
  kind: AddableKind;
  label: BothTexts;
  /** A column of this list's rows ('/processes'); absent: a field of the step. */
  list?: string;
}

/** Adds a field at the end of the step (or of a list's columns), labelled in both languages. */
export function addField(state: EditorState, add: NewField): { state: EditorState; field: EditorField } {
  if (add.list && !COLUMN_KINDS.includes(add.kind)) throw new Error(`a column cannot be ${add.kind}`);
  const files = clone(state.files);
  files.schema ??= { type: 'object', additionalProperties: false, properties: {} };
  files.ui ??= {};
  const { schema, ui } = parentsIn(files, add.list);
  const properties = nodeAt(schema, ['properties']);
  const name = propertyName(add.label.cs, Object.keys(properties));
  const field: EditorField = add.list
    ? { pointer: `${add.list}/*/${name}`, name, list: add.list, kind: add.kind }
    : { pointer: `/${name}`, name, kind: add.kind };
  const start = kindStart(add.kind);
  const label = fieldKey(state, field, 'label');
  properties[name] = start.schema;
  ui[name] = { 'ui:title': label, ...start.ui };
  if (Array.isArray(ui['ui:order'])) {
    const order = ui['ui:order'] as string[];
    const rest = order.indexOf('*');
    ui['ui:order'] = rest < 0 ? [...order, name] : [...order.slice(0, rest), name, ...order.slice(rest)];
  }
  if (start.rows) files.rules = { ...files.rules, ids: [...(files.rules.ids ?? []), { list: field.pointer }] };
  if (!files.rules.messages) files.rules = { ...files.rules, messages: [] };
  return { state: setTexts({ ...state, files }, label, add.label), field };
}

/** Whether a pointer pattern is the field's or lies inside it. */
const within = (pointer: unknown, field: EditorField) =>
  typeof pointer === 'string' && (pointer === field.pointer || pointer.startsWith(`${field.pointer}/`));

function conditionNames(c: Condition | undefined, field: EditorField): boolean {
  if (!c) return false;
  if ('all' in c) return c.all.some((x) => conditionNames(x, field));
  if ('any' in c) return c.any.some((x) => conditionNames(x, field));
  return within(c.scope, field);
}

/** The rules without anything about the field: its messages, reveal rules on it or on its answer, requirements, counts, ids. */
function rulesWithout(rules: StepRules, field: EditorField): StepRules {
  const out: StepRules = { ...rules, messages: (rules.messages ?? []).filter((m) => !within(m.path, field)) };
  const keep = <T>(key: keyof StepRules, list: T[] | undefined, drop: (x: T) => boolean) => {
    if (!list) return;
    const left = list.filter((x) => !drop(x));
    if (left.length) (out as unknown as Record<string, unknown>)[key] = left;
    else delete (out as unknown as Record<string, unknown>)[key];
  };
  keep('reveal', rules.reveal, (r) => within(r.target, field) || conditionNames(r.when, field) || within(r.confirmedBy, field));
  keep('unique', rules.unique, (p) => within(p, field));
  keep('counts', rules.counts, (c) => within(c.at, field));
  keep('optionSources', rules.optionSources, (s) => within(s.target, field));
  keep('derive', rules.derive, (d) => within(d.target, field));
  keep('completionResult', rules.completionResult, (r) => conditionNames(r.when, field));
  const ids = rules.ids
    ?.filter((r) => !within(r.list, field))
    .map((r) => {
      const refs = r.refs?.filter((p) => !within(p, field));
      const { refs: _, ...rest } = r;
      return refs?.length ? { ...rest, refs } : rest;
    });
  keep('ids', ids, () => false);
  return out;
}

const withoutName = (list: unknown, name: string) => (Array.isArray(list) ? list.filter((n) => n !== name) : list);

/** Drops `name` from a schema node's `required` and its completion's, leaving no empty list behind. */
function dropRequired(node: JsonSchema, name: string) {
  for (const holder of [node, isObject(node.completion) ? node.completion : undefined]) {
    if (!holder || !Array.isArray(holder.required)) continue;
    holder.required = withoutName(holder.required, name);
    if (!(holder.required as unknown[]).length) delete holder.required;
  }
  if (isObject(node.completion) && !Object.keys(node.completion).length) delete node.completion;
}

/**
 * Removes a field with everything the rules say about it, and the card asking it. Its texts stay in the locale files
 * (a restored field finds them), and members' stored answers are kept hidden by the server.
 */
export function removeField(state: EditorState, field: EditorField): EditorState {
  const files = clone(state.files);
  if (!files.schema) return state;
  const { schema, ui } = parentsIn({ ...files, ui: files.ui ?? {} }, field.list);
  delete (schema.properties as JsonSchema | undefined)?.[field.name];
  dropRequired(schema, field.name);
  delete ui[field.name];
  if (Array.isArray(ui['ui:order'])) ui['ui:order'] = withoutName(ui['ui:order'], field.name);
  files.rules = rulesWithout(files.rules, field);
  const next = { ...state, files };
  return field.list ? next : withoutFieldCards(next, field.name);
}

/** Moves a field one place up (-1) or down (+1) among its siblings; the whole order is then written in `ui:order`. */
export function moveField(state: EditorState, field: EditorField, by: -1 | 1): EditorState {
  const siblings = fieldsOf(state).filter((f) => f.list === field.list);
  const at = siblings.findIndex((f) => f.pointer === field.pointer);
  const other = siblings[at + by];
  if (at < 0 || !other) return state;
  const files = clone(state.files);
  files.ui ??= {};
  const order = orderOf(parentSchema(state.files, field), parentUi(state.files, field));
  const i = order.indexOf(field.name);
  const j = order.indexOf(other.name);
  [order[i], order[j]] = [order[j]!, order[i]!];
  parentsIn(files, field.list).ui['ui:order'] = order;
  return messagesInFieldOrder({ ...state, files });
}

/**
 * The message rules sorted by their fields' order (the first failing rule is what a member reads,
 * so the messages follow the form); a rule about no field stays after the one before it.
 */
export function messagesInFieldOrder(state: EditorState): EditorState {
  const fields = fieldsOf(state);
  let last = -1;
  const keyed = (state.files.rules.messages ?? []).map((m, i) => {
    const f = fieldAt(fields, m.path);
    if (f) last = fields.indexOf(f);
    return { m, key: last, i };
  });
  keyed.sort((a, b) => a.key - b.key || a.i - b.i);
  return { ...state, files: { ...state.files, rules: { ...state.files.rules, messages: keyed.map((k) => k.m) } } };
}
