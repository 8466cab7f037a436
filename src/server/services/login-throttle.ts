import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { loginThrottle } from '../db/schema.js';

/** Failures counted within this window… */
const WINDOW_MINUTES = 15;
/** …lock the key for this long once a limit is reached. */
const LOCK_MINUTES = 15;

/**
 * 5 failures for one account from one address lock that account from that address; 20 from one address, whatever
 * the accounts, lock the address. Per pair rather than per account, so nobody elsewhere can lock a member (or the
 * administrator) out by guessing wrong on purpose.
 */
export const LIMITS = { pair: 5, address: 20 } as const;

/** One sign-in attempt: the e-mail (normalised) it names and the address it comes from. */
export interface Attempt {
  email: string;
  ip: string;
}

const keys = (a: Attempt) => ({ pair: `pair:${a.email.toLowerCase()}|${a.ip}`, address: `ip:${a.ip}` });

/** A failure this attempt counted before its secret was compared: `failures` is the key's count with it. */
interface Counted {
  key: string;
  limit: number;
  failures: number;
  window_start: Date;
}

export interface Claim {
  attempt: Attempt;
  /** Minutes until this attempt may be checked at all; 0: check it. */
  refusedFor: number;
  /** Minutes left of the address's lock, 0 when none: an attempt it lets through and that fails is refused too (429). */
  addressLockedFor: number;
  /** Kept when the secret is wrong, given back when it is right. */
  counted: Counted[];
}

const minutesLeft = (until: Date | null | undefined, now: Date) => {
  const ms = (until?.getTime() ?? 0) - now.getTime();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
};

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** Times come from the server's clock, not the database's, so that a test can move it. */
const asTime = (date: Date) => sql.param(date, loginThrottle.window_start);

/**
 * Counts one failure for `key` up front. Unless `always`, only while the key is neither locked nor at its limit
 * (undefined otherwise): one statement, so tries arriving at once cannot all find room.
 */
async function count(db: Db, key: string, limit: number, now: Date, always = false): Promise<Counted | undefined> {
  const stale = lt(loginThrottle.window_start, minutesAfter(now, -WINDOW_MINUTES));
  const room = and(or(isNull(loginThrottle.locked_until), lte(loginThrottle.locked_until, now)), or(stale, lt(loginThrottle.failures, limit)));
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, window_start: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        window_start: sql`CASE WHEN ${stale} THEN ${asTime(now)} ELSE ${loginThrottle.window_start} END`,
      },
      ...(always ? {} : { setWhere: room }),
    })
    .returning({ failures: loginThrottle.failures, window_start: loginThrottle.window_start });
  return row && { key, limit, ...row };
}

/** Takes back counts, unless their window has started again since (a lock or an expiry reset it). */
async function giveBack(db: Db, counted: Counted[]): Promise<void> {
  for (const c of counted) {
    await db
      .update(loginThrottle)
      .set({ failures: sql`${loginThrottle.failures} - 1` })
      .where(and(eq(loginThrottle.key, c.key), eq(loginThrottle.window_start, c.window_start), gte(loginThrottle.failures, 1)));
  }
}

/**
 * Claims the right to compare this attempt's secret, counting it as a failure of its pair (unless `addressOnly`: a
 * wrong onboarding code, which counts its own wrong tries and dies after 5) and of its address before the comparison.
 * A locked pair refuses everything. A locked address refuses unknown accounts and accounts with failures of their own
 * from it, but still checks the secret of a known account that has none: one right password is never refused because
 * others guessed wrong from a shared address (an office, or every user when a proxy is not trusted). In the database,
 * so every server process shares the counts.
 */
export async function claimAttempt(db: Db, attempt: Attempt, accountKnown: boolean, addressOnly = false): Promise<Claim> {
  const now = new Date();
  const k = keys(attempt);
  const refused = async (minutes: number, counted: Counted[] = []): Promise<Claim> => {
    await giveBack(db, counted);
    return { attempt, refusedFor: minutes, addressLockedFor: 0, counted: [] };
  };
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, [k.pair, k.address]));
  const seenPair = rows.find((r) => r.key === k.pair);
  const seenAddressLock = minutesLeft(rows.find((r) => r.key === k.address)?.locked_until, now);
  const pairLockedFor = minutesLeft(seenPair?.locked_until, now);
  if (pairLockedFor) return refused(pairLockedFor);

  let ownFailures = !!seenPair && seenPair.failures > 0 && seenPair.window_start > minutesAfter(now, -WINDOW_MINUTES);
  const counted: Counted[] = [];
  if (!addressOnly) {
    const pair = await count(db, k.pair, LIMITS.pair, now);
    // Locked since the read, or as many tries as the limit allows are being compared or have failed.
    if (!pair) return refused(LOCK_MINUTES);
    ownFailures = pair.failures > 1;
    counted.push(pair);
  }
  const address = seenAddressLock ? undefined : await count(db, k.address, LIMITS.address, now);
  if (address) return { attempt, refusedFor: 0, addressLockedFor: 0, counted: [...counted, address] };
  const addressLockedFor = seenAddressLock || LOCK_MINUTES;
  if (!accountKnown || ownFailures) return refused(addressLockedFor, counted);
  // Checked all the same; a wrong one counts there too, and 20 more lock the address again.
  return { attempt, refusedFor: 0, addressLockedFor, counted: [...counted, (await count(db, k.address, LIMITS.address, now, true))!] };
}

/** The secret was wrong: its counts stay, and a key they brought to its limit is locked. */
export async function recordFailure(db: Db, claim: Claim): Promise<void> {
  const now = new Date();
  for (const c of claim.counted.filter((c) => c.failures >= c.limit)) {
    await db
      .update(loginThrottle)
      .set({ locked_until: minutesAfter(now, LOCK_MINUTES), failures: 0, window_start: now })
      .where(and(eq(loginThrottle.key, c.key), gte(loginThrottle.failures, c.limit)));
  }
}

/** The secret was right but the sign-in is refused for another reason (an inactive account): it was no failure. */
export const releaseClaim = (db: Db, claim: Claim): Promise<void> => giveBack(db, claim.counted);

/** A successful sign-in was no failure, and forgets the failures of its account from its address. */
export async function clearFailures(db: Db, claim: Claim): Promise<void> {
  const pairKey = keys(claim.attempt).pair;
  await giveBack(db, claim.counted.filter((c) => c.key !== pairKey));
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey));
}
