import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like, sql } from 'drizzle-orm';
import { stepData } from '../../../src/server/db/schema.js';
import { createTestApp, dbKind, type TestApp } from '../../support/test-app.js';

// The statements of the hot paths (OpenedDb.statement) on either database: each call is answered as
// it would be alone; on PGlite the calls made together share one transaction.
describe(`statements on ${dbKind}`, () => {
  let t: TestApp;
  let opened: TestApp['opened'];
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    opened = t.opened;
    const inserted = (await opened.db.execute(
      sql`INSERT INTO users (email, password_hash, role) VALUES ('a@test.cz', 'x', 'user') RETURNING id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const row = inserted.rows[0];
    userId = String(row!.id);
  });
  afterAll(() => t.close());

  const upsert = () =>
    opened.statement(
      'test_upsert',
      `INSERT INTO step_data (user_id, module_name, step_name, data) VALUES ($1, $2, $2, $3)
       ON CONFLICT (user_id, module_name, step_name) DO UPDATE SET data = excluded.data, version = step_data.version + 1
       RETURNING version`,
    );

  it.skipIf(dbKind !== 'pglite')('runs the calls made together in one transaction on PGlite, and a later call in another', async () => {
    const txid = opened.statement('test_txid', 'SELECT txid_current()::text');
    const together = await Promise.all(Array.from({ length: 8 }, () => txid([])));
    expect(new Set(together.map((rows) => rows[0]![0])).size).toBe(1);
    const later = await txid([]);
    expect(later[0]![0]).not.toBe(together[0]![0]![0]);
  });

  it('answers each call with its own rows', async () => {
    const save = upsert();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => save([userId, `s${i % 3}`, `{"i": ${i}}`])));
    // Every save of a step got its own version; on PGlite, whose batch runs them in the order they were made, in that order.
    const versions = [0, 1, 2].map((s) => answers.filter((_, i) => i % 3 === s).map((rows) => rows[0]![0]));
    for (const v of versions) expect(dbKind === 'pglite' ? v : [...v].sort()).toEqual([1, 2, 3, 4]);
    const stored = await opened.db
      .select({ step_name: stepData.step_name, version: stepData.version })
      .from(stepData)
      .where(like(stepData.step_name, 's%'))
      .orderBy(asc(stepData.step_name));
    expect(stored).toEqual([
      { step_name: 's0', version: 4 },
      { step_name: 's1', version: 4 },
      { step_name: 's2', version: 4 },
    ]);
  });

  it('refuses only the failing call of a batch; the others are stored and answered as if alone', async () => {
    const save = upsert();
    const results = await Promise.allSettled([
      save([userId, 'f1', '{}']),
      save(['999', 'f2', '{}']),
      save([userId, 'f3', '{}']),
      save([userId, 'f1', '{}']),
    ]);
    const got = results.map((r) => (r.status === 'fulfilled' ? r.value[0]![0] : (r.reason as { code: string }).code));
    expect(got.slice(1, 3)).toEqual(['23503', 1]);
    // The two saves of f1 each got a version of their own (on PostgreSQL they may run at once, in either order).
    expect([got[0], got[3]].sort()).toEqual([1, 2]);
    const stored = await opened.db
      .select({ step_name: stepData.step_name, version: stepData.version })
      .from(stepData)
      .where(like(stepData.step_name, 'f%'))
      .orderBy(asc(stepData.step_name));
    expect(stored).toEqual([
      { step_name: 'f1', version: 2 },
      { step_name: 'f3', version: 1 },
    ]);
  });

  it('waits for a transaction under way instead of running inside it', async () => {
    const save = upsert();
    let saved: Promise<unknown> | undefined;
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        saved = save([userId, 'tx', '{}']);
        await new Promise((r) => setTimeout(r, 20));
        tx.rollback();
      }),
    ).rejects.toThrow();
    await saved;
    const stored = await opened.db.select({ version: stepData.version }).from(stepData).where(eq(stepData.step_name, 'tx'));
    expect(stored).toEqual([{ version: 1 }]);
  });

  it('answers text as stored (Czech, emoji, empty, quotes and backslashes) and null as null', async () => {
    const quoted = `O'Neill řekl: "\\" a \\' -- $1 $$`;
    const rows = await opened.statement(
      'test_values',
      'SELECT $1::text, $3::text, $2::text, $4::text',
    )(['Příliš žluťoučký kůň 🐎', '', null, quoted]);
    expect(rows).toEqual([['Příliš žluťoučký kůň 🐎', null, '', quoted]]);
  });

  it('fails with the error PostgreSQL gave, its fields as pg-protocol reads them', async () => {
    const viaQuery = await opened.db
      .execute(sql`INSERT INTO step_data (user_id, module_name, step_name, data) VALUES (999, ${'m'}, ${'fk'}, ${'{}'})`)
      .catch((e: unknown) => (e as { cause?: unknown }).cause ?? e);
    const viaBatch = await opened
      .statement(
        'test_fk',
        'INSERT INTO step_data (user_id, module_name, step_name, data) VALUES ($1, $2, $3, $4)',
      )(['999', 'm', 'fk', '{}'])
      .catch((e: unknown) => e);
    const fields = (e: unknown) => {
      const { code, detail, constraint, table, schema, severity, message } = e as Record<string, unknown>;
      return { code, detail, constraint, table, schema, severity, message };
    };
    expect(fields(viaBatch)).toEqual(fields(viaQuery));
    expect(fields(viaBatch)).toMatchObject({ code: '23503', table: 'step_data', severity: 'ERROR' });
  });

  it('refuses a call whose statement the database cannot prepare, and runs the calls made with it', async () => {
    const [broken, saved] = await Promise.allSettled([
      opened.statement('test_broken', 'SELECT FROM nowhere_at_all')([]),
      upsert()([userId, 'p', '{}']),
    ]);
    expect(broken.status === 'rejected' && String(broken.reason)).toMatch(/nowhere_at_all/);
    expect(saved.status === 'fulfilled' && saved.value).toEqual([[1]]);
  });

  it.skipIf(dbKind !== 'postgres')('refuses the calls whose connection ends under them, and answers the next ones on another', async () => {
    await expect(opened.statement('test_end', 'SELECT pg_terminate_backend(pg_backend_pid())')([])).rejects.toThrow();
    expect(await opened.statement('test_after_end', 'SELECT $1::text')(['ř'])).toEqual([['ř']]);
  });
});
