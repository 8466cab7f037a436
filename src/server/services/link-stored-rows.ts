import type { FastifyInstance } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { keptAfter } from '../../engine/derivations/index.js';
import { realIds } from '../../engine/steps/index.js';
import { appSettings, stepData } from '../db/schema.js';
import { storeKept } from './kept-rows.js';
import type { StepData } from '../routes/steps/pipeline.js';

/** app_settings key recording that the data of the release before stable ids has been linked. */
export const LINKED_KEY = 'data:stable_ids_linked';

/**
 * Once per database, at start: data stored before rows carried their sources' ids (role_id,
 * value_id, team_member_id) is linked by the names it holds today, step by step in the variants'
 * order (a step's sources first): lists of rules.ids get ids, derived rows get their sources' ids,
 * rows that no source lists any more are kept beside the step (KeptRows). The data is written
 * without a new version, so a page open meanwhile saves without a conflict (and its save links
 * the same way). Answers how many step rows it changed.
 */
export async function linkStoredRows(app: FastifyInstance, steps: ReadonlyMap<string, StepData>): Promise<number> {
  const [done] = await app.db.select().from(appSettings).where(eq(appSettings.key, LINKED_KEY));
  if (done) return 0;
  const linking = [...steps.values()].filter((s) => s.def?.rules.ids?.length || s.def?.rules.derive?.length);
  let changed = 0;
  if (linking.length) {
    const users = await app.db
      .selectDistinct({ user_id: stepData.user_id })
      .from(stepData)
      .where(or(...linking.map((s) => and(eq(stepData.module_name, s.module), eq(stepData.step_name, s.step)))));
    for (const { user_id: userId } of users) {
      for (const step of linking) changed += await linkStep(app, userId, step);
    }
  }
  await app.db.insert(appSettings).values({ key: LINKED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  return changed;
}

async function linkStep(app: FastifyInstance, userId: number, step: StepData): Promise<number> {
  const row = await step.stored(userId);
  if (!row || typeof row.data !== 'object' || row.data === null || Array.isArray(row.data)) return 0;
  const kept = await step.kept(userId);
  const withIds = realIds(row.data as Record<string, unknown>, row.data, step.def?.rules.ids, kept.highest);
  const data = await step.derived(userId, withIds, kept);
  await storeKept(
    app,
    userId,
    step.module,
    step.step,
    keptAfter(step.def?.rules.derive, step.def?.rules.ids, [row.data], data, kept),
    kept,
  );
  if (JSON.stringify(data) === JSON.stringify(row.data)) return 0;
  const written = await app.db
    .update(stepData)
    .set({ data })
    .where(
      and(
        eq(stepData.user_id, userId),
        eq(stepData.module_name, step.module),
        eq(stepData.step_name, step.step),
        eq(stepData.version, row.version),
      ),
    )
    .returning({ version: stepData.version });
  return written.length;
}
