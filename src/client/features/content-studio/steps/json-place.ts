/** Where a place of a JSON text is: from its key (or, in a list, its value) to the end of its value. */
export interface TextSpan {
  start: number;
  end: number;
}

const pointerPart = (part: string) => part.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * The span of the deepest place on the way to `pointer` (a JSON pointer) in a JSON text, so that a
 * check's problem can be shown where it is: a place the file does not have (a requirement's name
 * that is missing) leads to the nearest one it has. Undefined for a text that does not parse.
 */
export function placeIn(text: string, pointer: string): TextSpan | undefined {
  const want = pointer ? pointer.split('/').slice(1).map(pointerPart) : [];
  let i = 0;
  let best: { depth: number; span: TextSpan } = { depth: -1, span: { start: 0, end: 0 } };
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const string = (): string => {
    const from = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(from, i)) as string;
  };
  /** One value `depth` parts down (its member's key began at `from`, -1 in a list); `onWay`: every part so far matches the pointer. */
  const value = (depth: number, from: number, onWay: boolean): void => {
    space();
    const start = i;
    const ch = text[i];
    const enter = (part: string) => onWay && depth < want.length && want[depth] === part;
    if (ch === '{') {
      i++;
      space();
      while (text[i] !== '}') {
        if (i >= text.length) throw new Error('unterminated');
        space();
        const keyAt = i;
        const key = string();
        space();
        i++; // the colon
        value(depth + 1, keyAt, enter(key));
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (ch === '[') {
      i++;
      space();
      let n = 0;
      while (text[i] !== ']') {
        if (i >= text.length) throw new Error('unterminated');
        space();
        value(depth + 1, -1, enter(String(n)));
        n++;
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (ch === '"') string();
    else {
      while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
      if (i === start) throw new Error('no value');
    }
    if (onWay && depth > best.depth) best = { depth, span: { start: from >= 0 ? from : start, end: i } };
  };
  try {
    value(0, -1, true);
  } catch {
    return undefined;
  }
  return best.span;
}
