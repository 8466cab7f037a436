import crypto from 'node:crypto';
import { and, desc, eq, gt, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { companies, generatedDecks, profiles, users } from '../db/schema.js';

/** How long a generated deck can be downloaded; a member downloads it right after generating. */
export const DECK_TTL_MS = 60 * 60 * 1000;
/** Decks kept per member (the newest): a member generating again and again fills nothing. */
const KEPT_PER_USER = 3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Stores a generated deck for its owner; drops expired decks and the owner's older ones. Answers its id. */
export async function storeDeck(db: Db, userId: number, fileName: string, content: Buffer, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  await db.delete(generatedDecks).where(lte(generatedDecks.expires_at, now));
  await db
    .insert(generatedDecks)
    .values({ id, user_id: userId, file_name: fileName, content, created_at: now, expires_at: new Date(now.getTime() + DECK_TTL_MS) });
  const kept = await db
    .select({ id: generatedDecks.id })
    .from(generatedDecks)
    .where(eq(generatedDecks.user_id, userId))
    .orderBy(desc(generatedDecks.created_at))
    .limit(KEPT_PER_USER);
  await db.delete(generatedDecks).where(
    and(
      eq(generatedDecks.user_id, userId),
      notInArray(
        generatedDecks.id,
        kept.map((k) => k.id),
      ),
    ),
  );
  return id;
}

/** A deck that has not expired, by id (anything that is not a UUID names none). */
export async function findDeck(db: Db, id: string, now = new Date()) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(generatedDecks)
    .where(and(eq(generatedDecks.id, id), gt(generatedDecks.expires_at, now)));
  return row;
}

/** What the title slide calls the team: the member's company, else their name, else their e-mail. */
export async function teamName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ email: users.email, company: companies.name, name: profiles.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.id, userId));
  return [row?.company, row?.name, row?.email].find((v) => typeof v === 'string' && v.trim() !== '')?.trim() ?? '';
}
