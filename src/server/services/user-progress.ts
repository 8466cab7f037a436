import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { stepData, users } from '../db/schema.js';
import {
  variantView,
  type CompletedSteps,
  type CompletionDates,
  type ModuleView,
  type ReopenedSteps,
  type VariantDef,
} from '../../engine/variants/index.js';
import { currentAssignment } from './variant-assignments.js';

export interface UserProgress {
  variant?: VariantDef;
  modules: ModuleView[];
  completed: CompletedSteps;
  /** When the assignment in force expires (the view changes then without any write). */
  expiresAt?: Date;
}

/**
 * The user's stored steps by status: completed ones (with when they were completed), ones with
 * saved work not yet completed, and why reopened ones were reopened.
 */
export async function storedSteps(
  app: FastifyInstance,
  userId: number,
): Promise<{ completed: CompletedSteps; started: CompletedSteps; completedAt: CompletionDates; reopened: ReopenedSteps }> {
  const rows = await app.db
    .select({
      module_name: stepData.module_name,
      step_name: stepData.step_name,
      status: stepData.status,
      completed_at: stepData.completed_at,
      reopened_by: stepData.reopened_by,
      reopened_at: stepData.reopened_at,
    })
    .from(stepData)
    .where(eq(stepData.user_id, userId));
  const completed = new Map<string, Set<string>>();
  const started = new Map<string, Set<string>>();
  const completedAt = new Map<string, Map<string, string>>();
  const reopened = new Map<string, { by: string; at: string }>();
  for (const r of rows) {
    if (r.status !== 'completed' && r.reopened_by)
      reopened.set(`${r.module_name}/${r.step_name}`, { by: r.reopened_by, at: (r.reopened_at ?? new Date(0)).toISOString() });
    const map = r.status === 'completed' ? completed : started;
    if (!map.has(r.module_name)) map.set(r.module_name, new Set());
    map.get(r.module_name)!.add(r.step_name);
    if (r.status === 'completed' && r.completed_at) {
      if (!completedAt.has(r.module_name)) completedAt.set(r.module_name, new Map());
      completedAt.get(r.module_name)!.set(r.step_name, r.completed_at.toISOString());
    }
  }
  return { completed, started, completedAt, reopened };
}

/** The user's variant (if any in force) and every module they see, with statuses and progress. */
export async function userProgress(app: FastifyInstance, userId: number): Promise<UserProgress> {
  const assignment = await currentAssignment(app.db, userId);
  const variant = assignment && app.catalog.variant(assignment.variant_name);
  const { completed, started, completedAt, reopened } = await storedSteps(app, userId);
  if (!variant) return { modules: [], completed };
  const [user] = await app.db.select({ modules: users.modules }).from(users).where(eq(users.id, userId));
  return {
    variant,
    completed,
    modules: variantView(variant, user?.modules ?? [], completed, started, completedAt, reopened),
    expiresAt: assignment.expiry_date,
  };
}
