import { describe, expect, it } from 'vitest';
import {
  jsonText,
  lineColumnAt,
  parseJsonText,
  syntaxErrorOffset,
} from '../../../../src/client/features/content-studio/steps/json-text.js';
import { parseAll } from '../../../../src/client/features/content-studio/steps/step-files.js';

describe("a step file's JSON as the author types it", () => {
  it('parses an object', () => {
    expect(parseJsonText('{ "a": [1, 2] }')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('names the line and column of a syntax error', () => {
    const parsed = parseJsonText('{\n  "a": 1,\n  "b": ]\n}');
    expect(parsed).toMatchObject({ ok: false, kind: 'syntax', line: 3, column: 8 });
  });

  it('places an unfinished text at its end', () => {
    expect(parseJsonText('{\n  "a": 1')).toMatchObject({ ok: false, kind: 'syntax', line: 2 });
  });

  it('refuses JSON that is not an object', () => {
    expect(parseJsonText('[1]')).toEqual({ ok: false, kind: 'notObject' });
    expect(parseJsonText('null')).toEqual({ ok: false, kind: 'notObject' });
    expect(parseJsonText('"text"')).toEqual({ ok: false, kind: 'notObject' });
  });

  it('counts lines and columns from 1', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt('ab', 99)).toEqual({ line: 1, column: 3 });
  });

  it('writes a file with two spaces of indent and a final line break', () => {
    expect(jsonText({ a: 1 })).toBe('{\n  "a": 1\n}\n');
    expect(jsonText(null)).toBe('');
  });
});

describe('where a text stops being JSON', () => {
  it.each([
    ['{"a": 1}', -1],
    ['{"a": 1,}', 8],
    ['{"a" 1}', 5],
    ['[1, 2', 5],
    ['{"a": tru}', 6],
    ['{"a": "x\\q"}', 8],
    ['{} x', 3],
    ['{"a": "x\n"}', 8],
    ['{"a": "x', 8],
    ['{"a": -0.5e3, "b": [true, null, "\\u00e9"]}', -1],
  ])('%s: %i', (text, offset) => {
    expect(syntaxErrorOffset(text)).toBe(offset);
  });
});

describe("a step's three files as the editors hold them", () => {
  const rules = '{ "title": "steps/m:s.title", "messages": [] }';
  it('reads an empty schema and UI schema as no file (a reading step), never empty rules', () => {
    expect(parseAll({ schema: '', ui: '  \n', rules }).files).toEqual({
      schema: null,
      ui: null,
      rules: { title: 'steps/m:s.title', messages: [] },
    });
    expect(parseAll({ schema: '', ui: '', rules: '' }).files).toBeNull();
    expect(parseAll({ schema: '{', ui: '', rules }).files).toBeNull();
  });
});
