import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLine, fieldChanges, neutraliseCell, REDACTED, redact, SECRET_KEYS } from '../../../../src/engine/audit/index.js';

describe('redact: no secret reaches the audit trail', () => {
  it('replaces every listed secret at any depth, whatever its case, and keeps the rest', () => {
    const value = {
      email: 'jana@firma.cz',
      password: 'Heslo-123456',
      Password_Hash: '$argon2id$…',
      profile: { name: 'Jana', onboarding_code: '123456', nested: [{ token: 'abc', token_hash: 'def', keep: 1 }] },
      code: '654321',
      refresh_token: 'r',
    };
    expect(redact(value)).toEqual({
      email: 'jana@firma.cz',
      password: REDACTED,
      Password_Hash: REDACTED,
      profile: { name: 'Jana', onboarding_code: REDACTED, nested: [{ token: REDACTED, token_hash: REDACTED, keep: 1 }] },
      code: REDACTED,
      refresh_token: REDACTED,
    });
    const redacted = JSON.stringify(redact(value));
    for (const secret of ['Heslo-123456', '$argon2id', '123456', '654321', '"abc"', '"def"']) expect(redacted).not.toContain(secret);
  });

  it('redacts each key of the list, leaves dates as ISO text and drops undefined', () => {
    for (const key of SECRET_KEYS) expect(redact({ [key]: 'x' })).toEqual({ [key]: REDACTED });
    expect(redact({ at: new Date('2026-11-26T10:00:00Z'), gone: undefined, n: null })).toEqual({ at: '2026-11-26T10:00:00.000Z', n: null });
    expect(redact(null)).toBeNull();
    expect(redact('code')).toBe('code');
  });
});

describe('CSV cells against formula injection', () => {
  it.each(['=1+1', '+420 777', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://zlo.example","klik")'])('neutralises %j', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });

  it.each(['Jana', '', ' =1', 'a=b', "'=1", 'Žluťoučký kůň'])('leaves %j as it is', (text) => {
    expect(neutraliseCell(text)).toBe(text);
  });

  it('quotes every cell, doubles quotes, neutralises inside quotes and ends lines with CRLF', () => {
    expect(csvLine(['a"b', '=cmd', null, 3, 'ř\nž'])).toBe('"a""b","\'=cmd","","3","ř\nž"\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('fieldChanges: what the before/after view lists', () => {
  it('lists changed, added and removed fields by path, leaves unchanged ones out', () => {
    const before = { email: 'a@b.cz', is_active: true, profile: { name: 'Jana', notes: null }, modules: ['people'] };
    const after = { email: 'a@b.cz', is_active: false, profile: { name: 'Jana Nová', notes: null }, modules: [], variant: 'general' };
    expect(fieldChanges(before, after)).toEqual([
      { path: 'is_active', before: true, after: false },
      { path: 'profile.name', before: 'Jana', after: 'Jana Nová' },
      { path: 'modules', before: ['people'], after: [] },
      { path: 'variant', before: undefined, after: 'general' },
    ]);
  });

  it('treats a missing side as empty: a creation lists every field, a deletion too', () => {
    expect(fieldChanges(null, { name: 'Firma' })).toEqual([{ path: 'name', before: undefined, after: 'Firma' }]);
    expect(fieldChanges({ name: 'Firma' }, null)).toEqual([{ path: 'name', before: 'Firma', after: undefined }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
