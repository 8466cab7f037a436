import DOMPurify from 'dompurify';
import { HTML_ALLOWED_ATTR, HTML_ALLOWED_TAGS } from '../../contracts/html';

export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: HTML_ALLOWED_TAGS, ALLOWED_ATTR: HTML_ALLOWED_ATTR });
}
