import fs from 'node:fs';
import { ContentError, type ContentProblem } from './content-problem.js';

/**
 * Where JSON.parse stopped. V8 names the position for most errors but not for an unexpected
 * token ("Unexpected token '}', ... is not valid JSON"): then the shortest prefix that fails
 * before its own end ends with the offending character.
 */
function errorPosition(text: string, message: string): number {
  const at = /at position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  if (/end of JSON input/.test(message)) return text.length;
  let lo = 1;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (failsBeforeEnd(text.slice(0, mid))) hi = mid;
    else lo = mid + 1;
  }
  return lo - 1;
}

function failsBeforeEnd(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return false;
  } catch (err) {
    const message = (err as Error).message;
    if (/end of JSON input/.test(message)) return false;
    const at = /at position (\d+)/.exec(message);
    return at ? Number(at[1]) < prefix.length : true;
  }
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return { line, column: position - before.lastIndexOf('\n') };
}

/** V8's reason without the position or the quoted excerpt, which line and column replace. */
function reason(message: string): string {
  return message.replace(/( in JSON)? at position \d+.*$/s, '').replace(/, (\.\.\.)?".*" is not valid JSON$/s, '');
}

/** Parses JSON; a syntax error is a ContentError naming the file, line and column. */
export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    throw new ContentError([{ file, ...lineAndColumn(text, errorPosition(text, message)), message: reason(message) }]);
  }
}

/** Reads a JSON file; a syntax error is a ContentError naming the file, line and column. */
export function readJsonFile(file: string): unknown {
  return parseJson(fs.readFileSync(file, 'utf8'), file);
}

/** Reads a JSON file; a syntax error is added to `problems` and the answer is undefined, so a check can go on. */
export function tryReadJsonFile(file: string, problems: ContentProblem[]): unknown {
  try {
    return readJsonFile(file);
  } catch (err) {
    if (!(err instanceof ContentError)) throw err;
    problems.push(...err.problems);
    return undefined;
  }
}

/** Reads the files that exist (undefined for the others); every syntax error among them in one ContentError. */
export function readJsonFiles(files: readonly string[]): unknown[] {
  const problems: ContentProblem[] = [];
  const values = files.map((file) => (fs.existsSync(file) ? tryReadJsonFile(file, problems) : undefined));
  if (problems.length) throw new ContentError(problems);
  return values;
}
