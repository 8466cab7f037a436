import type { DeriveRule } from '../derivations/types.js';
import type { JsonSchema } from '../steps/types.js';
import {
  dropColumn,
  hasIdsRule,
  isObject,
  listColumns,
  objectAt,
  setColumn,
  textColumns,
  textKey,
  withIdsRule,
  withoutTexts,
  withText,
  type Json,
} from './source-lists.js';
import type { EditorField, EditorState, StepFiles } from './types.js';

/** A test a source row must pass to make a derived row: 'hodnocení je nejvýše 2'. */
export type RowTest =
  | { field: string; test: 'filled' }
  | { field: string; test: 'equals'; value: string | number | boolean }
  | { field: string; test: 'atMost' | 'atLeast'; value: number };

/** Where a derived list's rows come from (derivation rowsFromList). */
export interface DerivedListSource {
  /** '<module>/<step>'; absent: a list of this step itself. */
  step?: string;
  /** The source list, '/processes'. */
  list: string;
  /** Its column of free text that names each derived row, 'name'. */
  text: string;
  /** Every test a row must pass (none: every row). */
  where: RowTest[];
}

/** What keeps a source from serving: the list itself, a column that is no text of the list, or a list of another step without kept row ids. */
export type DeriveProblem = 'sameList' | 'noColumn' | 'noIds';

/** The property of a derived row holding the id of the source row it follows (a rule that names another, as the capacities' role_id, keeps it). */
export const SOURCE_REF = 'source_id';
const DERIVATION = 'rowsFromList';

/** A list of rows of the step's own data (not a column of one) can be derived. */
export const canDeriveInto = (field: EditorField) => field.list === undefined && (field.kind === 'rows' || field.kind === 'table');

const FILLED: JsonSchema = { anyOf: [{ type: 'string', pattern: '\\S' }, { type: ['number', 'boolean'] }] };

function testSchema(test: RowTest): JsonSchema {
  if (test.test === 'filled') return FILLED;
  if (test.test === 'equals') return { const: test.value };
  return test.test === 'atMost' ? { type: 'number', maximum: test.value } : { type: 'number', minimum: test.value };
}

/** The tests as the JSON Schema a source row must satisfy (rules.derive[].inputs.values.where); none: no `where`. */
export function whereOf(tests: readonly RowTest[]): JsonSchema | undefined {
  if (!tests.length) return undefined;
  const byField = new Map<string, JsonSchema[]>();
  for (const t of tests) byField.set(t.field, [...(byField.get(t.field) ?? []), testSchema(t)]);
  return {
    properties: Object.fromEntries(
      [...byField].map(([field, schemas]) => [field, schemas.length === 1 ? schemas[0]! : { allOf: schemas }]),
    ),
    required: [...byField.keys()],
  };
}

function testOf(field: string, schema: unknown): RowTest | undefined {
  if (!isObject(schema)) return undefined;
  if (JSON.stringify(schema) === JSON.stringify(FILLED)) return { field, test: 'filled' };
  const keys = Object.keys(schema).sort().join(',');
  const value = schema.const;
  if (keys === 'const' && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'))
    return { field, test: 'equals', value };
  if (keys === 'maximum,type' && schema.type === 'number' && typeof schema.maximum === 'number')
    return { field, test: 'atMost', value: schema.maximum };
  if (keys === 'minimum,type' && schema.type === 'number' && typeof schema.minimum === 'number')
    return { field, test: 'atLeast', value: schema.minimum };
  return undefined;
}

/** The tests a `where` written by whereOf holds; undefined for one written otherwise (the JSON view shows it). */
export function testsOf(where: unknown): RowTest[] | undefined {
  if (where === undefined) return [];
  if (!isObject(where) || Object.keys(where).some((k) => k !== 'properties' && k !== 'required')) return undefined;
  const properties = objectAt(where.properties);
  const required = Array.isArray(where.required) ? where.required : [];
  if (required.length !== Object.keys(properties).length || !required.every((r) => typeof r === 'string' && r in properties))
    return undefined;
  const tests: RowTest[] = [];
  for (const [field, schema] of Object.entries(properties)) {
    const parts = isObject(schema) && Array.isArray(schema.allOf) && Object.keys(schema).length === 1 ? schema.allOf : [schema];
    for (const part of parts) {
      const test = testOf(field, part);
      if (!test) return undefined;
      tests.push(test);
    }
  }
  return tests;
}

/** The derive rule that fills the list, and its source in the editor's terms when the panel wrote it (else only the rule). */
export function derivedListOf(state: EditorState, field: EditorField): { rule: DeriveRule; source?: DerivedListSource } | undefined {
  const rule = (state.files.rules.derive ?? []).find((r) => r.target === field.pointer);
  if (!rule) return undefined;
  const values = rule.inputs.values;
  const list = /^(\/[^/*]+)\/\*$/.exec(values?.at ?? '')?.[1];
  const text = rule.options?.text;
  const where = testsOf(values?.where);
  if (
    !values ||
    rule.derivation !== DERIVATION ||
    Object.keys(rule.inputs).length !== 1 ||
    values.pick !== undefined ||
    typeof rule.options?.ref !== 'string' ||
    list === undefined ||
    typeof text !== 'string' ||
    where === undefined
  )
    return { rule };
  return { rule, source: { ...(values.step ? { step: values.step } : {}), list, text, where } };
}

/**
 * What keeps `source` from filling the list: it is the list itself, its `text` is no free-text
 * column of its list, or (another step's list) the list has no `ids` rule, so a derived row could
 * follow the wrong source row: withIdsRule mends that in the source step. `sourceFiles`: the source
 * step's files (this step's own for a source without `step`).
 */
export function derivedSourceProblem(field: EditorField, source: DerivedListSource, sourceFiles: StepFiles): DeriveProblem | undefined {
  if (!source.step && source.list === field.pointer) return 'sameList';
  if (!textColumns(sourceFiles).some((c) => c.list === source.list && c.column === source.text)) return 'noColumn';
  return source.step && !hasIdsRule(sourceFiles, source.list) ? 'noIds' : undefined;
}

/**
 * The list's rows are derived from the source list (rowsFromList): one row per source row that
 * passes the tests, carrying the source row's text (in a column of the same name, drawn by
 * ValueWidget: the member reads it) and its id (SOURCE_REF, hidden), so a renamed source row keeps
 * what the member wrote in its derived row. The list takes no added, removed or reordered rows
 * (they follow the source) and shows `emptyText` while no source row passes. A source in this step
 * gets its `ids` rule here; another step's needs one in that step (derivedSourceProblem). The
 * options a rule already had (fixed values, defaults) and its `lost` stay.
 */
export function setDerivedList(
  state: EditorState,
  field: EditorField,
  source: DerivedListSource,
  sourceFiles: StepFiles,
  emptyText: { cs: string; en?: string },
): EditorState {
  const problem = derivedSourceProblem(field, source, sourceFiles);
  if (problem && problem !== 'noIds') return state;
  const column = textColumns(sourceFiles).find((c) => c.list === source.list && c.column === source.text)!;
  const where = whereOf(source.where);
  const before = derivedListOf(state, field)?.rule;
  const ref = typeof before?.options?.ref === 'string' ? before.options.ref : SOURCE_REF;
  const rule: DeriveRule = {
    ...before,
    target: field.pointer,
    derivation: DERIVATION,
    inputs: { values: { ...(source.step ? { step: source.step } : {}), at: `${source.list}/*`, ...(where ? { where } : {}) } },
    options: { ...before?.options, key: source.text, ref, text: source.text },
  };
  const rules = state.files.rules.derive ?? [];
  const derive = before ? rules.map((r) => (r === before ? rule : r)) : [...rules, rule];

  const name = field.name;
  const { completion: _completion, ...keySchema } = column.schema;
  let files = source.step ? state.files : withIdsRule(state.files, source.list, source.text);
  files = listWithMaxItems(files, name, sourceFiles, source.list);
  const titled = objectAt(objectAt(objectAt(objectAt(files.ui)[name]).items)[source.text])['ui:title'];
  files = setColumn(files, name, 'id', { type: 'integer', minimum: 1 }, { 'ui:widget': 'hidden' }, false);
  files = setColumn(files, name, ref, { type: 'integer', minimum: 1 }, { 'ui:widget': 'hidden' });
  files = setColumn(files, name, source.text, keySchema, {
    'ui:widget': 'ValueWidget',
    ...(titled === undefined && column.title ? { 'ui:title': column.title } : {}),
  });
  const uiList = objectAt(objectAt(files.ui)[name]);
  const emptyKey = textKey(state, field.pointer, 'empty');
  const options = { ...objectAt(uiList['ui:options']), addable: false, removable: false, orderable: false, emptyText: emptyKey };
  files = {
    ...files,
    ui: { ...files.ui, [name]: { ...uiList, 'ui:options': options } },
    rules: { ...files.rules, derive },
  };
  return withText({ ...state, files }, emptyKey, emptyText);
}

/** The list with room for every row the source list may hold (a derived row per source row), and rows that are objects. */
function listWithMaxItems(files: StepFiles, name: string, sourceFiles: StepFiles, sourceList: string): StepFiles {
  const properties = objectAt(files.schema?.properties);
  const list = objectAt(properties[name]);
  const sourceMax = objectAt(objectAt(sourceFiles.schema?.properties)[sourceList.slice(1)]).maxItems;
  const need = typeof sourceMax === 'number' ? sourceMax : 50;
  const items = objectAt(list.items);
  const next: Json = {
    ...list,
    type: 'array',
    maxItems: typeof list.maxItems === 'number' && list.maxItems >= need ? list.maxItems : need,
    items: { type: 'object', additionalProperties: false, ...items, properties: objectAt(items.properties) },
  };
  return { ...files, schema: { type: 'object', ...files.schema, properties: { ...properties, [name]: next } } };
}

/**
 * The list is the member's own again: its derive rule, the hidden source id and the empty text go,
 * the rows' text is written by the member, and rows can be added, removed and reordered.
 */
export function removeDerivedList(state: EditorState, field: EditorField): EditorState {
  const derived = derivedListOf(state, field);
  if (!derived) return state;
  const name = field.name;
  const rest = (state.files.rules.derive ?? []).filter((r) => r !== derived.rule);
  const { derive: _derive, ...rules } = state.files.rules;
  let files: StepFiles = { ...state.files, rules: rest.length ? { ...rules, derive: rest } : rules };
  const ref = derived.rule.options?.ref;
  if (typeof ref === 'string') files = dropColumn(files, name, ref);
  const uiList = objectAt(objectAt(files.ui)[name]);
  const { addable: _a, removable: _r, orderable: _o, emptyText, ...options } = objectAt(uiList['ui:options']);
  const uiItems = objectAt(uiList.items);
  const key = derived.rule.options?.key;
  const keyUi = typeof key === 'string' ? objectAt(uiItems[key]) : undefined;
  const { 'ui:widget': _widget, ...keyRest } = keyUi ?? {};
  const nextItems = typeof key === 'string' && keyUi?.['ui:widget'] === 'ValueWidget' ? { ...uiItems, [key]: keyRest } : uiItems;
  const { 'ui:options': _options, ...uiRest } = uiList;
  const nextList = { ...uiRest, ...(Object.keys(options).length ? { 'ui:options': options } : {}), items: nextItems };
  files = { ...files, ui: { ...files.ui, [name]: nextList } };
  return withoutTexts({ ...state, files }, typeof emptyText === 'string' ? [emptyText] : []);
}

/** The columns of a source list a test can read (every column but the hidden id). */
export const testableColumns = (sourceFiles: StepFiles, list: string) => listColumns(sourceFiles).filter((c) => c.list === list);
