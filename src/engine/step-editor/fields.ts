import type { JsonSchema } from '../steps/types.js';
import type { EditorField, EditorState, FieldKind, StepFiles } from './types.js';
import { linkColumns } from './source-lists.js';

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const objectAt = (v: unknown): JsonSchema | undefined => (isObject(v) ? v : undefined);

/** The types a schema allows, `type` as a string or a list. */
export const typesOf = (schema: JsonSchema | undefined): string[] =>
  Array.isArray(schema?.type) ? (schema.type as string[]) : typeof schema?.type === 'string' ? [schema.type] : [];

/** The property names of a field's pointer: '/processes/*\/owner' → ['processes', 'owner']. */
export const namesOf = (field: Pick<EditorField, 'pointer'>): string[] => field.pointer.split('/').filter((s) => s && s !== '*');

/** The object schema whose `properties` hold the field: the root's, or the list's rows'. */
export function parentSchema(files: StepFiles, field: Pick<EditorField, 'list'>): JsonSchema | undefined {
  if (!field.list) return files.schema;
  return objectAt(objectAt(objectAt(files.schema?.properties)?.[field.list.slice(1)])?.items);
}

/** The UI schema node that holds the field's entry: the root, or the list's `items`. */
export function parentUi(files: StepFiles, field: Pick<EditorField, 'list'>): JsonSchema | undefined {
  if (!field.list) return files.ui;
  return objectAt(objectAt(files.ui?.[field.list.slice(1)])?.items);
}

export const schemaOf = (files: StepFiles, field: EditorField): JsonSchema | undefined =>
  objectAt(objectAt(parentSchema(files, field)?.properties)?.[field.name]);

export const uiOf = (files: StepFiles, field: EditorField): JsonSchema | undefined => objectAt(parentUi(files, field)?.[field.name]);

/** The rows of a list field are objects with properties of their own (columns the editor lists). */
const hasColumns = (schema: JsonSchema | undefined) => typesOf(schema).includes('array') && isObject(objectAt(schema?.items)?.properties);

/** What the author picks for a property, read from its widget or field, else its type (rjsf's defaults). */
export function kindOf(schema: JsonSchema | undefined, ui: JsonSchema | undefined): FieldKind {
  const options = objectAt(ui?.['ui:options']) ?? {};
  const field = ui?.['ui:field'];
  if (field === 'ToggleListField') return 'toggleList';
  if (field !== undefined) return 'other';
  switch (ui?.['ui:widget']) {
    case 'AutogrowTextareaWidget':
      return 'longText';
    case 'TextWidget':
      return 'shortText';
    case 'NumberWidget':
      return 'number';
    case 'RatingSliderWidget':
      return 'slider';
    case 'ChoiceWidget':
      return options.display === 'select' ? 'choiceSelect' : 'choiceRadio';
    case 'YesNoWidget':
      return 'yesNo';
    case 'StepChoiceWidget':
      return 'stepChoice';
    case 'ValueWidget':
      return 'value';
    case undefined:
      break;
    default:
      return 'other';
  }
  const types = typesOf(schema);
  if (types.length === 1 && types[0] === 'null') return 'reading';
  if (hasColumns(schema)) return objectAt(objectAt(ui?.items)?.['ui:options'])?.layout === 'row' ? 'table' : 'rows';
  if (types.includes('string')) return Array.isArray(schema?.enum) ? 'choiceSelect' : 'shortText';
  if (types.includes('integer') || types.includes('number')) return 'number';
  return 'other';
}

/** Property names in the order the form shows them: `ui:order` (its '*' standing for the rest), else the schema's. */
export function orderOf(schema: JsonSchema | undefined, ui: JsonSchema | undefined): string[] {
  const names = Object.keys(objectAt(schema?.properties) ?? {});
  const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as unknown[]).filter((n): n is string => typeof n === 'string') : [];
  if (!order.length) return names;
  const listed = order.filter((n) => n === '*' || names.includes(n));
  const rest = names.filter((n) => !listed.includes(n));
  const out = listed.flatMap((n) => (n === '*' ? rest : [n]));
  return listed.includes('*') ? out : [...out, ...rest];
}

/** The list's own row id, which the server keeps: no field of the author's. */
const isRowId = (name: string, ui: JsonSchema | undefined) => name === 'id' && ui?.['ui:widget'] === 'hidden';

/**
 * The step's fields as the editor lists them: top-level properties in the form's order, each list
 * of rows followed by its columns ('/processes/*\/owner'). A field drawn by a component of its own
 * (a toggle list, a rating grid) keeps its rows to itself.
 */
export function fieldsOf(state: Pick<EditorState, 'files'>): EditorField[] {
  const { schema, ui } = state.files;
  if (!schema) return [];
  const root = ui?.['ui:field'] !== undefined;
  // The hidden columns linking a row to the row it chose or came from are the server's, like the row's id.
  const links = new Set(linkColumns(state.files));
  const out: EditorField[] = [];
  for (const name of orderOf(schema, ui)) {
    const field: EditorField = { pointer: `/${name}`, name, kind: 'other' };
    const s = schemaOf(state.files, field);
    const u = uiOf(state.files, field);
    field.kind = root ? 'other' : kindOf(s, u);
    out.push(field);
    if (field.kind !== 'rows' && field.kind !== 'table') continue;
    const items = objectAt(s?.items);
    const itemsUi = objectAt(u?.items);
    for (const col of orderOf(items, itemsUi)) {
      const colUi = objectAt(itemsUi?.[col]);
      if (isRowId(col, colUi) || links.has(`/${name}/*/${col}`)) continue;
      const colSchema = objectAt(objectAt(items?.properties)?.[col]);
      out.push({ pointer: `/${name}/*/${col}`, name: col, list: `/${name}`, kind: kindOf(colSchema, colUi) });
    }
  }
  return out;
}

/** The field at a pointer pattern, or the nearest field holding it ('/processes/*\/owner/x' → the owner column). */
export function fieldAt(fields: EditorField[], pointer: string): EditorField | undefined {
  const pattern = pointer.replace(/\/\d+(?=\/|$)/g, '/*');
  let best: EditorField | undefined;
  for (const f of fields)
    if ((pattern === f.pointer || pattern.startsWith(`${f.pointer}/`)) && (!best || f.pointer.length > best.pointer.length)) best = f;
  return best;
}
