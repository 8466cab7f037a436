import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { companies, profiles, stepData, users, variantAssignments } from '../db/schema.js';
import type { Db } from '../db/open.js';
import { isLockedByPrerequisites, memberProgress, visibleModules, type StoredStep } from '../../engine/variants/index.js';

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/** Every user with their company and profile: one statement. */
async function usersWithDetails(db: Db, ids?: number[]) {
  return db
    .select({ user: users, company: companies, profile: profiles })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(ids ? inArray(users.id, ids) : undefined)
    .orderBy(asc(users.id));
}

/** The variant in force of every user who has one (active, unexpired, the newest): one statement. */
async function variantsInForce(db: Db, ids?: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ user_id: variantAssignments.user_id, variant_name: variantAssignments.variant_name })
    .from(variantAssignments)
    .where(
      and(
        eq(variantAssignments.status, 'active'),
        gt(variantAssignments.expiry_date, new Date()),
        ids ? inArray(variantAssignments.user_id, ids) : undefined,
      ),
    )
    .orderBy(desc(variantAssignments.assigned_date), desc(variantAssignments.id));
  const out = new Map<number, string>();
  for (const r of rows) if (!out.has(r.user_id)) out.set(r.user_id, r.variant_name);
  return out;
}

/** Every user's step rows without their data: one statement. */
async function stepRows(db: Db, ids?: number[]): Promise<Map<number, StoredStep[]>> {
  const rows = await db
    .select({
      user_id: stepData.user_id,
      module_name: stepData.module_name,
      step_name: stepData.step_name,
      status: stepData.status,
      created_at: stepData.created_at,
      completed_at: stepData.completed_at,
    })
    .from(stepData)
    .where(ids ? inArray(stepData.user_id, ids) : undefined);
  const out = new Map<number, StoredStep[]>();
  for (const { user_id, ...row } of rows) {
    const list = out.get(user_id) ?? [];
    list.push(row);
    out.set(user_id, list);
  }
  return out;
}

export interface UserWithProgress {
  user: UserRow;
  company: CompanyRow | null;
  profile: ProfileRow | null;
  json: ReturnType<typeof userJsonOf>;
  progress: ReturnType<typeof memberProgress>;
}

/**
 * Users (all, or those of `ids`) with what the admin API shows of them and their progress, in
 * three statements whatever their number: the users list stays one round of queries with a
 * thousand members (docs/performance.md).
 */
export async function usersWithProgress(app: FastifyInstance, ids?: number[]): Promise<UserWithProgress[]> {
  const [rows, variants, steps] = await Promise.all([usersWithDetails(app.db, ids), variantsInForce(app.db, ids), stepRows(app.db, ids)]);
  return rows.map(({ user, company, profile }) => {
    // An administrator has no variant of their own (as GET /api/onboarding/me shows them).
    const variantName = user.role === 'admin' ? undefined : variants.get(user.id);
    const variant = variantName ? app.catalog.variant(variantName) : undefined;
    const rowsOfUser = steps.get(user.id) ?? [];
    return {
      user,
      company,
      profile,
      json: userJsonOf(user, company, profile, variant, rowsOfUser),
      progress: memberProgress(variant, user.modules, rowsOfUser),
    };
  });
}

type Variant = NonNullable<ReturnType<FastifyInstance['catalog']['variant']>>;

/** The user as services/user-json.ts presents them, from rows read for many users at once. */
function userJsonOf(
  user: UserRow,
  company: CompanyRow | null,
  profile: ProfileRow | null,
  variant: Variant | undefined,
  rows: StoredStep[],
) {
  const completed = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.status !== 'completed') continue;
    const set = completed.get(r.module_name) ?? new Set<string>();
    set.add(r.step_name);
    completed.set(r.module_name, set);
  }
  const { user_id: _userId, ...profileFields } = profile ?? { user_id: 0 };
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    is_active: user.is_active,
    first_login_completed: user.first_login_completed,
    osloveni: user.osloveni,
    company_id: user.company_id,
    company,
    profile: profile ? profileFields : null,
    last_activity: user.last_activity,
    created_at: user.created_at,
    variant_name: variant?.variant_name ?? null,
    modules: variant
      ? visibleModules(variant, user.modules).map((m) => ({
          module_name: m.module_name,
          locked_by_prerequisites: isLockedByPrerequisites(variant, m, completed),
        }))
      : [],
    granted_modules: user.modules,
  };
}
