import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { onboardingCodes } from '../db/schema.js';
import { hashSecret, verifySecret } from './passwords.js';

export const CODE_VALID_DAYS = 14;

export const generateCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** Stores a (given or new) 6-digit code for the user, replacing any unused one; returns the code. */
export async function issueOnboardingCode(db: Db, userId: number, code = generateCode()): Promise<string> {
  if (!/^\d{6}$/.test(code)) throw new Error('An onboarding code is 6 digits');
  await storeCodeHash(db, userId, await hashSecret(code));
  return code;
}

/** Stores a code hashed beforehand, replacing any unused one: a batch hashes its codes outside its transactions (a hash takes tens of ms). */
export async function storeCodeHash(db: Db, userId: number, code_hash: string): Promise<void> {
  await db.delete(onboardingCodes).where(and(eq(onboardingCodes.user_id, userId), isNull(onboardingCodes.used_at)));
  await db.insert(onboardingCodes).values({
    user_id: userId,
    code_hash,
    expires_at: new Date(Date.now() + CODE_VALID_DAYS * 86_400_000),
  });
}

export type CodeCheck = { ok: true; codeId: number } | { ok: false; reason: 'wrong' | 'expired' };

/**
 * Checks a code against the account's current one, with one hash comparison whatever the case, so that neither the
 * answer nor its time tells whether an address has a pending code: no account, no code and a wrong code are all
 * 'wrong'. Only the right code of an expired one is 'expired', which tells nothing its holder does not know. Wrong
 * tries are limited by the sign-in throttle, which falls on the guesser (services/login-throttle.ts); the code itself
 * never dies of them, so nobody can kill a new member's code by guessing wrong on purpose.
 */
export async function checkOnboardingCode(db: Db, userId: number | undefined, code: string, dummyHash: string): Promise<CodeCheck> {
  const [row] = userId
    ? await db
        .select()
        .from(onboardingCodes)
        .where(and(eq(onboardingCodes.user_id, userId), isNull(onboardingCodes.used_at)))
        .orderBy(desc(onboardingCodes.id))
        .limit(1)
    : [];
  const right = await verifySecret(row?.code_hash ?? dummyHash, code);
  if (!row || !right) return { ok: false, reason: 'wrong' };
  if (row.expires_at.getTime() < Date.now()) return { ok: false, reason: 'expired' };
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
