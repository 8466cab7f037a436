import fc from 'fast-check';

/**
 * Generators of hostile requests for the property-based tests (tests/api/security). A body is
 * JSON text written here rather than by JSON.stringify, so that it can hold what JSON.stringify
 * never writes: numbers beyond a double (1e309), 10,000-deep nesting, duplicate and `__proto__`
 * keys; or no JSON at all, under any content type.
 */

/** JSON text written as it is: a number beyond a double, or nesting too deep to build as a value. */
class Raw {
  constructor(readonly text: string) {}
}
type Json = string | boolean | null | Raw | Json[] | { [key: string]: Json } | Array<[string, Json]>;

/** Key-value pairs (an array of pairs, not an object), so that duplicate and `__proto__` keys reach the text. */
const PAIRS = Symbol('pairs');
type Pairs = Array<[string, Json]> & { [PAIRS]: true };
const pairs = (entries: Array<[string, Json]>): Pairs => Object.assign(entries, { [PAIRS]: true as const });

function jsonText(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) {
    if ((value as Pairs)[PAIRS]) return `{${(value as Pairs).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
    return `[${(value as Json[]).map(jsonText).join(',')}]`;
  }
  if (value && typeof value === 'object') return jsonText(pairs(Object.entries(value)));
  return JSON.stringify(value);
}

const NUMBERS = [
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '0',
  '-1',
  '0.5',
  '-2.5',
  '2147483648',
  '9007199254740993',
  '123456789012345678901234567890',
  '1E2',
  '1.0',
];

const EDGE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udbff\udfff',
  '\u200b',
  '\u200b\u200b',
  '\ufeff',
  '\u202eevil',
  '\u0085',
  '\u2028\u2029',
  '\u0007\u001b[31m',
  'e\u0301',
  '🚀',
  '👨‍👩‍👧‍👦',
  '𝕏',
  'Příliš žluťoučký kůň',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  'null',
  'true',
  '0x1',
  '1e3',
  ' 1',
  '+1',
];

/** Strings of every kind: edge cases, any UTF-16 (lone surrogates included), now and then a long one. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...EDGE_TEXTS) },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', 'ž', '\u200b', 'a'), maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('x', 'ž', '🚀', '\u0000'), fc.constantFrom(1_000, 6_000)).map(([c, n]) => c.repeat(n / c.length)),
  },
);

/** One huge text: under the 1 MiB body limit, or past it. Alone in a body, so that CI does not move gigabytes. */
const hugeString = fc
  .tuple(fc.constantFrom('x', 'ž', '🚀'), fc.constantFrom(100_000, 400_000, 1_100_000))
  .map(([c, n]) => c.repeat(n / c.length));

/** 10,000 levels of arrays or objects. */
const DEPTH = 10_000;
const deep: fc.Arbitrary<Json> = fc.constantFrom(
  new Raw(`${'['.repeat(DEPTH)}"dno"${']'.repeat(DEPTH)}`),
  new Raw(`${'{"a":'.repeat(DEPTH)}"dno"${'}'.repeat(DEPTH)}`),
);

/** Any JSON value, of any type, with hostile leaves; objects use `keys` (the route's own property names) and prototype keys. */
function hostileValue(keys: string[]): fc.Arbitrary<Json> {
  const key = fc.oneof(
    { weight: 6, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constant('field_1') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        'id',
        'user_id',
        'role',
        'is_admin',
        'status',
        'version',
      ),
    },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 100) },
  );
  const leaf: fc.Arbitrary<Json> = fc.oneof(
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: fc.constantFrom(...NUMBERS).map((n) => new Raw(n)) },
    { weight: 1, arbitrary: fc.double().map((n) => new Raw(Number.isFinite(n) ? String(n) : '1e309')) },
    { weight: 1, arbitrary: fc.integer().map((n) => new Raw(String(n))) },
    { weight: 2, arbitrary: fc.constantFrom<Json>(true, false, null) },
  );
  const { value } = fc.letrec<{ value: Json }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map(pairs),
    ),
  }));
  return value;
}

/** An object with the route's property names, each holding anything; now and then one of them holds 10,000 levels. */
const hostileObject = (keys: string[]): fc.Arbitrary<Json> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.array(fc.tuple(keys.length ? fc.constantFrom(...keys) : fc.string(), hostileValue(keys)), { maxLength: 6 }).map(pairs),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(keys.length ? fc.constantFrom(...keys) : fc.constant('a'), fc.oneof(deep, hugeString))
        .map(([k, v]) => pairs([[k, v]])),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor'), hostileValue(keys)).map(([k, v]) =>
        pairs([
          [
            k,
            pairs([
              ['is_admin', true],
              ['role', 'admin'],
            ]),
          ],
          [keys[0] ?? 'a', v],
        ]),
      ),
    },
  );

const INVALID_JSON = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'undefined',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '\u0000',
  '{"a":"\u0000"}',
  '"\\ud800',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":1e}',
];

export interface HostileBody {
  contentType?: string;
  payload?: string | Buffer;
}

const json = (payload: string): HostileBody => ({ contentType: 'application/json', payload });

/** A request body (and its content type) of every kind a client can send, for a route whose bodies have `keys`. */
export function hostileBody(keys: string[]): fc.Arbitrary<HostileBody> {
  return fc.oneof(
    { weight: 10, arbitrary: hostileObject(keys).map((v) => json(jsonText(v))) },
    { weight: 2, arbitrary: hostileValue(keys).map((v) => json(jsonText(v))) },
    { weight: 1, arbitrary: deep.map((v) => json(jsonText(v))) },
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...INVALID_JSON), fc.string({ unit: 'binary', maxLength: 30 })).map(json) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          undefined,
          '',
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/jsonx',
          'application/*',
          '*/*',
          'application/json, text/plain',
        ),
        payload: fc.oneof(hostileObject(keys).map(jsonText), fc.constantFrom('a=1&a=2&__proto__[x]=1', 'email=%00&password=x', '<a/>', '')),
      }),
    },
    { weight: 1, arbitrary: fc.constant<HostileBody>({}) },
  );
}

/**
 * Path ids that name no row: only a positive decimal integer does (docs/decisions.md). As a client
 * sends them: a space is `%20` (a bare one at the end of an injected URL is trimmed away before routing).
 */
export const MALFORMED_IDS = [
  '0',
  '-1',
  '1.5',
  '1.0',
  '1e3',
  '0x1',
  '+1',
  '%201',
  '1%20',
  '01',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '1%00',
  '%F0%9F',
  '%EF%BC%91',
  'NaN',
  'Infinity',
  '1,2',
  '[1]',
  'null',
  '1'.repeat(150),
];

/** If-Match values, valid and not. */
export const hostileIfMatch = fc.option(
  fc.constantFrom(
    '"1"',
    'W/"1"',
    '"0"',
    '"-1"',
    '"2147483647"',
    '"2147483648"',
    '"99999999999999999999"',
    '"1e3"',
    '"abc"',
    '*',
    '""',
    '"1", "2"',
  ),
  { nil: undefined },
);
