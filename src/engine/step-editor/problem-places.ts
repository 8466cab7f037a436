import { fieldAt, fieldsOf, isObject } from './fields.js';
import type { EditorField, EditorState } from './types.js';

/** A problem of the content check: the file (a repository path) and the place in it (a JSON pointer, or a text key in a locale file). */
export interface PlacedProblem {
  file: string;
  place?: string;
  message: string;
}

const decode = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
const segments = (pointer: string) => pointer.split('/').slice(1).map(decode);

/** The data pointer a schema place is about: '/properties/a/items/properties/b/maxLength' → '/a/*\/b'. */
function schemaPlace(state: EditorState, place: string): string | undefined {
  const parts = segments(place);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === 'properties' && parts[i + 1] !== undefined) out.push(parts[++i]!);
    else if (part === 'items') out.push('*');
    else if (part === 'completion') continue;
    else {
      // A name in a `required` list is about that property.
      const holder = part === 'required' ? resolve(state.files.schema, parts.slice(0, i + 1)) : undefined;
      const name = Array.isArray(holder) ? holder[Number(parts[i + 1])] : undefined;
      if (typeof name === 'string') out.push(name);
      break;
    }
  }
  return out.length ? `/${out.join('/')}` : undefined;
}

/** The data pointer a UI place is about: '/a/items/b/ui:title' → '/a/*\/b'. */
function uiPlace(place: string): string | undefined {
  const out: string[] = [];
  for (const part of segments(place)) {
    if (part.startsWith('ui:')) break;
    out.push(part === 'items' ? '*' : part);
  }
  return out.length ? `/${out.join('/')}` : undefined;
}

/** Where a rules entry points in the data: a message's path, a reveal's target, a count's list… */
const RULE_POINTERS: Record<string, string> = {
  messages: 'path',
  reveal: 'target',
  optionSources: 'target',
  derive: 'target',
  counts: 'at',
  ids: 'list',
};

function rulesPlace(state: EditorState, place: string): string | undefined {
  const [key, index] = segments(place);
  const entry = key && index !== undefined ? (state.files.rules as unknown as Record<string, unknown[]>)[key]?.[Number(index)] : undefined;
  if (key === 'unique') return typeof entry === 'string' ? entry : undefined;
  const prop = key ? RULE_POINTERS[key] : undefined;
  const pointer = prop && isObject(entry) ? entry[prop] : undefined;
  return typeof pointer === 'string' ? pointer : undefined;
}

function resolve(root: unknown, parts: string[]): unknown {
  return parts.reduce<unknown>((node, p) => (Array.isArray(node) ? node[Number(p)] : isObject(node) ? node[p] : undefined), root);
}

/** Whether a UI node (with its nested lists) names a text key. */
function names(node: unknown, key: string): boolean {
  if (node === key) return true;
  if (Array.isArray(node)) return node.some((n) => names(n, key));
  return isObject(node) && Object.values(node).some((n) => names(n, key));
}

/**
 * The field a problem of the check is about, or undefined for the step as a whole. A text missing
 * from a locale file is the field's whose UI entry or message names it.
 */
export function fieldOfProblem(
  state: EditorState,
  problem: PlacedProblem,
  fields: EditorField[] = fieldsOf(state),
): EditorField | undefined {
  const { file, place } = problem;
  if (!place) return undefined;
  let pointer: string | undefined;
  if (file.endsWith('.schema.json')) pointer = schemaPlace(state, place);
  else if (file.endsWith('.ui.json')) pointer = uiPlace(place);
  else if (file.endsWith('.rules.json')) pointer = rulesPlace(state, place);
  else if (file.startsWith('locales/')) {
    const key = `${file.replace(/^locales\/[a-z]+\//, '').replace(/\.json$/, '')}:${place}`;
    const byMessage = state.files.rules.messages?.find((m) => m.message === key);
    if (byMessage) pointer = byMessage.path;
    else
      return [...fields].reverse().find((f) => {
        const parent = f.list ? resolve(state.files.ui, [f.list.slice(1), 'items']) : state.files.ui;
        return names(isObject(parent) ? parent[f.name] : undefined, key);
      });
  }
  return pointer ? fieldAt(fields, pointer) : undefined;
}
