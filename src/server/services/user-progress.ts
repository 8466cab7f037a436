import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { stepData, users } from '../db/schema.js';
import { variantView, type CompletedSteps, type CompletionDates, type ModuleView, type VariantDef } from '../../engine/variants/index.js';
import { currentAssignment } from './variant-assignments.js';

export interface UserProgress {
  variant?: VariantDef;
  modules: ModuleView[];
  completed: CompletedSteps;
  /** When the assignment in force expires (the view changes then without any write). */
  expiresAt?: Date;
}

/**
 * The user's stored steps by status: completed ones (with when they were completed), and ones
 * with saved work not yet completed.
 */
export async function storedSteps(app: FastifyInstance, userId: number): Promise<{ completed: CompletedSteps; started: CompletedSteps; completedAt: CompletionDates }> {
  const rows = await app.db
    .select({ module_name: stepData.module_name, step_name: stepData.step_name, status: stepData.status, completed_at: stepData.completed_at })
    .from(stepData)
    .where(eq(stepData.user_id, userId));
  const completed = new Map<string, Set<string>>();
  const started = new Map<string, Set<string>>();
  const completedAt = new Map<string, Map<string, string>>();
  for (const r of rows) {
    const map = r.status === 'completed' ? completed : started;
    if (!map.has(r.module_name)) map.set(r.module_name, new Set());
    map.get(r.module_name)!.add(r.step_name);
    if (r.status === 'completed' && r.completed_at) {
      if (!completedAt.has(r.module_name)) completedAt.set(r.module_name, new Map());
      completedAt.get(r.module_name)!.set(r.step_name, r.completed_at.toISOString());
    }
  }
  return { completed, started, completedAt };
}

/** The user's variant (if any in force) and every module they see, with statuses and progress. */
export async function userProgress(app: FastifyInstance, userId: number): Promise<UserProgress> {
  const assignment = await currentAssignment(app.db, userId);
  const variant = assignment && app.catalog.variant(assignment.variant_name);
  const { completed, started, completedAt } = await storedSteps(app, userId);
  if (!variant) return { modules: [], completed };
  const [user] = await app.db.select({ modules: users.modules }).from(users).where(eq(users.id, userId));
  return { variant, completed, modules: variantView(variant, user?.modules ?? [], completed, started, completedAt), expiresAt: assignment.expiry_date };
}
