import { describe, expect, it } from 'vitest';
import { bearerToken, VerifiedTokens } from '../../../src/server/verified-tokens.js';

describe('verified access tokens', () => {
  const exp = 1_000; // seconds
  it('answers a kept token until its own expiry, and not after', () => {
    const tokens = new VerifiedTokens();
    tokens.keep('a.b.c', { sub: '7', exp });
    expect(tokens.subject('a.b.c', exp * 1000 - 1)).toBe('7');
    expect(tokens.subject('a.b.c', exp * 1000)).toBeUndefined();
    // Gone once expired, even if the clock were set back.
    expect(tokens.subject('a.b.c', 0)).toBeUndefined();
  });

  it('knows only the exact text it verified, and keeps no token without an expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.keep('a.b.c', { sub: '7', exp });
    tokens.keep('d.e.f', { sub: '8' });
    expect(tokens.subject('a.b.C', 0)).toBeUndefined();
    expect(tokens.subject('a.b.c ', 0)).toBeUndefined();
    expect(tokens.subject('d.e.f', 0)).toBeUndefined();
  });

  it('stays bounded: past ten thousand, the token verified longest ago is verified again', () => {
    const tokens = new VerifiedTokens();
    for (let i = 0; i <= 10_000; i++) tokens.keep(`t${i}`, { sub: String(i), exp });
    expect(tokens.subject('t0', 0)).toBeUndefined();
    expect(tokens.subject('t1', 0)).toBe('1');
    expect(tokens.subject('t10000', 0)).toBe('10000');
  });

  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    for (const header of [undefined, '', 'Bearer ', 'bearer a.b.c', 'Basic a.b.c', 'Bearer a.b.c x', 'Bearer  a.b.c']) expect(bearerToken(header)).toBeUndefined();
  });
});
