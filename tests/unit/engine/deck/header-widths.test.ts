import { describe, expect, it } from 'vitest';
import { bodyWidth, columnWidths, linesOf, widthsFittingHeaders } from '../../../../src/engine/deck/layout';

describe('table columns fitting their headers', () => {
  const headers = ['Člen týmu', 'Důvěra', 'Odpovědnost', 'Spolupráce', 'Inovace', 'Kvalita', 'Průměr'];
  const weights = [4.4, 1.5, 1.5, 1.5, 1.5, 1.5, 1.3];

  it('breaks no value header inside a word, the first column giving up the width', () => {
    // The plain weights break 'Odpovědnost' and 'Spolupráce' (the slides read 'Odpovědn|ost').
    const plain = columnWidths(weights);
    expect(linesOf('Odpovědnost', plain[2]!)).toBeGreaterThan(1);
    const widths = widthsFittingHeaders(weights, headers);
    for (const [i, h] of headers.entries()) if (i > 0) expect(linesOf(h, widths[i]!), h).toBe(1);
    expect(widths.reduce((a, w) => a + w, 0)).toBeCloseTo(bodyWidth, 6);
    expect(widths[0]!).toBeLessThan(plain[0]!);
    expect(widths[1]).toBe(plain[1]);
  });

  it('keeps the weights when the first column would be left too narrow', () => {
    const many = ['Člen týmu', ...Array.from({ length: 9 }, () => 'Zodpovědnostní'), 'Průměr'];
    expect(widthsFittingHeaders([4.4, ...Array(9).fill(1.5), 1.3], many)).toEqual(columnWidths([4.4, ...Array(9).fill(1.5), 1.3]));
  });
});
