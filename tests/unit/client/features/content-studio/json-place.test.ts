import { describe, expect, it } from 'vitest';
import { placeIn } from '../../../../../src/client/features/content-studio/steps/json-place';

const text = `${JSON.stringify(
  { roles: { 'ui:options': { minRows: 'two', 'a/b': [1, { x: null }] } }, completion: { required: ['roles', 'gaol'] } },
  null,
  2,
)}\n`;
const at = (pointer: string) => {
  const span = placeIn(text, pointer);
  return span && text.slice(span.start, span.end);
};

describe('placeIn: where a JSON pointer is in a JSON text', () => {
  it('spans a member from its key to the end of its value, a list item as its value', () => {
    expect(at('/roles/ui:options/minRows')).toBe('"minRows": "two"');
    expect(at('/completion/required/1')).toBe('"gaol"');
    expect(at('/roles/ui:options/a~1b/1/x')).toBe('"x": null');
    expect(at('/roles/ui:options/a~1b')).toBe('"a/b": [\n        1,\n        {\n          "x": null\n        }\n      ]');
  });

  it('leads a place the file does not have to the nearest one it has, and the whole file to its start', () => {
    expect(at('/completion/required/7')).toMatch(/^"required": \[/);
    expect(at('/gone')).toBe(text.trimEnd());
    expect(placeIn(text, '')).toEqual({ start: 0, end: text.trimEnd().length });
  });

  it('gives up on text that does not parse, without looping', () => {
    for (const broken of ['{"a": ', '[}', '{"a" 1', '{1}', '"open']) expect(placeIn(broken, '/a')).toBeUndefined();
  });
});
