import { localePath, textAt, withText, type ContentFiles, type Language } from '../../content/content-set.js';
import { unprocessable } from '../http-error.js';
import { t } from '../i18n.js';
import { sanitizeText } from './sanitize.js';

/** The step editor's texts: by language, key within the module's namespace → text. */
export type StepTexts = Partial<Record<Language, Record<string, string>>>;

export interface TextWrite {
  path: string;
  lng: Language;
  body: Record<string, unknown>;
  /** The keys whose text this write changes, with the text before (undefined: none) and after. */
  changed: Array<{ key: string; before: string | undefined; after: string }>;
}

/**
 * The module's locale files with the texts written in (sanitized as a text's save is), one per
 * language that changes. A key whose place holds a group of texts, or lies under a text, is refused
 * with 422: the file would have to lose a text to hold it.
 */
export function withStepTexts(files: ContentFiles, module: string, texts: StepTexts | undefined): TextWrite[] {
  const out: TextWrite[] = [];
  for (const lng of ['cs', 'en'] as const) {
    const path = localePath(lng, `steps/${module}`);
    let body = (files[path] ?? {}) as Record<string, unknown>;
    const changed: TextWrite['changed'] = [];
    for (const [key, value] of Object.entries(texts?.[lng] ?? {})) {
      const after = sanitizeText(value);
      const before = textAt(body, key);
      if (before === after) continue;
      const next = withText(body, key, after);
      if (!next) throw unprocessable(t('api:content.stepTextClash', { key: `steps/${module}:${key}` }));
      body = next;
      changed.push({ key, before, after });
    }
    if (changed.length) out.push({ path, lng, body, changed });
  }
  return out;
}
