import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { signInPasses } from '../db/schema.js';

export const PASS_VALID_MINUTES = 30;
/** Wrong secrets a pass survives: enough for typos, too few to make a stolen link a way to guess. */
export const PASS_MAX_FAILURES = 5;

const hash = (raw: string) => crypto.createHash('sha256').update(raw).digest('hex');

/** A new pass for the account, valid PASS_VALID_MINUTES; returns the raw token that goes into the e-mailed link. */
export async function issuePass(db: Db, userId: number): Promise<string> {
  const raw = crypto.randomBytes(32).toString('base64url');
  await db
    .insert(signInPasses)
    .values({ user_id: userId, token_hash: hash(raw), expires_at: new Date(Date.now() + PASS_VALID_MINUTES * 60_000) });
  return raw;
}

/** The id of the account's live pass with this token (unused, unexpired, not worn out by wrong secrets). */
export async function livePass(db: Db, raw: string, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: signInPasses.id })
    .from(signInPasses)
    .where(
      and(
        eq(signInPasses.token_hash, hash(raw)),
        eq(signInPasses.user_id, userId),
        isNull(signInPasses.used_at),
        gt(signInPasses.expires_at, new Date()),
        lt(signInPasses.failures, PASS_MAX_FAILURES),
      ),
    );
  return row?.id;
}

/** A wrong secret came with the pass. */
export async function passFailed(db: Db, id: number): Promise<void> {
  await db
    .update(signInPasses)
    .set({ failures: sql`${signInPasses.failures} + 1` })
    .where(eq(signInPasses.id, id));
}

/** Uses the pass up; false when a concurrent sign-in used it first. */
export async function usePass(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(signInPasses)
    .set({ used_at: new Date() })
    .where(and(eq(signInPasses.id, id), isNull(signInPasses.used_at)))
    .returning({ id: signInPasses.id });
  return used.length === 1;
}
