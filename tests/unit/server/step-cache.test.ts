import { describe, expect, it } from 'vitest';
import { StepCache } from '../../../src/server/services/step-cache.js';
import type { StepRow } from '../../../src/server/services/step-store.js';

const row = (version: number, data: unknown = { v: version }): StepRow => ({ data, version, status: 'in_progress' });

/** A load the test finishes when it wants, counting how often the database was asked. */
function loads() {
  let calls = 0;
  let finish: (r: StepRow | undefined) => void = () => {};
  const load =
    (size = 10) =>
    () => {
      calls++;
      return new Promise<{ row: StepRow | undefined; size: number }>((resolve) => (finish = (r) => resolve({ row: r, size })));
    };
  return { load, finish: (r: StepRow | undefined) => finish(r), calls: () => calls };
}

describe('the step cache', () => {
  it('answers a kept row, an absent one too, without asking again', async () => {
    const cache = new StepCache();
    const db = loads();
    const first = cache.read(1, 'a', db.load());
    db.finish(row(1));
    expect(await first).toEqual(row(1));
    expect(await cache.read(1, 'a', db.load())).toEqual(row(1));
    const absent = cache.read(1, 'b', db.load());
    db.finish(undefined);
    expect(await absent).toBeUndefined();
    expect(await cache.read(1, 'b', db.load())).toBeUndefined();
    expect(db.calls()).toBe(2);
  });

  it('asks again after a change of the member, or of everyone, and only then', async () => {
    const cache = new StepCache();
    const db = loads();
    for (const user of [1, 2]) {
      const r = cache.read(user, 'a', db.load());
      db.finish(row(1));
      await r;
    }
    cache.changed(1);
    const again = cache.read(1, 'a', db.load());
    db.finish(row(2));
    expect(await again).toEqual(row(2));
    expect(await cache.read(2, 'a', db.load())).toEqual(row(1));
    expect(db.calls()).toBe(3);
    cache.changed(undefined);
    const after = cache.read(2, 'a', db.load());
    db.finish(row(3));
    expect(await after).toEqual(row(3));
  });

  it('does not keep what a read brought when the member changed while it was under way', async () => {
    const cache = new StepCache();
    const db = loads();
    const racing = cache.read(1, 'a', db.load());
    cache.changed(1);
    db.finish(row(1));
    expect(await racing).toEqual(row(1));
    const next = cache.read(1, 'a', db.load());
    db.finish(row(2));
    expect(await next).toEqual(row(2));
    expect(db.calls()).toBe(2);
  });

  it('hands out rows that cannot be changed in place', async () => {
    const cache = new StepCache();
    const db = loads();
    const r = cache.read(1, 'a', db.load());
    db.finish(row(1, { list: [{ name: 'x' }] }));
    const kept = (await r)!.data as { list: Array<{ name: string }> };
    expect(() => {
      kept.list[0]!.name = 'y';
    }).toThrow(TypeError);
  });

  it('drops the members read longest ago beyond 16 MB of rows', async () => {
    const cache = new StepCache();
    const db = loads();
    const MB = 1024 * 1024;
    for (const user of [1, 2, 3]) {
      const r = cache.read(user, 'a', db.load(7 * MB));
      db.finish(row(user));
      await r;
    }
    expect(db.calls()).toBe(3);
    expect(await cache.read(3, 'a', db.load())).toEqual(row(3));
    expect(await cache.read(2, 'a', db.load())).toEqual(row(2));
    const dropped = cache.read(1, 'a', db.load());
    db.finish(row(1));
    await dropped;
    expect(db.calls()).toBe(4);
  });
});
