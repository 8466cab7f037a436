import { and, eq, Param, Placeholder, sql } from 'drizzle-orm';
import type { Db, OpenedDb } from '../db/open.js';
import { stepData } from '../db/schema.js';
import { StepCache } from './step-cache.js';
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

/** A step row read in the account's statement (AccountLookup.withJoin): its parameters are the module and the step. */
export const STEP_WITH_ACCOUNT: AccountJoin<StepRow | undefined> = {
  name: 'account_row_with_step',
  join: 'LEFT JOIN step_data s ON s.user_id = u.id AND s.module_name = $2 AND s.step_name = $3',
  columns: 's.data::text, s.version, s.status',
  read: ([data, version, status]) => (version === null || version === undefined ? undefined : stepRowOf(String(data), version, status)),
};

export interface StepStore {
  load(userId: number, module: string, step: string): Promise<StepRow | undefined>;
  /**
   * Stores a draft in one statement. With `expectedVersion` the write happens only if the stored
   * version is still that one (an atomic compare-and-set), so a stale tab cannot overwrite newer
   * work; version 0 is "nothing stored yet", so a row another tab created meanwhile is a conflict.
   * Answers the stored row, or undefined when the version did not match. With `guard` the write
   * also happens only if the account is still active at that access version (ACCOUNT_HOLDS), and
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

type Values = Record<'user' | 'module' | 'step' | 'data' | 'version' | 'access', string>;

const key = and(
  eq(stepData.user_id, sql.placeholder('user')),
  eq(stepData.module_name, sql.placeholder('module')),
  eq(stepData.step_name, sql.placeholder('step')),
);
const newRow = {
  user_id: sql.placeholder('user'),
  module_name: sql.placeholder('module'),
  step_name: sql.placeholder('step'),
  data: sql.placeholder('data'),
};
const nextVersion = { data: sql.placeholder('data'), version: sql`${stepData.version} + 1`, updated_at: sql`now()` };
const saved = { version: stepData.version, status: stepData.status };

/** A query built with drizzle, run as a statement of its own: its placeholders filled by name. */
function prepared(statement: MakeStatement, name: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const names = params.map((p) => {
    // A column's placeholder comes wrapped with the column's encoder; these statements take text as PostgreSQL reads it.
    const placeholder = p instanceof Param ? p.value : p;
    if (!(placeholder instanceof Placeholder)) throw new Error(`${name}: a parameter that is no placeholder`);
    return placeholder.name as keyof Values;
  });
  return named(statement, name, text, names);
}

/**
 * The account still active, at the access version the caller acted on: any change of its access
 * (assignment, completion, reset, deactivation, role, modules) moves that version (migration 0002),
 * so a save checked against it in its own statement needs no read of the account before it.
 */
const ACCOUNT_HOLDS = 'EXISTS (SELECT 1 FROM users WHERE users.id = $1 AND users.is_active AND users.access_version = $5)';
const GUARDED_ROW = `INSERT INTO step_data (user_id, module_name, step_name, data) SELECT $1::integer, $2, $3, $4::jsonb WHERE ${ACCOUNT_HOLDS}`;
const GUARDED = {
  upsert: `${GUARDED_ROW} ON CONFLICT (user_id, module_name, step_name) DO UPDATE SET data = excluded.data, version = step_data.version + 1, updated_at = now() RETURNING version, status`,
  insertNew: `${GUARDED_ROW} ON CONFLICT DO NOTHING RETURNING version, status`,
  compareAndSet: `UPDATE step_data SET data = $4::jsonb, version = version + 1, updated_at = now() WHERE user_id = $1 AND module_name = $2 AND step_name = $3 AND version = $6 AND ${ACCOUNT_HOLDS} RETURNING version, status`,
};

/** What the step_changed trigger asks before it announces a change (migrations 0004 and 0005). */
const ANNOUNCE_SETTING = 'app.announce_step_changes';

type MakeStatement = OpenedDb['statement'];

/** A statement as text, its $n parameters named in order. */
function named(statement: MakeStatement, name: string, text: string, names: Array<keyof Values>) {
  const run = statement(name, text);
  return (values: Partial<Values>) => run(names.map((n) => values[n] ?? null));
}

/**
 * The routes' one way to step_data: every statement run with the values as text, the data's JSON written as the request's body was serialized once and read back with one
 * JSON.parse (no row of timestamps to build). On PGlite the rows are also kept in memory (StepCache).
 */
export async function stepStore(
  db: Db,
  statement: MakeStatement,
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<void>,
): Promise<StepStore> {
  const load = prepared(
    statement,
    'step_load',
    db
      .select({ data: sql<string>`${stepData.data}::text`, ...saved })
      .from(stepData)
      .where(key),
  );
  const upsert = prepared(
    statement,
    'step_upsert',
    db
      .insert(stepData)
      .values(newRow)
      .onConflictDoUpdate({ target: [stepData.user_id, stepData.module_name, stepData.step_name], set: nextVersion })
      .returning(saved),
  );
  const insertNew = prepared(statement, 'step_insert_new', db.insert(stepData).values(newRow).onConflictDoNothing().returning(saved));
  const compareAndSet = prepared(
    statement,
    'step_compare_and_set',
    db
      .update(stepData)
      .set(nextVersion)
      .where(and(key, eq(stepData.version, sql.placeholder('version'))))
      .returning(saved),
  );
  const row: Array<keyof Values> = ['user', 'module', 'step', 'data', 'access'];
  const guardedUpsert = named(statement, 'step_upsert_guarded', GUARDED.upsert, row);
  const guardedInsertNew = named(statement, 'step_insert_new_guarded', GUARDED.insertNew, row);
  const guardedCompareAndSet = named(statement, 'step_compare_and_set_guarded', GUARDED.compareAndSet, [...row, 'version']);

  const read = async (userId: number, module: string, step: string) => {
    const [row] = await load({ user: String(userId), module, step });
    if (!row) return { row: undefined, size: 0 };
    const [data, version, status] = row as [string, unknown, unknown];
    return { row: stepRowOf(data, version, status), size: data.length };
  };

  let cache: StepCache | undefined;
  if (listen) {
    const kept = new StepCache();
    await listen('step_changed', (payload) => kept.changed(payload ? Number(payload) : undefined));
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
      const values = {
        user: String(userId),
        module,
        step,
        data: JSON.stringify(data),
        version: String(expectedVersion),
        access: String(guard?.accessVersion),
      };
      const rows = guard
        ? await (expectedVersion === undefined ? guardedUpsert : expectedVersion === 0 ? guardedInsertNew : guardedCompareAndSet)(values)
        : await (expectedVersion === undefined ? upsert : expectedVersion === 0 ? insertNew : compareAndSet)(values);
      const [row] = rows as Array<[unknown, unknown]>;
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
