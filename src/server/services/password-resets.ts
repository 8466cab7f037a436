import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { passwordResets, users } from '../db/schema.js';

export const RESET_VALID_MINUTES = 30;

const hash = (raw: string) => crypto.createHash('sha256').update(raw).digest('hex');

/** A new reset link's token for the account, valid RESET_VALID_MINUTES; only its hash is stored. */
export async function issueReset(db: Db, userId: number): Promise<string> {
  const raw = crypto.randomBytes(32).toString('base64url');
  await db
    .insert(passwordResets)
    .values({ user_id: userId, token_hash: hash(raw), expires_at: new Date(Date.now() + RESET_VALID_MINUTES * 60_000) });
  return raw;
}

/** The account a live token (unused, unexpired) belongs to, with whether it is active. */
export async function resetOwner(db: Db, raw: string): Promise<{ id: number; email: string; is_active: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, is_active: users.is_active })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.user_id))
    .where(and(eq(passwordResets.token_hash, hash(raw)), isNull(passwordResets.used_at), gt(passwordResets.expires_at, new Date())));
  return row;
}

/**
 * Uses the token up, with every other unused link of its account (one new password answers them all); false when
 * a concurrent request used it first or it expired meanwhile.
 */
export async function useReset(db: Db, raw: string, userId: number): Promise<boolean> {
  const now = new Date();
  const used = await db
    .update(passwordResets)
    .set({ used_at: now })
    .where(and(eq(passwordResets.token_hash, hash(raw)), isNull(passwordResets.used_at), gt(passwordResets.expires_at, now)))
    .returning({ id: passwordResets.id });
  if (used.length !== 1) return false;
  await db
    .update(passwordResets)
    .set({ used_at: now })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
  return true;
}
