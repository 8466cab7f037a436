import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Statement } from './open.js';

type Rows = unknown[][];

interface Call {
  text: string;
  values: Array<string | null>;
  resolve(rows: Rows): void;
  reject(err: unknown): void;
}

/** Enough to take every save of a busy moment; a longer batch would only hold the others' answers. */
const MAX_BATCH = 32;

// PGlite's own parsers: a query given parsers of its own copies the whole parser table first.
const run = (on: PGlite | Transaction, call: Call) => on.query<unknown[]>(call.text, call.values, { rowMode: 'array' }).then((r) => r.rows);

/**
 * Statements on PGlite through its public query API. The calls made until the event loop's next
 * turn go together into one transaction (PGlite's transaction()), committed once, and every
 * caller is answered after that commit, as it would be alone; a single call is a query of its
 * own. A batch in which any statement fails is rolled back whole, so its statements then run
 * again one by one, each answering as it would have alone. Notifications the statements raise
 * (the step_changed trigger) reach client.listen's callbacks before the commit's answer, so before
 * any caller is answered.
 */
export function pgliteStatements(client: PGlite): (name: string, text: string) => Statement {
  const waiting: Call[] = [];
  let draining = false;

  async function batch() {
    const calls = waiting.splice(0, MAX_BATCH);
    if (calls.length === 1) return run(client, calls[0]!).then(calls[0]!.resolve, calls[0]!.reject);
    try {
      const results = await client.transaction(async (tx) => {
        const rows: Rows[] = [];
        for (const c of calls) rows.push(await run(tx, c));
        return rows;
      });
      for (const [i, c] of calls.entries()) c.resolve(results[i]!);
    } catch {
      for (const c of calls) await run(client, c).then(c.resolve, c.reject);
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
