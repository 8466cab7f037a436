import { describe, expect, it } from 'vitest';
import { turnBatch } from '../../../src/server/services/turn-batch';

describe('turnBatch', () => {
  it('runs the calls of one turn in one batch, answering each its own result in order', async () => {
    const batches: number[][] = [];
    const run = turnBatch(
      async (n: number) => n * 10,
      async (items: number[]) => {
        batches.push(items);
        return items.map((n) => n * 100);
      },
    );
    expect(await Promise.all([run(1), run(2), run(3)])).toEqual([100, 200, 300]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs a lone call through the single path', async () => {
    const run = turnBatch(
      async (n: number) => n * 10,
      async () => {
        throw new Error('not for one');
      },
    );
    expect(await run(4)).toBe(40);
  });

  it('starts a new batch for the calls made after a batch was sent', async () => {
    const batches: number[][] = [];
    const run = turnBatch(
      async (n: number) => n,
      async (items: number[]) => {
        batches.push(items);
        return items;
      },
    );
    const first = Promise.all([run(1), run(2)]);
    await new Promise((r) => setImmediate(r));
    const second = Promise.all([run(3), run(4)]);
    expect(await first).toEqual([1, 2]);
    expect(await second).toEqual([3, 4]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('answers each call alone when the batch fails: one bad item fails only its caller', async () => {
    const run = turnBatch(
      async (n: number) => {
        if (n === 2) throw new Error('bad 2');
        return n;
      },
      async () => {
        throw new Error('batch failed');
      },
    );
    const results = await Promise.allSettled([run(1), run(2), run(3)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([1, 'bad 2', 3]);
  });

  it('sends at most 32 calls in one batch, the rest in the next', async () => {
    const sizes: number[] = [];
    const run = turnBatch(
      async (n: number) => n,
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
    );
    const all = Array.from({ length: 70 }, (_, i) => i);
    expect(await Promise.all(all.map(run))).toEqual(all);
    expect(sizes).toEqual([32, 32, 6]);
  });
});
