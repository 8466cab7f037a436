import type { PGlite } from '@electric-sql/pglite';
import type { Statement } from './open.js';
import { valuesInlined } from './values-inlined.js';

type Rows = unknown[][];

interface Call {
  text: string;
  values: Array<string | null>;
  resolve(rows: Rows): void;
  reject(err: unknown): void;
}

/** Enough to take every save of a busy moment; a longer batch would only hold the others' answers. */
const MAX_BATCH = 32;

/** Statements as one simple query: PostgreSQL runs them in one implicit transaction, committed once, and answers each. */
const run = async (client: PGlite, calls: Call[]): Promise<Rows[]> => {
  const results = await client.exec(calls.map((c) => valuesInlined(c.text, c.values)).join(';\n'), { rowMode: 'array' });
  return results.map((r) => r.rows as Rows);
};

/**
 * Statements on PGlite through its public `exec()`, their values written in (values-inlined.ts).
 * The calls made until the event loop's next turn go together as one simple query, so in one
 * transaction, committed once, and every caller is answered after that commit, as it would be
 * alone. A batch in which any statement fails is rolled back whole, so its statements then run
 * again one by one, each answering as it would have alone. Notifications the statements raise
 * (the step_changed trigger) reach client.listen's callbacks before the answer, so before any
 * caller is answered.
 */
export function pgliteStatements(client: PGlite): (name: string, text: string) => Statement {
  const waiting: Call[] = [];
  let draining = false;

  async function batch() {
    const calls = waiting.splice(0, MAX_BATCH);
    try {
      const results = await run(client, calls);
      for (const [i, c] of calls.entries()) c.resolve(results[i]!);
    } catch (err) {
      if (calls.length === 1) return calls[0]!.reject(err);
      for (const c of calls) await run(client, [c]).then(([rows]) => c.resolve(rows!), c.reject);
    }
  }

  async function drain() {
    try {
      // PGlite runs a batch without giving the event loop a turn: between batches the requests that
      // came meanwhile are read (and join the next batch) before it starts.
      for (let first = true; waiting.length; first = false) {
        if (!first) await new Promise((resolve) => setImmediate(resolve));
        await batch();
      }
    } finally {
      draining = false;
    }
  }

  return (_name, text) => (values) =>
    new Promise<Rows>((resolve, reject) => {
      waiting.push({ text, values: [...values], resolve, reject });
      if (draining) return;
      draining = true;
      // The next turn of the event loop, so that the requests whose bytes came meanwhile reach their statements first.
      setImmediate(() => void drain());
    });
}
