import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, or } from 'drizzle-orm';
import { stepData } from '../db/schema.js';
import {
  dependencyGraph,
  moduleOfKey,
  readsChanged,
  stepOfKey,
  stepsToReopen,
  type SchemaCheck,
  type StepKey,
} from '../../engine/steps/index.js';
import type { VariantDef } from '../../engine/variants/index.js';
import { noteReopened } from './step-undo.js';

/**
 * Reopens, for one member, the completed steps that must be completed again once `seeds` must
 * (engine stepsToReopen: the seeds, every step downstream of them in the variant's dependency
 * graph, in any module, and the later steps of each reopened step's module). Their data is kept;
 * each records `changed` ("<module>/<step>") and the time as why it was reopened, and the last
 * change of `changed` can complete them again (its undo). Answers the steps it reopened, in the
 * variant's order.
 */
export async function reopenSteps(
  app: FastifyInstance,
  userId: number,
  variant: VariantDef,
  changed: StepKey,
  seeds: readonly StepKey[],
): Promise<StepKey[]> {
  if (!seeds.length) return [];
  // Every variant of the catalog has its graph; one without still reopens the seeds and the steps after them.
  const graph = app.dependencies.get(variant.variant_name) ?? dependencyGraph([variant], () => undefined);
  const keys = stepsToReopen(graph, variant, changed, seeds);
  if (!keys.length) return [];
  const byModule = new Map<string, string[]>();
  for (const k of keys) byModule.set(moduleOfKey(k), [...(byModule.get(moduleOfKey(k)) ?? []), stepOfKey(k)]);
  const completed = and(
    eq(stepData.user_id, userId),
    eq(stepData.status, 'completed'),
    or(...[...byModule].map(([module, steps]) => and(eq(stepData.module_name, module), inArray(stepData.step_name, steps)))),
  );
  // Their completion dates, for the change's undo to complete them again as they were.
  const dates = await app.db
    .select({ module_name: stepData.module_name, step_name: stepData.step_name, completed_at: stepData.completed_at })
    .from(stepData)
    .where(completed);
  const rows = await app.db
    .update(stepData)
    .set({ status: 'in_progress', completed_at: null, reopened_by: changed, reopened_at: new Date() })
    .where(completed)
    .returning({ module_name: stepData.module_name, step_name: stepData.step_name });
  const reopened = new Set(rows.map((r) => `${r.module_name}/${r.step_name}`));
  const done = keys.filter((k) => reopened.has(k));
  const dateOf = new Map(dates.map((d) => [`${d.module_name}/${d.step_name}`, d.completed_at?.toISOString() ?? null]));
  await noteReopened(
    app,
    userId,
    changed,
    done.map((step) => ({ step, completed_at: dateOf.get(step) ?? null })),
  );
  return done;
}

/**
 * The steps of other modules that build on `changed` and read something this save changed
 * (the spec's reset of later steps of the same module stays the browser's call,
 * POST /api/<module>/reset-dependent-steps, with its message). Empty when no other module builds on it.
 */
export function otherModulesReading(app: FastifyInstance, variant: VariantDef, changed: StepKey) {
  const edges =
    app.dependencies
      .get(variant.variant_name)
      ?.dependents(changed)
      .filter((e) => moduleOfKey(e.to) !== moduleOfKey(changed)) ?? [];
  return {
    any: edges.length > 0,
    changedBy: (before: unknown, after: unknown, check: SchemaCheck) => [
      ...new Set(edges.filter((e) => readsChanged(e.reads, before, after, check)).map((e) => e.to)),
    ],
  };
}
