import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, type OpenedDb } from '../../../src/server/db/open.js';

// What only PGlite's batches do (tests/api/db/statements.test.ts has what both databases' do): hand
// notifications over before answering.
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
    const answered = await Promise.all(
      ['a', 'b'].map(async (p) => {
        await notify([p]);
        return [...heard];
      }),
    );
    expect(answered[0]).toEqual(['a', 'b']);
  });

  it('announces a change of step_data through the trigger before the batch is answered (once per batch and member: PostgreSQL folds equal notifications of one transaction)', async () => {
    await opened.db.execute(sql`SET app.announce_step_changes = on`);
    const heard: string[] = [];
    await opened.listen!('step_changed', (payload) => heard.push(payload));
    const text = `INSERT INTO step_data (user_id, module_name, step_name, data) VALUES ($1, 'm', 'announced', '{}')
       ON CONFLICT (user_id, module_name, step_name) DO UPDATE SET version = step_data.version + 1 RETURNING version`;
    const save = opened.statement('test_announced', text);
    const answered = await Promise.all(
      [save(['1']), save(['1'])].map(async (p) => {
        await p;
        return heard.length;
      }),
    );
    expect(answered).toEqual([1, 1]);
    expect(heard).toEqual(['1']);
    await save(['1']);
    expect(heard).toEqual(['1', '1']);
  });
});
