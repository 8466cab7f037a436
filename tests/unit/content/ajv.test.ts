import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS, newAjv, withStepKeywords } from '../../../src/content/ajv.js';

const schema = { type: 'object', properties: { text: { type: 'string', minLength: 10 }, other: { minLength: 2 } } };

describe("the step validators' minLength counts the trimmed text", () => {
  const validate = newAjv(true).compile(schema);
  it.each([
    ['         x', false],
    ['x         ', false],
    ['\n\t  012345678 \n', false],
    ['  0123456789  ', true],
    ['0123 56789', true],
    ['😀😀😀😀😀😀😀😀😀😀', true],
    ['😀😀😀😀😀😀😀😀😀', false],
  ])('%j: %s', (text, valid) => {
    expect(validate({ text })).toBe(valid);
    if (!valid)
      expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/text', keyword: 'minLength', params: { limit: 10 } })]);
  });
  it("applies to texts only, as JSON Schema's minLength does", () => {
    expect(validate({ other: 5 })).toBe(true);
    expect(validate({ other: ' a ' })).toBe(false);
  });
  it("compiles to standalone code without eval or runtime imports (the browser's precompiled validators)", async () => {
    const ajv = withStepKeywords(new Ajv({ ...AJV_OPTIONS, allErrors: true, code: { source: true, esm: true } }));
    const code = standaloneCode(ajv, ajv.compile(schema));
    expect(code).not.toMatch(/new Function|eval\(|require\(/);
    expect(code).toContain('.trim()');
  });
});
