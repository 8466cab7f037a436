import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like, sql } from 'drizzle-orm';
import { protocol } from '@electric-sql/pglite';
import { openDb, type OpenedDb } from '../../../src/server/db/open.js';
import { bindExecuteSync } from '../../../src/server/db/pglite-statement.js';
import { stepData } from '../../../src/server/db/schema.js';

// The statements of PGlite's hot paths: calls made together share one batch, one transaction.
describe('PGlite statements run in batches', () => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await openDb({ dataDir: 'memory://' });
    await opened.db.execute(sql`INSERT INTO users (email, password_hash, role) VALUES ('a@test.cz', 'x', 'user')`);
  });
  afterAll(() => opened.close());

  const upsert = () =>
    opened.statement(
      'test_upsert',
      `INSERT INTO step_data (user_id, module_name, step_name, data) VALUES ($1, 'm', $2, $3)
       ON CONFLICT (user_id, module_name, step_name) DO UPDATE SET data = excluded.data, version = step_data.version + 1
       RETURNING version`,
    );

  it('answers each call with its own rows, in the order the calls were made', async () => {
    const save = upsert();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => save(['1', `s${i % 3}`, `{"i": ${i}}`])));
    expect(answers.map((rows) => rows[0]![0])).toEqual(['1', '1', '1', '2', '2', '2', '3', '3', '3', '4', '4', '4']);
    const stored = await opened.db.select({ step_name: stepData.step_name, data: stepData.data }).from(stepData).where(like(stepData.step_name, 's%')).orderBy(asc(stepData.step_name));
    expect(stored).toEqual([{ step_name: 's0', data: { i: 9 } }, { step_name: 's1', data: { i: 10 } }, { step_name: 's2', data: { i: 11 } }]);
  });

  it('refuses only the failing call of a batch; the others are stored and answered as if alone', async () => {
    const save = upsert();
    const results = await Promise.allSettled([save(['1', 'f1', '{}']), save(['999', 'f2', '{}']), save(['1', 'f3', '{}']), save(['1', 'f1', '{}'])]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value[0]![0] : (r.reason as { code: string }).code))).toEqual(['1', '23503', '1', '2']);
    const stored = await opened.db.select({ step_name: stepData.step_name, version: stepData.version }).from(stepData).where(like(stepData.step_name, 'f%')).orderBy(asc(stepData.step_name));
    expect(stored).toEqual([{ step_name: 'f1', version: 2 }, { step_name: 'f3', version: 1 }]);
  });

  it('waits for a transaction under way instead of running inside it', async () => {
    const save = upsert();
    let saved: Promise<unknown> | undefined;
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        saved = save(['1', 'tx', '{}']);
        await new Promise((r) => setTimeout(r, 20));
        tx.rollback();
      }),
    ).rejects.toThrow();
    await saved;
    const stored = await opened.db.select({ version: stepData.version }).from(stepData).where(eq(stepData.step_name, 'tx'));
    expect(stored).toEqual([{ version: 1 }]);
  });

  it('answers text as stored (Czech, emoji, empty) and null as null', async () => {
    const rows = await opened.statement('test_values', `SELECT $1::text, NULL::text, $2::text, 'ř'`)(['Příliš žluťoučký kůň 🐎', '']);
    expect(rows).toEqual([['Příliš žluťoučký kůň 🐎', null, '', 'ř']]);
  });

  it('hands a notification its statement raised to the listener before the call is answered', async () => {
    const heard: string[] = [];
    await opened.listen!('test_channel', (payload) => heard.push(payload));
    const notify = opened.statement('test_notify', `SELECT pg_notify('test_channel', $1)`);
    const answered = await Promise.all(['a', 'b'].map(async (p) => (await notify([p]), [...heard])));
    expect(answered[0]).toEqual(['a', 'b']);
  });

  it('announces a change its statement says it makes once, itself, with the database announcing nothing for its batch', async () => {
    await opened.db.execute(sql`SET app.announce_step_changes = on`);
    const heard: string[] = [];
    await opened.listen!('step_changed', (payload) => heard.push(payload));
    const text = `INSERT INTO step_data (user_id, module_name, step_name, data) VALUES ($1, 'm', 'announced', '{}')
       ON CONFLICT (user_id, module_name, step_name) DO UPDATE SET version = step_data.version + 1 RETURNING version`;
    const announced = opened.statement('test_announced', text, { announces: { setting: 'app.announce_step_changes', channel: 'step_changed', payload: (values) => `by-batch-${values[0]}` } });
    await Promise.all([announced(['1']), announced(['1'])]);
    expect(heard).toEqual(['by-batch-1', 'by-batch-1']);
    // The same change by a statement that announces nothing itself: the trigger announces it, and the setting is on again after the batch.
    heard.length = 0;
    await opened.statement('test_unannounced', text)(['1']);
    expect(heard).toEqual(['1']);
  });

  it('fails with the error PostgreSQL gave, its fields as pg-protocol reads them', async () => {
    const insert = `INSERT INTO step_data (user_id, module_name, step_name, data) VALUES (999, 'm', 'fk', '{}')`;
    const viaQuery = await opened.db.execute(sql.raw(insert)).catch((e: unknown) => (e as { cause?: unknown }).cause ?? e);
    const viaBatch = await opened.statement('test_fk', insert)([]).catch((e: unknown) => e);
    const fields = (e: unknown) => { const { code, detail, constraint, table, schema, severity, message } = e as Record<string, unknown>; return { code, detail, constraint, table, schema, severity, message }; };
    expect(fields(viaBatch)).toEqual(fields(viaQuery));
    expect(fields(viaBatch)).toMatchObject({ code: '23503', table: 'step_data', severity: 'ERROR' });
  });

  it('refuses a call whose statement the database cannot prepare, and runs the calls made with it', async () => {
    const [broken, saved] = await Promise.allSettled([opened.statement('test_broken', 'SELECT FROM nowhere_at_all')([]), upsert()(['1', 'p', '{}'])]);
    expect(broken.status === 'rejected' && String(broken.reason)).toMatch(/nowhere_at_all/);
    expect(saved.status === 'fulfilled' && saved.value).toEqual([['1']]);
  });
});

describe('the batch written for PGlite', () => {
  it('is byte for byte what pg-protocol writes for the same binds, executes and sync', () => {
    const calls = [
      { name: 'step_upsert', values: ['1', 'modul', 'krok', '{"text":"Příliš žluťoučký kůň 🐎"}'] },
      { name: 's', values: [null, '', 'a"b\\c'] },
      { name: 'none', values: [] },
    ];
    const { serialize } = protocol;
    const expected = Buffer.concat([
      ...calls.flatMap((c) => [serialize.bind({ statement: c.name, values: c.values }), serialize.execute({})]),
      serialize.sync(),
    ]);
    expect(Buffer.from(bindExecuteSync(calls))).toEqual(expected);
  });
});
