/**
 * Text from members reaches the deck as it was typed: diacritics, quotes, markup and emoji stay.
 * Only what XML 1.0 cannot carry at all is dropped (control characters other than tab and line
 * breaks, lone surrogates, U+FFFE/U+FFFF), so no stored text can break the file's XML.
 */
const NOT_IN_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 cannot hold, which a deck must drop.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A stored value as slide text: strings trimmed and cleaned, numbers as they are, anything else empty. */
export function slideText(value: unknown): string {
  if (typeof value === 'string') return value.replace(NOT_IN_XML, '').trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A number in Czech notation with `digits` decimals (1,75). */
export const czechNumber = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');

/**
 * Splits a text into parts of at most `maxChars` characters, at spaces or line breaks where it
 * can (a word longer than a part is cut), so that joined with single spaces they read as before.
 * Emoji and other surrogate pairs are never cut in half.
 */
export function splitText(text: string, maxChars: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  const chars = Array.from(text);
  if (chars.length <= limit) return [text];
  const parts: string[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = Math.min(chars.length, start + limit);
    if (end < chars.length) {
      let cut = end;
      while (cut > start && !/\s/.test(chars[cut]!)) cut--;
      if (cut > start) end = cut;
    }
    const part = chars.slice(start, end).join('').trim();
    if (part) parts.push(part);
    start = end;
    while (start < chars.length && /\s/.test(chars[start]!)) start++;
  }
  return parts;
}
