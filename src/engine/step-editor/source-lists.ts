import type { JsonSchema } from '../steps/types.js';
import type { IdRule } from '../steps/temporary-ids.js';
import type { EditorState, StepFiles } from './types.js';

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The value when it is an object, else an empty one: files the author wrote may lack any part. */
export const objectAt = (v: unknown): Json => (isObject(v) ? v : {});

/** A column of a list of rows in a step's data: the list '/roles', its column 'position'. */
export interface ListColumn {
  list: string;
  column: string;
  /** '/roles/*\/position'. */
  pointer: string;
  /** The column's data shape as the schema declares it. */
  schema: JsonSchema;
  /** The text key of its title (the UI schema's ui:title), when it has one. */
  title?: string;
}

const types = (schema: JsonSchema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);
/** A text an author can write freely: a string that is no fixed choice. */
export const isFreeText = (schema: JsonSchema) => types(schema).includes('string') && !Array.isArray(schema.enum);

/** The lists of rows a step's data has (top-level arrays of objects), by name. */
export function listsOf(files: Pick<StepFiles, 'schema'>): string[] {
  return Object.entries(objectAt(files.schema?.properties))
    .filter(([, p]) => isObject(p) && types(p).includes('array') && isObject(p.items) && isObject(p.items.properties))
    .map(([name]) => name);
}

/** Every column of every list of rows (the hidden `id` left out), with its title where the UI schema gives one. */
export function listColumns(files: Pick<StepFiles, 'schema' | 'ui'>): ListColumn[] {
  return listsOf(files).flatMap((list) => {
    const items = objectAt(objectAt(objectAt(files.schema?.properties)[list]).items);
    const ui = objectAt(objectAt(objectAt(files.ui)[list]).items);
    return Object.entries(objectAt(items.properties))
      .filter(([column, schema]) => column !== 'id' && isObject(schema))
      .map(([column, schema]) => {
        const title = objectAt(ui[column])['ui:title'];
        return {
          list: `/${list}`,
          column,
          pointer: `/${list}/*/${column}`,
          schema: schema as JsonSchema,
          ...(typeof title === 'string' ? { title } : {}),
        };
      });
  });
}

/** The columns of free text: what a choice can be taken from, and what names a derived row. */
export const textColumns = (files: Pick<StepFiles, 'schema' | 'ui'>) => listColumns(files).filter((c) => isFreeText(c.schema));

/**
 * Whether the server keeps the list's row ids (an `ids` rule): a choice or a derived row that
 * follows a source row by its id needs ids that never move from one row to another.
 */
export const hasIdsRule = (files: StepFiles, list: string) => (files.rules.ids ?? []).some((r) => r.list === list);

/**
 * The files with the list's rows kept by id on the server: an `id` column (an integer, hidden on
 * the page) and an `ids` rule matching a row sent without its id by the text in `matchBy`.
 */
export function withIdsRule(files: StepFiles, list: string, matchBy: string): StepFiles {
  const name = list.slice(1);
  const withId = setColumn(files, name, 'id', { type: 'integer', minimum: 1 }, { 'ui:widget': 'hidden' }, false);
  if (hasIdsRule(withId, list)) return withId;
  const rule: IdRule = { list, matchBy };
  return { ...withId, rules: { ...withId.rules, ids: [...(withId.rules.ids ?? []), rule] } };
}

/**
 * The files with a column of the list's rows declared as `schema` and drawn as `ui` (merged over
 * what the UI schema has; `replace` keeps an existing column's schema when false). An `ui:order`
 * without '*' names the new column, or the form would not draw it.
 */
export function setColumn(files: StepFiles, list: string, column: string, schema: JsonSchema, ui: Json, replace = true): StepFiles {
  const properties = objectAt(files.schema?.properties);
  const listSchema = objectAt(properties[list]);
  const items = objectAt(listSchema.items);
  const columns = objectAt(items.properties);
  const nextColumns = column in columns && !replace ? columns : { ...columns, [column]: schema };
  const uiList = objectAt(objectAt(files.ui)[list]);
  const uiItems = objectAt(uiList.items);
  const order = uiItems['ui:order'];
  const nextOrder = Array.isArray(order) && !order.includes('*') && !order.includes(column) ? { 'ui:order': [...order, column] } : {};
  return {
    ...files,
    schema: {
      ...files.schema,
      properties: { ...properties, [list]: { ...listSchema, items: { ...items, properties: nextColumns } } },
    },
    ui: { ...files.ui, [list]: { ...uiList, items: { ...uiItems, ...nextOrder, [column]: { ...objectAt(uiItems[column]), ...ui } } } },
  };
}

/** The files without a column of the list's rows, in the schema, its `required` lists and the UI schema. */
export function dropColumn(files: StepFiles, list: string, column: string): StepFiles {
  const properties = objectAt(files.schema?.properties);
  const listSchema = objectAt(properties[list]);
  const items = objectAt(listSchema.items);
  const { [column]: _dropped, ...columns } = objectAt(items.properties);
  const uiList = objectAt(objectAt(files.ui)[list]);
  const { [column]: _droppedUi, ...uiItems } = objectAt(uiList.items);
  const order = uiItems['ui:order'];
  if (Array.isArray(order)) uiItems['ui:order'] = order.filter((c) => c !== column);
  return {
    ...files,
    schema: {
      ...files.schema,
      properties: { ...properties, [list]: { ...listSchema, items: withoutRequired({ ...items, properties: columns }, column) } },
    },
    ui: { ...files.ui, [list]: { ...uiList, items: uiItems } },
  };
}

/** An object's schema no longer requiring `name`, in `required` and in its `completion`. */
function withoutRequired(schema: Json, name: string): Json {
  const out = { ...schema };
  if (Array.isArray(out.required)) out.required = out.required.filter((r) => r !== name);
  if (isObject(out.completion)) out.completion = withoutRequired(out.completion, name);
  return out;
}

/** The full text key of something about a place in the step's data: 'steps/procesy:process_map.processes.owner.sourceEmpty'. */
export function textKey(state: Pick<EditorState, 'module' | 'step'>, pointer: string, what: string): string {
  const path = pointer
    .split('/')
    .filter((s) => s && s !== '*')
    .join('.');
  return `steps/${state.module}:${state.step}.${path}.${what}`;
}

/** The state with a text in Czech and, when given, in English (else the English text stays as it is). */
export function withText(state: EditorState, key: string, text: { cs: string; en?: string }): EditorState {
  return {
    ...state,
    texts: {
      cs: { ...state.texts.cs, [key]: text.cs },
      en: text.en === undefined ? state.texts.en : { ...state.texts.en, [key]: text.en },
    },
  };
}

/** The state without the texts of these keys. */
export function withoutTexts(state: EditorState, keys: readonly string[]): EditorState {
  const drop = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([k]) => !keys.includes(k)));
  return { ...state, texts: { cs: drop(state.texts.cs), en: drop(state.texts.en) } };
}

/**
 * The hidden columns that link a row to its source row ('/processes/*\/owner_id' of a choice from
 * another step, '/priorities/*\/source_id' of a derived list): the server fills them, so the field
 * list shows them no more than a row's own id.
 */
export function linkColumns(files: StepFiles): string[] {
  const choices = (files.rules.optionSources ?? []).flatMap((s) => {
    const list = /^(\/[^/*]+)\/\*\/[^/*]+$/.exec(s.target)?.[1];
    return list && s.ref ? [`${list}/*/${s.ref}`] : [];
  });
  const derived = (files.rules.derive ?? []).flatMap((r) => (typeof r.options?.ref === 'string' ? [`${r.target}/*/${r.options.ref}`] : []));
  return [...new Set([...choices, ...derived])];
}
