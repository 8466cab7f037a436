import { describe, expect, it } from 'vitest';
import { valuesInlined } from '../../../src/server/db/values-inlined.js';

// PGlite's hot statements run as simple queries with their values written in (db/pglite-statement.ts):
// what a value holds must stay a value. tests/api/db/statements.test.ts runs such values through PGlite.
describe('a hot statement with its values written in', () => {
  it('quotes each value as a literal, null as NULL, and the tenth parameter as itself', () => {
    const values = ['1', null, "O'Neill", 'a\\b', '', '6', '7', '8', '9', 'ten'];
    expect(valuesInlined('SELECT $1::int, $2, $3, $4, $5, $10', values)).toBe("SELECT '1'::int, NULL, 'O''Neill',  E'a\\\\b', '', 'ten'");
  });

  it('keeps a value that looks like SQL or a parameter a value', () => {
    expect(valuesInlined('SELECT $1, $2', ["'); DROP TABLE users; --", '$1'])).toBe("SELECT '''); DROP TABLE users; --', '$1'");
  });

  it('refuses a statement with quotes or dollar quotes of its own, and a parameter without a value', () => {
    for (const text of ["SELECT 'x', $1", 'SELECT "x", $1', 'SELECT $$x$$, $1', 'SELECT $tag$x$tag$, $1'])
      expect(() => valuesInlined(text, ['a'])).toThrow(/quotes of its own/);
    expect(() => valuesInlined('SELECT $1, $2', ['a'])).toThrow(/no value for \$2/);
  });
});
