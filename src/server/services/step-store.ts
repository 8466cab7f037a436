import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { stepData } from '../db/schema.js';

export type StoredStep = typeof stepData.$inferSelect;

const placeholderKey = and(eq(stepData.user_id, sql.placeholder('user')), eq(stepData.module_name, sql.placeholder('module')), eq(stepData.step_name, sql.placeholder('step')));
const placeholderRow = { user_id: sql.placeholder('user'), module_name: sql.placeholder('module'), step_name: sql.placeholder('step'), data: sql.placeholder('data') };
const nextVersion = { data: sql.placeholder('data'), version: sql`${stepData.version} + 1`, updated_at: sql`now()` };

/** The hot path's statements, built once per database; PostgreSQL plans each once per connection. */
function prepare(db: Db) {
  return {
    load: db.select().from(stepData).where(placeholderKey).prepare('step_load'),
    upsert: db
      .insert(stepData)
      .values(placeholderRow)
      .onConflictDoUpdate({ target: [stepData.user_id, stepData.module_name, stepData.step_name], set: nextVersion })
      .returning()
      .prepare('step_upsert'),
    insertNew: db.insert(stepData).values(placeholderRow).onConflictDoNothing().returning().prepare('step_insert_new'),
    compareAndSet: db
      .update(stepData)
      .set(nextVersion)
      .where(and(placeholderKey, eq(stepData.version, sql.placeholder('version'))))
      .returning()
      .prepare('step_compare_and_set'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function statements(db: Db) {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = prepare(db)));
  return s;
}

export async function loadStep(db: Db, userId: number, module: string, step: string): Promise<StoredStep | undefined> {
  const [row] = await statements(db).load.execute({ user: userId, module, step });
  return row;
}

/**
 * Stores a draft in one statement. With `expectedVersion` the write happens only if the stored
 * version is still that one (an atomic compare-and-set), so a stale tab cannot overwrite newer
 * work; version 0 is "nothing stored yet", so a row another tab created meanwhile is a conflict.
 * Answers the stored row, or undefined when the version did not match.
 */
export async function saveStep(db: Db, userId: number, module: string, step: string, data: unknown, expectedVersion?: number): Promise<StoredStep | undefined> {
  const s = statements(db);
  const values = { user: userId, module, step, data };
  if (expectedVersion === undefined) return (await s.upsert.execute(values))[0];
  if (expectedVersion === 0) return (await s.insertNew.execute(values))[0];
  return (await s.compareAndSet.execute({ ...values, version: expectedVersion }))[0];
}

/** Marks the step completed (a reading step gets its row here), which unlocks the next one. */
export async function completeStep(db: Db, userId: number, module: string, step: string): Promise<StoredStep> {
  const [row] = await db
    .insert(stepData)
    .values({ user_id: userId, module_name: module, step_name: step, data: {}, status: 'completed', completed_at: new Date() })
    .onConflictDoUpdate({
      target: [stepData.user_id, stepData.module_name, stepData.step_name],
      set: { status: 'completed', completed_at: sql`now()`, updated_at: sql`now()` },
    })
    .returning();
  return row!;
}
