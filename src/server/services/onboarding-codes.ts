import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { onboardingCodes } from '../db/schema.js';
import { hashSecret, verifySecret } from './passwords.js';

export const CODE_VALID_DAYS = 14;
export const CODE_MAX_FAILURES = 5;

export const generateCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** Stores a (given or new) 6-digit code for the user, replacing any unused one; returns the code. */
export async function issueOnboardingCode(db: Db, userId: number, code = generateCode()): Promise<string> {
  if (!/^\d{6}$/.test(code)) throw new Error('An onboarding code is 6 digits');
  const code_hash = await hashSecret(code);
  await db.delete(onboardingCodes).where(and(eq(onboardingCodes.user_id, userId), isNull(onboardingCodes.used_at)));
  await db.insert(onboardingCodes).values({
    user_id: userId,
    code_hash,
    expires_at: new Date(Date.now() + CODE_VALID_DAYS * 86_400_000),
  });
  return code;
}

export type CodeCheck = { ok: true; codeId: number } | { ok: false; reason: 'wrong' | 'expired' | 'blocked' };

/**
 * Checks the user's current code. A wrong try counts; after five wrong tries the code is dead,
 * so even the right code is refused from then on. Each try takes its count before the code is
 * compared (and gives it back when right): tries arriving at once cannot all read "no failures
 * yet", so at most five are ever compared.
 */
export async function checkOnboardingCode(db: Db, userId: number, code: string): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(onboardingCodes)
    .where(and(eq(onboardingCodes.user_id, userId), isNull(onboardingCodes.used_at)))
    .orderBy(desc(onboardingCodes.id))
    .limit(1);
  if (!row) return { ok: false, reason: 'wrong' };
  if (row.failed_attempts >= CODE_MAX_FAILURES) return { ok: false, reason: 'blocked' };
  if (row.expires_at.getTime() < Date.now()) return { ok: false, reason: 'expired' };
  const [counted] = await db
    .update(onboardingCodes)
    .set({ failed_attempts: sql`${onboardingCodes.failed_attempts} + 1` })
    .where(and(eq(onboardingCodes.id, row.id), lt(onboardingCodes.failed_attempts, CODE_MAX_FAILURES)))
    .returning({ id: onboardingCodes.id });
  if (!counted) return { ok: false, reason: 'blocked' };
  if (!(/^\d{6}$/.test(code) && (await verifySecret(row.code_hash, code)))) return { ok: false, reason: 'wrong' };
  await db
    .update(onboardingCodes)
    .set({ failed_attempts: sql`${onboardingCodes.failed_attempts} - 1` })
    .where(eq(onboardingCodes.id, row.id));
  return { ok: true, codeId: row.id };
}

/** Marks a checked code used; false when a concurrent request used it first. */
export async function consumeOnboardingCode(db: Db, codeId: number): Promise<boolean> {
  const used = await db
    .update(onboardingCodes)
    .set({ used_at: new Date() })
    .where(and(eq(onboardingCodes.id, codeId), isNull(onboardingCodes.used_at)))
    .returning({ id: onboardingCodes.id });
  return used.length === 1;
}
