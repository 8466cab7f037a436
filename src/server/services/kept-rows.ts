import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { stepKept } from '../db/schema.js';
import { NOTHING_KEPT, type KeptRows } from '../../engine/derivations/index.js';

const keyOf = (userId: number, module: string, step: string) =>
  and(eq(stepKept.user_id, userId), eq(stepKept.module_name, module), eq(stepKept.step_name, step));

/** What is kept beside a member's step (engine KeptRows); nothing while nothing ever left. */
export async function loadKept(app: FastifyInstance, userId: number, module: string, step: string): Promise<KeptRows> {
  const [row] = await app.db
    .select({ rows: stepKept.rows, highest: stepKept.highest })
    .from(stepKept)
    .where(keyOf(userId, module, step));
  return row ? { rows: row.rows as KeptRows['rows'], highest: row.highest as KeptRows['highest'] } : NOTHING_KEPT;
}

/** Stores what is kept now, when it differs from what was (`was`). */
export async function storeKept(
  app: FastifyInstance,
  userId: number,
  module: string,
  step: string,
  kept: KeptRows,
  was: KeptRows,
): Promise<void> {
  if (JSON.stringify(kept) === JSON.stringify(was)) return;
  await app.db
    .insert(stepKept)
    .values({ user_id: userId, module_name: module, step_name: step, rows: kept.rows, highest: kept.highest })
    .onConflictDoUpdate({
      target: [stepKept.user_id, stepKept.module_name, stepKept.step_name],
      set: { rows: kept.rows, highest: kept.highest, updated_at: sql`now()` },
    });
}
