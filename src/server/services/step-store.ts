import { sql } from 'drizzle-orm';
import type { Db, OpenedDb } from '../db/open.js';
import { stepData } from '../db/schema.js';
import { StepCache } from './step-cache.js';
import { turnBatch } from './turn-batch.js';
import type { AccountGuard, AccountJoin } from './account-lookup.js';

/** What the routes read of a stored step. */
export interface StepRow {
  data: unknown;
  version: number;
  status: string;
  /** Steps ("<module>/<step>") this save reopened in other modules (the dependency graph), answered as X-Steps-Reopened. */
  reopened?: string[];
}

/** A step_data row as the hot path's statements read it: the data's JSON as text, the version, the status. */
export function stepRowOf(data: string, version: unknown, status: unknown): StepRow {
  return { data: JSON.parse(data) as unknown, version: Number(version), status: String(status) };
}

/** The step row's function (migration 0012): its parameters are the user, the module and the step. */
const STEP_ROW = 'step_row';

/** A step row read in the account's statement (AccountLookup.withJoin, migration 0017): its parameters are the module and the step. */
export const STEP_WITH_ACCOUNT: AccountJoin<StepRow | undefined> = {
  name: 'account_rows_with_step',
  read: ([data, version, status]) => (version === null || version === undefined ? undefined : stepRowOf(String(data), version, status)),
};

export interface StepStore {
  load(userId: number, module: string, step: string): Promise<StepRow | undefined>;
  /**
   * Stores a draft in one statement. With `expectedVersion` the write happens only if the stored
   * version is still that one (an atomic compare-and-set), so a stale tab cannot overwrite newer
   * work; version 0 is "nothing stored yet", so a row another tab created meanwhile is a conflict.
   * Answers the stored row, or undefined when the version did not match. With `guard` the write
   * also happens only if the account is still active at that access version (step_save_many, migration 0016), and
   * undefined may mean either.
   */
  save(
    userId: number,
    module: string,
    step: string,
    data: unknown,
    expectedVersion?: number,
    guard?: AccountGuard,
  ): Promise<StepRow | undefined>;
  /**
   * Marks the step completed (a reading step gets its row here), which unlocks the next one. A
   * step completed again keeps the date of its completion ('Dokončeno …'); a reset clears it.
   */
  complete(userId: number, module: string, step: string): Promise<void>;
}

/**
 * Every save's one statement (migration 0016): a JSON array of saves, each [user, module, step,
 * data, expected version (null: any), access version (null: unguarded)], answered by index for each
 * save that wrote. It does not announce its writes through the step_changed trigger: the store does.
 */
const STEP_SAVE_MANY = 'SELECT i, version, status FROM step_save_many($1)';

/** A save's arguments: user, module and step, the data's JSON, expected and access versions (null: none). */
type SaveArgs = [string, string, string, string, string | null, string | null];
type Saved = [unknown, unknown] | undefined;

/** The step_changed trigger's channel (migration 0003): the payload is the member whose steps changed, empty for everyone's. */
const STEP_CHANGED = 'step_changed';
/** What the step_changed trigger asks before it announces a change (migrations 0004 and 0005). */
const ANNOUNCE_SETTING = 'app.announce_step_changes';

type MakeStatement = OpenedDb['statement'];

/**
 * The routes' one way to step_data: the functions of migrations 0012 and 0016 called with the values as
 * text, the data's JSON written as the request's body was serialized once and read back with one
 * JSON.parse (no row of timestamps to build). On PGlite the rows are also kept in memory (StepCache).
 */
export async function stepStore(
  db: Db,
  statement: MakeStatement,
  notices?: Required<Pick<OpenedDb, 'listen' | 'announce'>>,
): Promise<StepStore> {
  const load = statement('step_load', `SELECT data, version, status FROM ${STEP_ROW}($1, $2, $3)`);
  const saveMany = statement('step_save_many', STEP_SAVE_MANY);
  // The autosaves of a busy moment in one statement: on PGlite a statement's protocol round costs more than the write in it.
  const saves = async (batch: SaveArgs[]) => {
    // Every argument is a JSON text already (the data) or made one here, so the array is built as text.
    const json = `[${batch.map(([user, module, step, data, expected, access]) => `[${user},${JSON.stringify(module)},${JSON.stringify(step)},${data},${expected ?? 'null'},${access ?? 'null'}]`).join(',')}]`;
    const answers: Saved[] = batch.map(() => undefined);
    for (const [i, version, status] of (await saveMany([json])) as Array<[unknown, unknown, unknown]>) {
      answers[Number(i)] = [version, status];
      // The trigger's announcement, which step_save_many leaves to the store, before any saver is answered.
      notices?.announce(STEP_CHANGED, batch[Number(i)]![0]);
    }
    return answers;
  };
  const saveRow = turnBatch<SaveArgs, Saved>(async (args) => (await saves([args]))[0], saves);

  const read = async (userId: number, module: string, step: string) => {
    const [row] = await load([String(userId), module, step]);
    if (!row) return { row: undefined, size: 0 };
    const [data, version, status] = row as [string, unknown, unknown];
    return { row: stepRowOf(data, version, status), size: data.length };
  };

  let cache: StepCache | undefined;
  if (notices) {
    const kept = new StepCache();
    await notices.listen(STEP_CHANGED, (payload) => kept.changed(payload ? Number(payload) : undefined));
    // This session's changes of step_data are announced from now on (migration 0004).
    await db.execute(sql.raw(`SET ${ANNOUNCE_SETTING} = on`));
    cache = kept;
  }

  return {
    load: (userId, module, step) =>
      cache
        ? cache.read(userId, JSON.stringify([module, step]), () => read(userId, module, step))
        : read(userId, module, step).then((r) => r.row),

    async save(userId, module, step, data, expectedVersion, guard) {
      const row = await saveRow([
        String(userId),
        module,
        step,
        JSON.stringify(data),
        expectedVersion === undefined ? null : String(expectedVersion),
        guard ? String(guard.accessVersion) : null,
      ]);
      return row && { data, version: Number(row[0]), status: String(row[1]) };
    },

    async complete(userId, module, step) {
      await db
        .insert(stepData)
        .values({ user_id: userId, module_name: module, step_name: step, data: {}, status: 'completed', completed_at: new Date() })
        .onConflictDoUpdate({
          target: [stepData.user_id, stepData.module_name, stepData.step_name],
          set: {
            status: 'completed',
            completed_at: sql`coalesce(${stepData.completed_at}, now())`,
            updated_at: sql`now()`,
            reopened_by: null,
            reopened_at: null,
          },
        });
    },
  };
}
