import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { stepData } from '../db/schema.js';

export type StoredStep = typeof stepData.$inferSelect;

const key = (userId: number, module: string, step: string) =>
  and(eq(stepData.user_id, userId), eq(stepData.module_name, module), eq(stepData.step_name, step));

const prepare = (db: Db) =>
  db
    .select()
    .from(stepData)
    .where(and(eq(stepData.user_id, sql.placeholder('user')), eq(stepData.module_name, sql.placeholder('module')), eq(stepData.step_name, sql.placeholder('step'))))
    .prepare('load_step');
// Prepared once per database: PostgreSQL plans it once per connection, and no request builds it again.
const loaders = new WeakMap<Db, ReturnType<typeof prepare>>();

export async function loadStep(db: Db, userId: number, module: string, step: string): Promise<StoredStep | undefined> {
  let load = loaders.get(db);
  if (!load) loaders.set(db, (load = prepare(db)));
  const [row] = await load.execute({ user: userId, module, step });
  return row;
}

/**
 * Stores a draft. With `expectedVersion` the write happens only if the stored version is still
 * that one (an atomic compare-and-set), so a stale tab cannot overwrite newer work.
 * Answers the stored row, or undefined when the version did not match.
 */
export async function saveStep(db: Db, userId: number, module: string, step: string, data: unknown, expectedVersion?: number): Promise<StoredStep | undefined> {
  if (expectedVersion === undefined) {
    const [row] = await db
      .insert(stepData)
      .values({ user_id: userId, module_name: module, step_name: step, data })
      .onConflictDoUpdate({
        target: [stepData.user_id, stepData.module_name, stepData.step_name],
        set: { data, version: sql`${stepData.version} + 1`, updated_at: sql`now()` },
      })
      .returning();
    return row;
  }
  if (expectedVersion === 0) {
    // Version 0 is "nothing stored yet": a row another tab created meanwhile is a conflict.
    const [row] = await db.insert(stepData).values({ user_id: userId, module_name: module, step_name: step, data }).onConflictDoNothing().returning();
    return row;
  }
  const [row] = await db
    .update(stepData)
    .set({ data, version: sql`${stepData.version} + 1`, updated_at: sql`now()` })
    .where(and(key(userId, module, step), eq(stepData.version, expectedVersion)))
    .returning();
  return row;
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
