/** How deep a request's JSON may nest arrays and objects: far beyond any body the app takes (a step's data nests a handful). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read once and allocating nothing, so a body can be
 * refused before JSON.parse builds it: a small body nested deep builds an array per level and costs the server far
 * more CPU than its size suggests (docs/performance.md), plus whatever walks the value afterwards. A string's content
 * is skipped (a bracket or an escaped quote inside it is text), and the answer stops at the first level too many. Malformed text is not judged here: JSON.parse refuses it
 * next, and it reads only as far as a well-formed start, whose depth this counts exactly.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}
