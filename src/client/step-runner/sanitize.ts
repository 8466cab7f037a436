import DOMPurify from 'dompurify';

/** Spec section 5: the only tags and attributes a step's HTML description may keep. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'div',
  'blockquote',
  'code',
  'pre',
];
const ALLOWED_ATTR = ['href', 'title', 'class', 'target', 'rel'];

export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
