import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../../src/content/content-problem.js';
import { parseJson, readJsonFiles } from '../../../src/content/json-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The message a syntax error gets. */
function errorOf(text: string): string {
  try {
    parseJson(text, 'f.json');
  } catch (err) {
    expect(err).toBeInstanceOf(ContentError);
    return (err as Error).message;
  }
  throw new Error('parsed');
}

describe('reading a JSON content file', () => {
  it('names the file, line and column where V8 gives a position', () => {
    expect(errorOf('{\n  "a": 1\n  "b": 2\n}')).toBe("f.json:3:3: Expected ',' or '}' after property value");
    expect(errorOf('{\n  "a": 1,\n}')).toBe('f.json:3:1: Expected double-quoted property name');
    expect(errorOf('{ "a": 1 } x')).toBe('f.json:1:12: Unexpected non-whitespace character after JSON');
  });

  it('finds the place of an unexpected token, which V8 reports without a position', () => {
    expect(errorOf('{\n  "title": "Příliš žluťoučký",\n  "b": [1, 2,]\n}')).toBe("f.json:3:14: Unexpected token ']'");
    expect(errorOf(`{\n  "a": ${' '.repeat(300)}}`)).toBe("f.json:2:308: Unexpected token '}'");
  });

  it('places an unfinished file at its end', () => {
    expect(errorOf('{\n  "a": [1,\n')).toBe('f.json:3:1: Unexpected end of JSON input');
  });

  it('reads the files that exist and reports every broken one at once', () => {
    fs.writeFileSync(path.join(dir, 'good.json'), '{"a": 1}');
    fs.writeFileSync(path.join(dir, 'bad1.json'), '{"a": }');
    fs.writeFileSync(path.join(dir, 'bad2.json'), '[1 2]');
    expect(readJsonFiles([path.join(dir, 'good.json'), path.join(dir, 'none.json')])).toEqual([{ a: 1 }, undefined]);
    expect(() => readJsonFiles(['good', 'bad1', 'bad2'].map((n) => path.join(dir, `${n}.json`)))).toThrow(
      `${dir}/bad1.json:1:7: Unexpected token '}'\n${dir}/bad2.json:1:4: Expected ',' or ']' after array element`,
    );
  });
});
