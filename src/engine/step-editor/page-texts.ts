import { isObject } from './fields.js';
import { localKey } from './texts.js';
import type { EditorState } from './types.js';

/** The step's own texts, edited in the step texts panel. */
const STEP_TEXTS = ['title', 'subtitle', 'description'];

/**
 * The other texts a page without fields shows (a reading step's download button, its print link,
 * its choices), in the order the rules name them: every text key of the module's namespace in the
 * rules, once. A key of another namespace is the 'Texty' tab's.
 */
export function pageTexts(state: EditorState): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      if (localKey(state, node) !== undefined && !out.includes(node)) out.push(node);
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (isObject(node)) Object.values(node).forEach(walk);
  };
  for (const [key, value] of Object.entries(state.files.rules)) if (!STEP_TEXTS.includes(key)) walk(value);
  return out;
}
