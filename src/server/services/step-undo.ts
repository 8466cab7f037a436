import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { stepData, stepUndo } from '../db/schema.js';
import { moduleOfKey, stepOfKey, type StepKey } from '../../engine/steps/index.js';

/** A change can be taken back this long after it was saved (the page offers it for 15 s). */
export const UNDO_WINDOW_MS = 60_000;

/** A step a change reopened, with the date it had been completed on. */
export interface ReopenedStep {
  step: StepKey;
  completed_at: string | null;
}

const keyOf = (userId: number, module: string, step: string) =>
  and(eq(stepUndo.user_id, userId), eq(stepUndo.module_name, module), eq(stepUndo.step_name, step));

/** A save of a step whose changes reopen others: the data before it can be restored while the step is at `version`. */
export async function recordUndo(
  app: FastifyInstance,
  userId: number,
  module: string,
  step: string,
  version: number,
  before: unknown,
): Promise<void> {
  await app.db
    .insert(stepUndo)
    .values({ user_id: userId, module_name: module, step_name: step, version, data: before, reopened: [] })
    .onConflictDoUpdate({
      target: [stepUndo.user_id, stepUndo.module_name, stepUndo.step_name],
      set: { version, data: before, reopened: [], created_at: sql`now()` },
    });
}

/** The steps the last change of `changed` reopened join what its undo completes again (while the step is still at that change's version). */
export async function noteReopened(app: FastifyInstance, userId: number, changed: StepKey, steps: readonly ReopenedStep[]): Promise<void> {
  if (!steps.length) return;
  const module = moduleOfKey(changed);
  const step = stepOfKey(changed);
  const current = app.db
    .select({ version: stepData.version })
    .from(stepData)
    .where(and(eq(stepData.user_id, userId), eq(stepData.module_name, module), eq(stepData.step_name, step)));
  await app.db
    .update(stepUndo)
    .set({ reopened: sql`${stepUndo.reopened} || ${JSON.stringify(steps)}::jsonb` })
    .where(and(keyOf(userId, module, step), eq(stepUndo.version, sql`(${current})`)));
}

/**
 * Takes back the last change of a step: the data before it is saved as a new version (only while
 * the step is still at `version`, the one the change made, and within UNDO_WINDOW_MS), and the
 * steps the change reopened are completed again with their dates, unless completed or reopened
 * by something else since. Answers the new row and the steps completed again, or undefined when
 * the change can no longer be taken back.
 */
export async function undoChange(app: FastifyInstance, userId: number, module: string, step: string, version: number) {
  const [record] = await app.db
    .select()
    .from(stepUndo)
    .where(keyOf(userId, module, step));
  if (!record || record.version !== version || Date.now() - record.created_at.getTime() > UNDO_WINDOW_MS) return undefined;
  const row = await app.stepStore.save(userId, module, step, record.data, version);
  if (!row) return undefined;
  await app.db.delete(stepUndo).where(keyOf(userId, module, step));
  const changed = `${module}/${step}`;
  const restored: StepKey[] = [];
  for (const r of record.reopened as ReopenedStep[]) {
    const back = await app.db
      .update(stepData)
      .set({
        status: 'completed',
        completed_at: r.completed_at ? new Date(r.completed_at) : sql`now()`,
        reopened_by: null,
        reopened_at: null,
      })
      .where(
        and(
          eq(stepData.user_id, userId),
          eq(stepData.module_name, moduleOfKey(r.step)),
          eq(stepData.step_name, stepOfKey(r.step)),
          eq(stepData.status, 'in_progress'),
          eq(stepData.reopened_by, changed),
        ),
      )
      .returning({ module_name: stepData.module_name });
    if (back.length) restored.push(r.step);
  }
  return { row, restored };
}
