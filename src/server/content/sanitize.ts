import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { HTML_ALLOWED_ATTR, HTML_ALLOWED_TAGS } from '../../contracts/html.js';

/** Markup: a tag, an end tag or a comment. A text without any is stored as written ('a < b' stays). */
const MARKUP = /<[A-Za-z/!]/;

let purify: DOMPurify | undefined;

/**
 * DOMPurify, as the browser runs it, over jsdom's window: loaded with the first text that holds
 * markup (jsdom is large, and only authors store texts).
 */
function purifier(): DOMPurify {
  if (purify) return purify;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  purify = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  return purify;
}

/**
 * A text an author stores, with any markup sanitized to the step descriptions' allowlist (the
 * browser sanitizes what it shows again; this keeps a script out of the stored content itself).
 */
export function sanitizeText(value: string): string {
  if (!MARKUP.test(value)) return value;
  return purifier().sanitize(value, { ALLOWED_TAGS: HTML_ALLOWED_TAGS, ALLOWED_ATTR: HTML_ALLOWED_ATTR });
}
