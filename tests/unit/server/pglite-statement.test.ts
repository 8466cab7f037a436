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
    const notify = opened.statement('test_notify', 'SELECT pg_notify($1, $2)');
    const answered = await Promise.all(
      ['a', 'b'].map(async (p) => {
        await notify(['test_channel', p]);
        return [...heard];
      }),
    );
    expect(answered[0]).toEqual(['a', 'b']);
  });

  it('announces a change of step_data through the trigger before the batch is answered (once per batch and member: PostgreSQL folds equal notifications of one transaction)', async () => {
    await opened.db.execute(sql`SET app.announce_step_changes = on`);
    const heard: string[] = [];
    await opened.listen!('step_changed', (payload) => heard.push(payload));
    const text = `INSERT INTO step_data (user_id, module_name, step_name, data) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, module_name, step_name) DO UPDATE SET version = step_data.version + 1 RETURNING version`;
    const save = opened.statement('test_announced', text);
    const answered = await Promise.all(
      [save(['1', 'm', 'announced', '{}']), save(['1', 'm', 'announced', '{}'])].map(async (p) => {
        await p;
        return heard.length;
      }),
    );
    expect(answered).toEqual([1, 1]);
    expect(heard).toEqual(['1']);
    await save(['1', 'm', 'announced', '{}']);
    expect(heard).toEqual(['1', '1']);
  });

  it('leaves the writes of step_save_many unannounced, and announces a write after it in the same batch again', async () => {
    await opened.db.execute(sql`SET app.announce_step_changes = on`);
    const heard: string[] = [];
    await opened.listen!('step_changed', (payload) => heard.push(payload));
    const saveMany = opened.statement('test_save_many', 'SELECT i, version FROM step_save_many($1)');
    const touch = opened.statement('test_touch', 'UPDATE step_data SET version = version + 1 WHERE user_id = $1 AND step_name = $2');
    const [saved] = await Promise.all([saveMany(['[[1,"m","quiet",{"a":1},null,null],[1,"m","quiet",{"a":2},null,null]]'])]);
    expect(saved).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(heard).toEqual([]);
    await Promise.all([saveMany(['[[1,"m","quiet",{"a":3},null,null]]']), touch(['1', 'quiet'])]);
    expect(heard).toEqual(['1']);
    const setting = opened.statement('test_setting', 'SELECT current_setting($1)');
    expect(await setting(['app.announce_step_changes'])).toEqual([['on']]);
  });

  it('hands an announcement to every listener of its channel on the handle, as a notification', async () => {
    const heard: string[] = [];
    await opened.listen!('test_announced_channel', (payload) => heard.push(`first ${payload}`));
    await opened.listen!('test_announced_channel', (payload) => heard.push(`second ${payload}`));
    opened.announce!('test_announced_channel', '7');
    await opened.statement('test_notify_announced', 'SELECT pg_notify($1, $2)')(['test_announced_channel', '8']);
    expect(heard).toEqual(['first 7', 'second 7', 'first 8', 'second 8']);
  });
});
