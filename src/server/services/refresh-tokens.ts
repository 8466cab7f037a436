import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { refreshTokens } from '../db/schema.js';

export const REFRESH_TTL_DAYS = 30;
/** Tabs refreshing at once present the token just rotated; within this window that is no theft. */
export const CONCURRENT_GRACE_MS = 10_000;

const hash = (raw: string) => crypto.createHash('sha256').update(raw).digest('hex');
const newRaw = () => crypto.randomBytes(32).toString('base64url');

/**
 * Starts a new token family (a sign-in) or continues one (a rotation), for the account's session epoch as the
 * family began; returns the raw token.
 */
export async function issueRefreshToken(db: Db, userId: number, sessionEpoch: number, familyId: string = crypto.randomUUID()) {
  const raw = newRaw();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      user_id: userId,
      family_id: familyId,
      session_epoch: sessionEpoch,
      token_hash: hash(raw),
      expires_at: new Date(Date.now() + REFRESH_TTL_DAYS * 86_400_000),
    })
    .returning({ id: refreshTokens.id });
  return { raw, id: row!.id };
}

export type Rotation =
  | {
      ok: true;
      userId: number;
      sessionEpoch: number /** undefined: a concurrent refresh, keep the cookie the other tab got */;
      raw?: string;
    }
  | { ok: false };

/**
 * Rotates a presented refresh token. The current token is exchanged once (atomically, so two
 * racing requests cannot both rotate it); the immediately previous one, within the grace window,
 * only earns an access token; anything older revokes the whole family.
 */
export async function rotateRefreshToken(db: Db, raw: string): Promise<Rotation> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hash(raw)));
  if (!row || row.revoked_at || row.expires_at.getTime() < Date.now()) return { ok: false };

  const claimed = await db
    .update(refreshTokens)
    .set({ rotated_at: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotated_at)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 1) {
    const next = await issueRefreshToken(db, row.user_id, row.session_epoch, row.family_id);
    await db.update(refreshTokens).set({ replaced_by_id: next.id }).where(eq(refreshTokens.id, row.id));
    return { ok: true, userId: row.user_id, sessionEpoch: row.session_epoch, raw: next.raw };
  }

  const [fresh] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
  const successor = fresh?.replaced_by_id
    ? (await db.select().from(refreshTokens).where(eq(refreshTokens.id, fresh.replaced_by_id)))[0]
    : undefined;
  const isPrevious = successor && !successor.rotated_at && !successor.revoked_at;
  const recent = fresh?.rotated_at && Date.now() - fresh.rotated_at.getTime() <= CONCURRENT_GRACE_MS;
  // A racing request may land between the claim and the link to its successor: also concurrent.
  const linking = fresh?.rotated_at && !fresh.replaced_by_id && recent;
  if ((isPrevious && recent) || linking) return { ok: true, userId: row.user_id, sessionEpoch: row.session_epoch };
  await revokeFamily(db, row.family_id);
  return { ok: false };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** Logout: revokes the family of the presented token, if it is one of ours. */
export async function revokeByRaw(db: Db, raw: string): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hash(raw)));
  if (row) await revokeFamily(db, row.family_id);
}

export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}
