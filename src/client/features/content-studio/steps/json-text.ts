/** What the author typed into a step file's editor: a JSON object (null: an empty text where the step may lack the file), or where the text stops being one. */
export type ParsedJson =
  | { ok: true; value: Record<string, unknown> | null }
  | { ok: false; kind: 'syntax'; line: number; column: number; message: string }
  | { ok: false; kind: 'notObject' };

/** Line and column (1-based) of a character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const ESCAPE = /\\(["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
const WHITESPACE = /[ \t\n\r]*/y;

/**
 * The offset where a text stops being JSON, found by reading it as the grammar says: engines do
 * not all name a place in their messages (V8 quotes the text around it instead).
 */
export function syntaxErrorOffset(text: string): number {
  let i = 0;
  const fail = (at: number): never => {
    throw at;
  };
  const match = (re: RegExp) => {
    re.lastIndex = i;
    const m = re.exec(text);
    return m ? m[0].length : -1;
  };
  const space = () => {
    i += match(WHITESPACE);
  };
  /** A string from its opening quote: no raw control character, only JSON's escapes. */
  const string = () => {
    i++;
    while (text[i] !== '"') {
      if (i >= text.length || text.charCodeAt(i) < 0x20) fail(i);
      if (text[i] === '\\') {
        const n = match(ESCAPE);
        if (n < 0) fail(i);
        i += n;
      } else i++;
    }
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{' || c === '[') {
      container(c === '{' ? '}' : ']', c === '{');
      return;
    }
    if (c === '"') {
      string();
      return;
    }
    for (const word of ['true', 'false', 'null'])
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    const n = match(NUMBER);
    if (n <= 0) fail(i);
    i += n;
  };
  const container = (close: string, keyed: boolean) => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      if (keyed) {
        space();
        if (text[i] !== '"') fail(i);
        string();
        space();
        if (text[i] !== ':') fail(i);
        i++;
      }
      value();
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      if (text[i] !== ',') fail(i);
      i++;
    }
  };
  try {
    value();
    space();
    return i < text.length ? i : -1;
  } catch (at) {
    return at as number;
  }
}

/** Parses a step file as typed; a syntax error with its line and column. */
export function parseJsonText(text: string): ParsedJson {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, kind: 'notObject' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch (e) {
    const offset = syntaxErrorOffset(text);
    return {
      ok: false,
      kind: 'syntax',
      ...lineColumnAt(text, offset < 0 ? text.length : offset),
      message: e instanceof Error ? e.message : String(e),
    };
  }
}

/** A step file as the editor shows it: two spaces of indent, as the repository's files are written. */
export const jsonText = (value: unknown) => (value === null ? '' : `${JSON.stringify(value, null, 2)}\n`);
