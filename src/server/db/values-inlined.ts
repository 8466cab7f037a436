import { escapeLiteral } from 'pg';

/**
 * A hot statement's text with its values written in as literals (`$1` … `$n`, null as NULL),
 * quoted by node-postgres's `escapeLiteral`, so PGlite can run it as one simple query: its
 * `query()` with parameters is six calls into the WebAssembly per statement, `exec()` one
 * (docs/decisions.md, "Hot statements on PGlite as simple queries"). An untyped literal takes its
 * type from where it stands, as a parameter does. The texts are the server's own constants; one
 * with a quoted literal or a dollar quote of its own is refused, so a `$n` inside one can never be
 * taken for a value.
 */
export function valuesInlined(text: string, values: ReadonlyArray<string | null>): string {
  if (/['"]|\$\$|\$[A-Za-z_]/.test(text)) throw new Error(`a hot statement with quotes of its own: ${text}`);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = values[Number(n) - 1];
    if (value === undefined) throw new Error(`no value for $${n} in: ${text}`);
    return value === null ? 'NULL' : escapeLiteral(value);
  });
}
