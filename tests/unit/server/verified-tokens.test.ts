import { describe, expect, it } from 'vitest';
import { bearerToken, VerifiedTokens } from '../../../src/server/verified-tokens.js';

describe('verified access tokens', () => {
  const exp = 1_000; // seconds
  it("answers a kept token's subject and session epoch until its own expiry, and not after", () => {
    const tokens = new VerifiedTokens();
    tokens.keep('a.b.c', { sub: '7', epoch: 3 }, exp);
    expect(tokens.claims('a.b.c', exp * 1000 - 1)).toEqual({ sub: '7', epoch: 3, expiresAt: exp * 1000 });
    expect(tokens.claims('a.b.c', exp * 1000)).toBeUndefined();
    // Gone once expired, even if the clock were set back.
    expect(tokens.claims('a.b.c', 0)).toBeUndefined();
  });

  it('knows only the exact text it verified, and keeps no token without an expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.keep('a.b.c', { sub: '7', epoch: 3 }, exp);
    tokens.keep('d.e.f', { sub: '8', epoch: 0 }, undefined);
    expect(tokens.claims('a.b.C', 0)).toBeUndefined();
    expect(tokens.claims('a.b.c ', 0)).toBeUndefined();
    expect(tokens.claims('d.e.f', 0)).toBeUndefined();
  });

  it('stays bounded: past ten thousand, the token verified longest ago is verified again', () => {
    const tokens = new VerifiedTokens();
    for (let i = 0; i <= 10_000; i++) tokens.keep(`t${i}`, { sub: String(i), epoch: 3 }, exp);
    expect(tokens.claims('t0', 0)).toBeUndefined();
    expect(tokens.claims('t1', 0)).toEqual({ sub: '1', epoch: 3, expiresAt: exp * 1000 });
    expect(tokens.claims('t10000', 0)).toEqual({ sub: '10000', epoch: 3, expiresAt: exp * 1000 });
  });

  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    for (const header of [undefined, '', 'Bearer ', 'bearer a.b.c', 'Basic a.b.c', 'Bearer a.b.c x', 'Bearer  a.b.c'])
      expect(bearerToken(header)).toBeUndefined();
  });
});
