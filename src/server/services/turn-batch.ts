interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(err: unknown): void;
}

/** Enough to take every save of a busy moment; a longer batch would only hold the others' answers (as db/pglite-statement.ts). */
const MAX_BATCH = 32;

/**
 * Calls made until the event loop's next turn, run together (up to MAX_BATCH a call, the rest in
 * the next): `many` with every item when more than one came, `one` for a single item. When `many` fails, each item runs again through `one`
 * and is answered as it would have been alone (one bad item does not fail the others).
 */
export function turnBatch<T, R>(one: (item: T) => Promise<R>, many: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  const waiting: Array<Waiting<T, R>> = [];

  async function flush() {
    const calls = waiting.splice(0, MAX_BATCH);
    if (waiting.length) setImmediate(() => void flush());
    if (calls.length === 1) return one(calls[0]!.item).then(calls[0]!.resolve, calls[0]!.reject);
    let results: R[];
    try {
      results = await many(calls.map((c) => c.item));
    } catch {
      for (const c of calls) await one(c.item).then(c.resolve, c.reject);
      return;
    }
    for (const [i, c] of calls.entries()) c.resolve(results[i]!);
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      // The next turn, so that the requests whose bytes came meanwhile reach this call first.
      if (waiting.length === 1) setImmediate(() => void flush());
    });
}
