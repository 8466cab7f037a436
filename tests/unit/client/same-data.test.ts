import { describe, expect, it } from 'vitest';
import { sameData } from '../../../src/client/step-runner/same-data';

describe('sameData', () => {
  it('reads the same content in another key order as the same', () => {
    expect(sameData({ rows: [{ id: 1, position: 'A', present: 5 }] }, { rows: [{ present: 5, position: 'A', id: 1 }] })).toBe(true);
  });
  it('tells different values, list orders and missing keys apart', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ rows: [1, 2] }, { rows: [2, 1] })).toBe(false);
    expect(sameData({ a: 1, b: null }, { a: 1 })).toBe(false);
  });
});
