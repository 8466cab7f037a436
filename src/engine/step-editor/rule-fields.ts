import type { JsonSchema } from '../steps/types.js';
import type { EditorState } from './types.js';

/**
 * What the rule operations (reveal, conditional requirements, lists) need to know about the
 * fields they name: where a field's schema and UI schema live, what a value of it is, the key
 * of a text the editor makes for it, and the fields in the step's order.
 */

/** A field's value as a condition reads it: what 'vyplněné', 'rovná se' and 'nejvýše' mean for it. */
export type ValueKind = 'text' | 'integer' | 'number' | 'choice' | 'boolean' | 'list' | 'unknown';

export const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The pointer's segments ('/processes/*\/owner' → ['processes', '*', 'owner']). */
export const segments = (pointer: string) => pointer.split('/').slice(1);

/** The list a row field belongs to ('/processes/*\/owner' → '/processes'), undefined for a top-level field. */
export function listOf(pointer: string): string | undefined {
  const star = pointer.indexOf('/*/');
  return star < 0 ? undefined : pointer.slice(0, star);
}

/** The schema of the object holding the field: the step's, or the list's row schema. */
export function holderSchema(schema: JsonSchema | undefined, pointer: string): JsonSchema | undefined {
  const list = listOf(pointer);
  if (list === undefined) return schema;
  const items = propertySchema(schema, list)?.items;
  return isObject(items) ? items : undefined;
}

/** The property schema at a field pointer ('/goal', '/processes/*\/owner'). */
export function propertySchema(schema: JsonSchema | undefined, pointer: string): JsonSchema | undefined {
  const list = listOf(pointer);
  const holder = list === undefined ? schema : holderSchema(schema, pointer);
  const properties = holder?.properties;
  const own = properties && isObject(properties) ? properties[lastSegment(pointer)] : undefined;
  return isObject(own) ? own : undefined;
}

export const lastSegment = (pointer: string) => segments(pointer).at(-1) ?? '';

/** The field's UI schema node (ui.processes.items.owner for '/processes/*\/owner'). */
export function uiNode(ui: JsonSchema | undefined, pointer: string): JsonSchema | undefined {
  let node: unknown = ui;
  for (const part of segments(pointer)) {
    if (!isObject(node)) return undefined;
    node = node[part === '*' ? 'items' : part];
  }
  return isObject(node) ? node : undefined;
}

/** The UI schema with `fn` applied to the node at the pointer (made where missing); the rest untouched. */
export function withUiNode(ui: JsonSchema | undefined, pointer: string, fn: (node: JsonSchema) => JsonSchema): JsonSchema {
  const parts = segments(pointer).map((p) => (p === '*' ? 'items' : p));
  const walk = (node: JsonSchema, i: number): JsonSchema => {
    if (i === parts.length) return fn(node);
    const key = parts[i]!;
    const child = isObject(node[key]) ? (node[key] as JsonSchema) : {};
    return { ...node, [key]: walk(child, i + 1) };
  };
  return walk(ui ?? {}, 0);
}

/** A node's `ui:options` with `changes` over them: an undefined value drops the option, and an empty `ui:options` goes. */
export function withOptions(node: JsonSchema, changes: Record<string, unknown>): JsonSchema {
  const options: JsonSchema = { ...(isObject(node['ui:options']) ? node['ui:options'] : {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete options[key];
    else options[key] = value;
  }
  const { 'ui:options': _, ...rest } = node;
  return Object.keys(options).length ? { ...rest, 'ui:options': options } : rest;
}

/** The schema with `fn` applied to the object holding the field (the step's, or the list's rows). */
export function withHolder(schema: JsonSchema, pointer: string, fn: (holder: JsonSchema) => JsonSchema): JsonSchema {
  const list = listOf(pointer);
  if (list === undefined) return fn(schema);
  const name = lastSegment(list);
  const properties = schema.properties as Record<string, JsonSchema>;
  const listSchema = properties[name]!;
  return {
    ...schema,
    properties: { ...properties, [name]: { ...listSchema, items: fn(listSchema.items as JsonSchema) } },
  };
}

/** The schema with `fn` applied to the property at the field pointer. */
export function withProperty(schema: JsonSchema, pointer: string, fn: (property: JsonSchema) => JsonSchema): JsonSchema {
  const name = lastSegment(pointer);
  return withHolder(schema, pointer, (holder) => {
    const properties = holder.properties as Record<string, JsonSchema>;
    return { ...holder, properties: { ...properties, [name]: fn(properties[name]!) } };
  });
}

/** The types a property takes, without null ('["integer", "null"]' → ['integer']). */
function typesOf(property: JsonSchema): string[] {
  const type = property.type;
  return (Array.isArray(type) ? type : type === undefined ? [] : [type]).filter((t) => t !== 'null') as string[];
}

export function valueKind(property: JsonSchema | undefined): ValueKind {
  if (!property) return 'unknown';
  if (Array.isArray(property.enum)) return 'choice';
  const [type] = typesOf(property);
  switch (type) {
    case 'string':
      return 'text';
    case 'integer':
    case 'number':
    case 'boolean':
      return type;
    case 'array':
      return 'list';
    default:
      return 'unknown';
  }
}

/** The choices a member can make in a choice field (its enum without null). */
export function choicesOf(property: JsonSchema | undefined): string[] {
  return Array.isArray(property?.enum) ? (property.enum.filter((v) => typeof v === 'string') as string[]) : [];
}

/** What 'the field holds an answer' means for each kind of value, as a JSON Schema. */
export function filledSchema(kind: ValueKind): JsonSchema {
  switch (kind) {
    case 'text':
      return { type: 'string', pattern: '\\S' };
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'choice':
      return { type: 'string' };
    case 'boolean':
      return { type: 'boolean' };
    case 'list':
      return { type: 'array', minItems: 1 };
    default:
      return { not: { type: 'null' } };
  }
}

/** Every field of the step in the schema's order: each property, and after a list its row fields. */
export function fieldPointers(schema: JsonSchema | undefined): string[] {
  const properties = schema?.properties;
  if (!isObject(properties)) return [];
  return Object.entries(properties).flatMap(([name, property]) => {
    const items = isObject(property) && isObject(property.items) ? property.items : undefined;
    const columns = items && isObject(items.properties) ? Object.keys(items.properties).map((c) => `/${name}/*/${c}`) : [];
    return [`/${name}`, ...columns];
  });
}

/** The key of a text the editor makes for a field: 'steps/procesy:process_map.processes.owner.requiredWhen'. */
export function textKey(state: EditorState, pointer: string, what: string): string {
  const path = segments(pointer).filter((p) => p !== '*');
  return `steps/${state.module}:${[state.step, ...path, what].join('.')}`;
}

export interface BothTexts {
  cs: string;
  en: string;
}

export const textsOf = (state: EditorState, key: string | undefined): BothTexts => ({
  cs: (key && state.texts.cs[key]) || '',
  en: (key && state.texts.en[key]) || '',
});

/** The state with the texts of `key` set (an empty English text is left out: English is optional). */
export function withTexts(state: EditorState, key: string, texts: BothTexts): EditorState {
  const en = { ...state.texts.en };
  if (texts.en.trim()) en[key] = texts.en;
  else delete en[key];
  return { ...state, texts: { cs: { ...state.texts.cs, [key]: texts.cs }, en } };
}

/** The state without the texts of `key` once none of its files names it any more (an unused text is a mistake the check names). */
export function withoutUnusedTexts(state: EditorState, key: string | undefined): EditorState {
  if (!key || JSON.stringify(state.files).includes(JSON.stringify(key))) return state;
  const cs = { ...state.texts.cs };
  const en = { ...state.texts.en };
  delete cs[key];
  delete en[key];
  return { ...state, texts: { cs, en } };
}

/** The field's title as the author named it (its Czech `ui:title`), else its property name. */
export function fieldTitle(state: EditorState, pointer: string): string {
  const title = uiNode(state.files.ui, pointer)?.['ui:title'];
  return (typeof title === 'string' && state.texts.cs[title]) || lastSegment(pointer);
}
