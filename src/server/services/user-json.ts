import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, profiles, type users } from '../db/schema.js';
import { userProgress } from './user-progress.js';

type UserRow = typeof users.$inferSelect;

/**
 * The user as the API presents it (spec: User), with the company, the profile and the module
 * list the client keeps (module_name, locked_by_prerequisites). Never the password hash.
 */
export async function userJson(app: FastifyInstance, user: UserRow) {
  const [company] = user.company_id ? await app.db.select().from(companies).where(eq(companies.id, user.company_id)) : [];
  const [profile] = await app.db.select().from(profiles).where(eq(profiles.user_id, user.id));
  const progress = user.role === 'admin' ? undefined : await userProgress(app, user.id);
  const { user_id: _userId, ...profileFields } = profile ?? { user_id: 0 };
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    is_active: user.is_active,
    first_login_completed: user.first_login_completed,
    osloveni: user.osloveni,
    company_id: user.company_id,
    company: company ?? null,
    profile: profile ? profileFields : null,
    last_activity: user.last_activity,
    created_at: user.created_at,
    variant_name: progress?.variant?.variant_name ?? null,
    modules: (progress?.modules ?? []).map((m) => ({ module_name: m.module_name, locked_by_prerequisites: m.locked_by_prerequisites })),
  };
}
