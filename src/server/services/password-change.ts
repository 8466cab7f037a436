import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { users } from '../db/schema.js';
import { revokeAllForUser } from './refresh-tokens.js';

/**
 * Stores a new password hash and ends every session the account had: its session_epoch moves on, so access tokens
 * signed before answer 401 on their next request (plugins/auth.ts), and its refresh tokens are revoked. access_version
 * moves with it, so no process keeps acting on the account as it remembered it (services/account-lookup.ts). The
 * caller starts the session of the one who changed it afterwards.
 */
export async function changePassword(db: Db, userId: number, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        session_epoch: sql`${users.session_epoch} + 1`,
        access_version: sql`${users.access_version} + 1`,
        last_activity: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    await revokeAllForUser(tx, userId);
    return user!;
  });
}
