/**
 * Spec section 5: the only tags and attributes a step's HTML description may keep. The browser
 * sanitizes what it shows with them, and the server what an author stores.
 */
export const HTML_ALLOWED_TAGS = [
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
export const HTML_ALLOWED_ATTR = ['href', 'title', 'class', 'target', 'rel'];
