/**
 * What shows nothing at either end of a name: white space, control characters, format characters (zero-width
 * space and joiners, the BOM, bidi marks and isolates, the soft hyphen) and the blank fillers of Hangul and Braille.
 */
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]$/u;

/**
 * `text` without the invisible characters at its ends, so a name of only `\u200b` is blank to the "required" rule,
 * as '   ' is. Inside the text nothing changes (a joiner inside an emoji stays). Walked by code point from both
 * ends rather than with one trailing regex, which would take quadratic time on a long run of them.
 * Browser and server check the same function.
 */
export function trimInvisible(text: string): string {
  const chars = [...text];
  let start = 0;
  let end = chars.length;
  while (start < end && INVISIBLE.test(chars[start]!)) start++;
  while (end > start && INVISIBLE.test(chars[end - 1]!)) end--;
  return chars.slice(start, end).join('');
}
