import { eq, inArray, sql } from 'drizzle-orm';
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

export interface Throttle {
  /** Minutes until this attempt may be checked at all; 0: check it. */
  refusedFor: number;
  /** Minutes left of the address's lock, 0 when none: an attempt it lets through and that fails is refused too (429). */
  addressLockedFor: number;
}

const minutesLeft = (until: Date | null | undefined) => {
  const ms = (until?.getTime() ?? 0) - Date.now();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
};

/**
 * What the throttle lets through before the secret is checked. A locked pair refuses everything. A locked address
 * refuses unknown accounts and accounts with failures of their own from it, but still checks the secret of a known
 * account that has none: one right password is never refused because others guessed wrong from a shared address
 * (an office, or every user when a proxy is not trusted).
 */
export async function throttleFor(db: Db, attempt: Attempt, accountKnown: boolean): Promise<Throttle> {
  const k = keys(attempt);
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, [k.pair, k.address]));
  const pair = rows.find((r) => r.key === k.pair);
  const address = rows.find((r) => r.key === k.address);
  const addressLockedFor = minutesLeft(address?.locked_until);
  const pairFailed = !!pair && pair.failures > 0 && pair.window_start.getTime() > Date.now() - WINDOW_MINUTES * 60_000;
  const refusedFor = minutesLeft(pair?.locked_until) || (pairFailed || !accountKnown ? addressLockedFor : 0);
  return { refusedFor, addressLockedFor };
}

/**
 * Counts a failed attempt for its address and, unless `addressOnly` (a wrong onboarding code, which counts its own
 * wrong tries and dies after 5), for its pair; in the database, so every server process shares the counts.
 */
export async function recordFailure(db: Db, attempt: Attempt, addressOnly = false): Promise<void> {
  const k = keys(attempt);
  const counted: [string, number][] = [[k.address, LIMITS.address], ...(addressOnly ? [] : [[k.pair, LIMITS.pair] as [string, number]])];
  for (const [key, limit] of counted) {
    const stale = sql`${loginThrottle.window_start} < now() - make_interval(mins => ${WINDOW_MINUTES})`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
          window_start: sql`CASE WHEN ${stale} THEN now() ELSE ${loginThrottle.window_start} END`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    if (row && row.failures >= limit) {
      await db
        .update(loginThrottle)
        .set({ locked_until: sql`now() + make_interval(mins => ${LOCK_MINUTES})`, failures: 0, window_start: sql`now()` })
        .where(eq(loginThrottle.key, key));
    }
  }
}

/** A successful sign-in forgets the failures of its account from its address. */
export async function clearFailures(db: Db, attempt: Attempt): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys(attempt).pair));
}
