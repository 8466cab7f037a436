import type pg from 'pg';
import { bindExecuteSync, parseSync } from './extended-protocol.js';
import type { Statement } from './open.js';

type Rows = Array<Array<string | null>>;

interface Call {
  name: string;
  text: string;
  values: Array<string | null>;
  resolve(rows: Rows): void;
  reject(err: unknown): void;
}

/** As PGlite's batches: enough for a busy moment's saves; a longer batch would only hold the others' answers. */
const MAX_BATCH = 32;

/** What node-postgres hands a query of its own kind (a "submittable"): the connection it writes to, and the backend's messages. */
interface Connection {
  stream: { write(bytes: Uint8Array): boolean };
  parsedStatements: Record<string, string>;
}

/**
 * Protocol messages written as they are, and PostgreSQL's answer read as node-postgres parses it:
 * each Execute's data rows (text, null as null) up to its CommandComplete. The first error ends
 * it (PostgreSQL skips the rest of the batch up to the Sync); otherwise the Sync's ReadyForQuery.
 */
class RawSubmittable {
  readonly results: Rows[] = [[]];
  constructor(
    private readonly bytes: Uint8Array,
    private readonly settle: (err: Error | undefined, results: Rows[]) => void,
  ) {}

  submit(connection: Connection) {
    connection.stream.write(this.bytes);
  }

  handleRowDescription() {}
  handleDataRow(msg: { fields: Array<string | null> }) {
    this.results.at(-1)!.push(msg.fields);
  }
  handleCommandComplete() {
    this.results.push([]);
  }
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleError(err: Error) {
    this.settle(err, this.results);
  }
  handleReadyForQuery() {
    this.settle(undefined, this.results);
  }
}

function send(client: pg.PoolClient, bytes: Uint8Array): Promise<Rows[]> {
  return new Promise((resolve, reject) => {
    client.query(new RawSubmittable(bytes, (err, results) => (err ? reject(err) : resolve(results))) as never);
  });
}

/**
 * Named statements on PostgreSQL, run in batches as PGlite's are (pglite-statement.ts): the calls
 * made until the event loop's next turn go to one pooled connection as one write, their binds
 * and executes before one Sync, so one implicit transaction, committed once, and every caller is
 * answered after that commit. node-postgres would send each as a round trip of its own, a write
 * and a commit each: on this machine a system call is most of a save's cost (docs/decisions.md).
 * A batch in which any statement fails is rolled back whole, so its statements then run again one
 * by one, each answering as it would have alone (a deadlock between two processes' batches too).
 * A statement is prepared on a connection the first time that connection runs it, and recorded
 * where node-postgres records its own, so both know it.
 */
export function pgStatements(pool: pg.Pool): (name: string, text: string) => Statement {
  let waiting: Call[] = [];
  let scheduled = false;

  async function prepare(client: pg.PoolClient, sendOn: (bytes: Uint8Array) => Promise<Rows[]>, calls: Call[]): Promise<Call[]> {
    const parsed = (client as unknown as { connection: Connection }).connection.parsedStatements;
    const ready: Call[] = [];
    for (const c of calls) {
      if (parsed[c.name] === undefined) {
        try {
          await sendOn(parseSync(c.name, c.text));
          parsed[c.name] = c.text;
        } catch (err) {
          c.reject(err);
          continue;
        }
      }
      ready.push(c);
    }
    return ready;
  }

  async function runBatch(calls: Call[]) {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      for (const c of calls) c.reject(err);
      return;
    }
    // A connection that fails while checked out emits 'error' (as pool.query listens for it): its
    // calls are refused through their query, and the pool drops a client no longer queryable.
    const failed = () => {};
    client.on('error', failed);
    // An error that ends the session (FATAL, or none from PostgreSQL at all) hands the client back
    // as broken, so the pool drops it rather than give it to the next batch.
    let broken: Error | undefined;
    const sendOn = (bytes: Uint8Array) =>
      send(client, bytes).catch((err: Error & { code?: string; severity?: string }) => {
        if (!err.code || err.severity === 'FATAL') broken = err;
        throw err;
      });
    try {
      const ready = await prepare(client, sendOn, calls);
      if (!ready.length) return;
      try {
        const results = await sendOn(bindExecuteSync(ready));
        ready.forEach((c, i) => c.resolve(results[i]!));
      } catch (err) {
        if (ready.length === 1 || broken) return ready.forEach((c) => c.reject(err));
        for (const c of ready) await sendOn(bindExecuteSync([c])).then(([rows]) => c.resolve(rows!), c.reject);
      }
    } finally {
      client.removeListener('error', failed);
      client.release(broken);
    }
  }

  function flush() {
    scheduled = false;
    const calls = waiting;
    waiting = [];
    for (let i = 0; i < calls.length; i += MAX_BATCH) void runBatch(calls.slice(i, i + MAX_BATCH));
  }

  return (name, text) => (values) =>
    new Promise<Rows>((resolve, reject) => {
      waiting.push({ name, text, values: [...values], resolve, reject });
      if (scheduled) return;
      scheduled = true;
      // The next turn of the event loop, so that the requests whose bytes came meanwhile reach their statements first.
      setImmediate(flush);
    });
}
