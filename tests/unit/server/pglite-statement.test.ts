import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { protocol } from '@electric-sql/pglite';
import { openDb, type OpenedDb } from '../../../src/server/db/open.js';
import { bindExecuteSync } from '../../../src/server/db/extended-protocol.js';

// What only PGlite's batches do (tests/api/db/statements.test.ts has what both databases' do): hand
// notifications over, announce their own changes.
describe('PGlite statements run in batches', () => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await openDb({ dataDir: 'memory://' });
    await opened.db.execute(sql`INSERT INTO users (email, password_hash, role) VALUES ('a@test.cz', 'x', 'user')`);
  });
  afterAll(() => opened.close());

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
