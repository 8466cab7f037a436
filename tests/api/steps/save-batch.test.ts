import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { memberSession } from '../../support/api.js';
import { stepData, users } from '../../../src/server/db/schema.js';

// Saves made together go to the database in one call of step_save_many (migration 0012,
// services/step-store.ts): each must be answered as it would have been alone.
describe('saves that arrive together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = async (userId: number) =>
    (
      await t.app.db
        .select({ data: stepData.data, version: stepData.version })
        .from(stepData)
        .where(and(eq(stepData.user_id, userId), eq(stepData.module_name, 'people'), eq(stepData.step_name, 'goals')))
    )[0];

  it('stores each member its own data and answers each its own version', async () => {
    const members = await Promise.all([1, 2, 3].map(() => memberSession(t.app)));
    const saved = await Promise.all(
      members.map((m, i) => t.app.stepStore.save(m.user.id, 'people', 'goals', { n: i, text: 'Žluťoučký kůň' })),
    );
    expect(saved.map((s) => s?.version)).toEqual([1, 1, 1]);
    for (const [i, m] of members.entries()) expect(await stored(m.user.id)).toEqual({ data: { n: i, text: 'Žluťoučký kůň' }, version: 1 });
  });

  it('lets one of two compare-and-sets on the same version win, in the order they came', async () => {
    const m = await memberSession(t.app);
    await t.app.stepStore.save(m.user.id, 'people', 'goals', { v: 'první' });
    const [first, second] = await Promise.all([
      t.app.stepStore.save(m.user.id, 'people', 'goals', { v: 'tab A' }, 1),
      t.app.stepStore.save(m.user.id, 'people', 'goals', { v: 'tab B' }, 1),
    ]);
    expect(first?.version).toBe(2);
    expect(second).toBeUndefined();
    expect(await stored(m.user.id)).toEqual({ data: { v: 'tab A' }, version: 2 });
  });

  it('refuses a guarded save of an account whose access changed, and stores the others', async () => {
    const [a, b] = await Promise.all([memberSession(t.app), memberSession(t.app)]);
    const [access] = await t.app.db.select({ v: users.access_version }).from(users).where(eq(users.id, a.user.id));
    await t.app.db
      .update(users)
      .set({ access_version: sql`${users.access_version} + 1` })
      .where(eq(users.id, a.user.id));
    const [refused, kept, fresh] = await Promise.all([
      t.app.stepStore.save(a.user.id, 'people', 'goals', { v: 'stará' }, undefined, { accessVersion: access!.v }),
      t.app.stepStore.save(b.user.id, 'people', 'goals', { v: 'B' }),
      t.app.stepStore.save(a.user.id, 'people', 'vision', { v: 'nová' }, 0, { accessVersion: access!.v + 1 }),
    ]);
    expect(refused).toBeUndefined();
    expect(kept?.version).toBe(1);
    expect(fresh?.version).toBe(1);
    expect(await stored(a.user.id)).toBeUndefined();
  });

  it('fails only the save that cannot be stored: the batch is rolled back and the others saved alone', async () => {
    const m = await memberSession(t.app);
    const results = await Promise.allSettled([
      t.app.stepStore.save(m.user.id, 'people', 'goals', { v: 'platná' }),
      t.app.stepStore.save(2_000_000_000, 'people', 'goals', { v: 'nikoho' }),
    ]);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { version: 1 } });
    expect(results[1]!.status).toBe('rejected');
    expect(await stored(m.user.id)).toEqual({ data: { v: 'platná' }, version: 1 });
    expect(await stored(2_000_000_000)).toBeUndefined();
  });
});
