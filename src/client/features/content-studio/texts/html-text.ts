/** An element the step descriptions' allowlist knows, opened or closed (src/contracts/html.ts). */
const ALLOWED_MARKUP = /<\/?(p|br|strong|em|u|h[1-6]|ul|ol|li|a|span|div|blockquote|code|pre)(\s[^>]*)?\/?>/i;

/**
 * Whether a text is HTML, and so edited with the rich-text editor: it holds an allowlisted tag.
 * A row is HTML when either language is (an English text still missing is written as its Czech one is).
 * 'a < b' and '<3' stay plain text.
 */
export function isHtml(value: string | null | undefined): boolean {
  return value ? ALLOWED_MARKUP.test(value) : false;
}

export function isHtmlRow(row: { cs: string | null; en: string | null }): boolean {
  return isHtml(row.cs) || isHtml(row.en);
}

/** The editor's HTML as stored: without the empty paragraphs it ends with (an empty editor's '<p></p>' is no text). */
export function editorValue(html: string): string {
  return html.trim().replace(/(<p>(<br\s*\/?>)?<\/p>)+$/, '');
}
