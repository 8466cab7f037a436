import type { FastifyInstance } from 'fastify';
import { profiles, type users } from '../db/schema.js';
import type { Db } from '../db/open.js';
import { userJson } from './user-json.js';

type UserRow = typeof users.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'user_id'>;

/** The user as the admin API presents it: userJson plus the admin-selectable modules granted. */
export async function adminUserJson(app: FastifyInstance, user: UserRow) {
  return { ...(await userJson(app, user)), granted_modules: user.modules };
}

/** Creates or replaces the user's profile. */
export async function saveProfile(db: Db, userId: number, values: ProfileValues): Promise<void> {
  await db
    .insert(profiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.user_id, set: values });
}
