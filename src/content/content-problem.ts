import path from 'node:path';

/** One thing wrong in the content, where it is: a file and a line and column, or a JSON pointer (or key) in it. */
export interface ContentProblem {
  file: string;
  /** A JSON pointer into the file (or a text key); absent when the problem is the whole file. */
  place?: string;
  line?: number;
  column?: number;
  message: string;
}

/** A path relative to the working directory when the file is under it, so editors and terminals can open it. */
export function shownPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/** `<file>:<line>:<column>: <message>` for a syntax error, `<file> at <pointer>: <message>` otherwise. */
export function formatProblem(p: ContentProblem): string {
  if (p.line !== undefined) return `${shownPath(p.file)}:${p.line}:${p.column ?? 1}: ${p.message}`;
  return `${shownPath(p.file)}${p.place ? ` at ${p.place}` : ''}: ${p.message}`;
}

/** Content that cannot be used: the server refuses to start with it, `npm run validate` lists it. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}
