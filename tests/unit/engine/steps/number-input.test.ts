import { describe, expect, it } from 'vitest';
import { isNumberSchema, numberFromInput } from '../../../../src/engine/steps/index.js';

describe('a typed number', () => {
  const percent = { type: ['integer', 'null'], minimum: 0, maximum: 100 };

  it('becomes the integer the schema accepts', () => {
    expect(numberFromInput('60', percent)).toBe(60);
    expect(numberFromInput(' 0 ', percent)).toBe(0);
    expect(numberFromInput('100', percent)).toBe(100);
  });

  it('is null where the schema allows null and the text is empty, no number, a fraction or out of bounds', () => {
    for (const raw of ['', '  ', 'abc', '5.5', '5,5', '101', '-1', '1e2', '0x10']) expect(numberFromInput(raw, percent)).toBeNull();
  });

  it('reads a decimal comma for a number field, and leaves nothing where null is not allowed', () => {
    expect(numberFromInput('2,5', { type: 'number' })).toBe(2.5);
    expect(numberFromInput('2.5', { type: 'number' })).toBe(2.5);
    expect(numberFromInput('x', { type: 'integer' })).toBeUndefined();
  });

  it('knows number fields from their type', () => {
    expect(isNumberSchema(percent)).toBe(true);
    expect(isNumberSchema({ type: 'number' })).toBe(true);
    expect(isNumberSchema({ type: ['string', 'null'] })).toBe(false);
  });
});
