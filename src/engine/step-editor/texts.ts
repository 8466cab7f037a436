import type { EditorField, EditorState } from './types.js';
import { namesOf } from './fields.js';

export type Language = 'cs' | 'en';
export interface BothTexts {
  cs: string;
  en: string;
}

/** The step's module namespace, where the editor writes its texts. */
export const namespaceOf = (state: Pick<EditorState, 'module'>) => `steps/${state.module}`;

/** A key segment from any text: ascii letters, digits and underscores. */
export const keySegment = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'x';

/** 'steps/procesy:process_map.processes.owner.label': the step, the field's path, what the text is. */
export function fieldKey(
  state: Pick<EditorState, 'module' | 'step'>,
  field: Pick<EditorField, 'pointer'> | null,
  ...what: string[]
): string {
  const path = [state.step, ...(field ? namesOf(field) : []), ...what.map(keySegment)];
  return `${namespaceOf(state)}:${path.join('.')}`;
}

export const textOf = (state: Pick<EditorState, 'texts'>, key: unknown, lng: Language): string =>
  typeof key === 'string' ? (state.texts[lng][key] ?? '') : '';

export function setText<S extends Pick<EditorState, 'texts'>>(state: S, key: string, lng: Language, value: string): S {
  return { ...state, texts: { ...state.texts, [lng]: { ...state.texts[lng], [key]: value } } };
}

export function setTexts<S extends Pick<EditorState, 'texts'>>(state: S, key: string, texts: Partial<BothTexts>): S {
  let next = state;
  for (const lng of ['cs', 'en'] as const) if (texts[lng] !== undefined) next = setText(next, key, lng, texts[lng]!);
  return next;
}

/** The key within the module's namespace, as the save sends it; undefined for a key of another namespace. */
export function localKey(state: Pick<EditorState, 'module'>, key: string): string | undefined {
  const prefix = `${namespaceOf(state)}:`;
  return key.startsWith(prefix) ? key.slice(prefix.length) : undefined;
}

/** The texts that differ from `before`, by language and key within the module's namespace (what the save sends). */
export function changedTexts(state: EditorState, before: EditorState['texts']): { cs: Record<string, string>; en: Record<string, string> } {
  const out = { cs: {} as Record<string, string>, en: {} as Record<string, string> };
  for (const lng of ['cs', 'en'] as const)
    for (const [key, value] of Object.entries(state.texts[lng])) {
      const local = localKey(state, key);
      if (local !== undefined && before[lng][key] !== value) out[lng][local] = value;
    }
  return out;
}

export type StepText = 'title' | 'subtitle' | 'description';

/** Sets one language of the step's title, subtitle or description; a key of another namespace is copied into the step's own first. */
export function setStepText(state: EditorState, what: StepText, lng: Language, value: string): EditorState {
  let key = state.files.rules[what];
  let next = state;
  if (!key || localKey(state, key) === undefined) {
    const own = fieldKey(state, null, what);
    next = setTexts(next, own, { cs: textOf(state, key, 'cs'), en: textOf(state, key, 'en') });
    key = own;
    next = { ...next, files: { ...next.files, rules: { ...next.files.rules, [what]: key } } };
  }
  return setText(next, key, lng, value);
}
