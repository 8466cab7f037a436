import { describe, expect, it } from 'vitest';
import { trimInvisible } from '../../../../src/engine/shell/index.js';

describe('a name without the invisible characters at its ends', () => {
  it('is empty when nothing in it shows: zero-width, BOM, control, bidi marks, fillers, white space', () => {
    for (const name of [
      '\u200b',
      '\ufeff',
      '\u0000\u0007\u001f\u007f',
      '\u200e\u200f\u202a\u202e\u2066\u2069',
      '\u00ad\u2060',
      '\u3164\u2800',
      ' \t\n\u00a0\u3000',
    ]) {
      expect(trimInvisible(name), JSON.stringify(name)).toBe('');
    }
  });

  it('keeps what shows and everything between its first and last visible character', () => {
    expect(trimInvisible('\u200b Acme\u00a0s.r.o.\u200f\u0007')).toBe('Acme\u00a0s.r.o.');
    expect(trimInvisible('Jana\u200bNová')).toBe('Jana\u200bNová');
    expect(trimInvisible('👨‍👩‍👧 Rodina')).toBe('👨‍👩‍👧 Rodina');
    expect(trimInvisible('Žluťoučký kůň')).toBe('Žluťoučký kůň');
  });

  it('takes linear time on a long run of invisible characters', () => {
    const started = performance.now();
    expect(trimInvisible(`${'\u200b'.repeat(100_000)}x${'\u200b'.repeat(100_000)}`)).toBe('x');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
