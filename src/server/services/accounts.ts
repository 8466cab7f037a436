import type { Db } from '../db/open.js';
import { companies, profiles, stepData, users } from '../db/schema.js';
import { hashSecret } from './passwords.js';
import { issueOnboardingCode } from './onboarding-codes.js';
import { assignVariant } from './variant-assignments.js';

/** Everything needed to create a member account in one go (demo data, test fixtures). */
export interface AccountSpec {
  email: string;
  role?: 'user' | 'author' | 'admin';
  /** Signs in with this password; otherwise with `code` on a first login. */
  password?: string;
  code?: string;
  active?: boolean;
  firstLoginCompleted?: boolean;
  osloveni?: string;
  name?: string;
  companyId?: number;
  variant?: string;
  /** Admin-selectable modules granted (people, process, sales). */
  modules?: string[];
  /** [module_name, step_name] pairs stored as completed. */
  completedSteps?: Array<[string, string]>;
}

export async function createCompany(db: Db, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

/** Creates the user, profile, code, variant assignment and completed steps of the spec. */
export async function createAccount(db: Db, spec: AccountSpec) {
  const [user] = await db
    .insert(users)
    .values({
      email: spec.email.toLowerCase(),
      role: spec.role ?? 'user',
      password_hash: spec.password ? await hashSecret(spec.password) : null,
      is_active: spec.active ?? true,
      first_login_completed: spec.firstLoginCompleted ?? Boolean(spec.password),
      osloveni: spec.osloveni ?? null,
      company_id: spec.companyId ?? null,
      modules: spec.modules ?? [],
    })
    .returning();
  await db.insert(profiles).values({ user_id: user!.id, name: spec.name ?? null });
  if (spec.code) await issueOnboardingCode(db, user!.id, spec.code);
  if (spec.variant) await assignVariant(db, user!.id, spec.variant);
  for (const [module_name, step_name] of spec.completedSteps ?? []) {
    await db
      .insert(stepData)
      .values({ user_id: user!.id, module_name, step_name, data: {}, status: 'completed', completed_at: new Date() });
  }
  return user!;
}
