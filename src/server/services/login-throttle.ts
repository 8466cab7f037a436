import { and, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
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

/**
 * An account guessed at from many addresses: past this many failures from everywhere within a day, each further
 * try waits for a delay that doubles with every failure (2 s, 4 s, … at most 15 minutes), whoever makes it. That
 * slows a guesser with many addresses to about a hundred tries a day, where a 6-digit code would otherwise fall in
 * hours; the owner it also slows has the e-mailed sign-in link (services/sign-in-passes.ts), which no limit blocks.
 */
export const ACCOUNT_FREE_FAILURES = 10;
const ACCOUNT_WINDOW_MINUTES = 24 * 60;
const MAX_DELAY_SECONDS = 15 * 60;

/** One sign-in attempt: the e-mail (normalised) it names and the address it comes from. */
export interface Attempt {
  email: string;
  ip: string;
}

const keys = (a: Attempt) => ({
  pair: `pair:${a.email.toLowerCase()}|${a.ip}`,
  address: `ip:${a.ip}`,
  account: `account:${a.email.toLowerCase()}`,
});

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

const unlocked = (now: Date) => or(isNull(loginThrottle.locked_until), lte(loginThrottle.locked_until, now));

/**
 * Adds one to `key`'s count in its window (`windowMinutes`; a stale window starts again at 1), in one statement, so
 * tries arriving at once cannot all find room: only where `room` holds, if given (undefined otherwise). `lockWith`
 * may set the key's lock from the count it reaches.
 */
async function upsertCount(db: Db, key: string, now: Date, windowMinutes: number, room?: SQL, lockWith?: (failures: SQL) => SQL) {
  const stale = lt(loginThrottle.window_start, minutesAfter(now, -windowMinutes));
  const failures = sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, window_start: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        window_start: sql`CASE WHEN ${stale} THEN ${asTime(now)} ELSE ${loginThrottle.window_start} END`,
        ...(lockWith ? { locked_until: lockWith(failures) } : {}),
      },
      ...(room ? { setWhere: room } : {}),
    })
    .returning({ failures: loginThrottle.failures, window_start: loginThrottle.window_start });
  return row;
}

/**
 * Counts one failure for `key` up front. Unless `always`, only while the key is neither locked nor at its limit
 * (undefined otherwise).
 */
async function count(db: Db, key: string, limit: number, now: Date, always = false): Promise<Counted | undefined> {
  const stale = lt(loginThrottle.window_start, minutesAfter(now, -WINDOW_MINUTES));
  const room = and(unlocked(now), or(stale, lt(loginThrottle.failures, limit)));
  const row = await upsertCount(db, key, now, WINDOW_MINUTES, always ? undefined : room);
  return row && { key, limit, ...row };
}

/**
 * Counts one failure of the account up front unless a delay is running (undefined then). Past the free failures the
 * same statement starts the delay the next try must wait, so tries arriving at once from many addresses find it.
 */
async function countForAccount(db: Db, key: string, now: Date): Promise<Counted | undefined> {
  const delay = (failures: SQL) => sql`CASE WHEN ${failures} > ${ACCOUNT_FREE_FAILURES}::int
    THEN ${asTime(now)}::timestamptz + make_interval(secs => least(${MAX_DELAY_SECONDS}::float8, power(2, ${failures} - ${ACCOUNT_FREE_FAILURES}::int)))
    ELSE NULL END`;
  const row = await upsertCount(db, key, now, ACCOUNT_WINDOW_MINUTES, unlocked(now), delay);
  return row && { key, limit: ACCOUNT_FREE_FAILURES + 1, ...row };
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
 * Claims the right to compare this attempt's secret (a password or an onboarding code), counting it as a failure of
 * its pair, its account and its address before the comparison. A locked pair refuses everything, and so does an
 * account's running delay. A locked address refuses unknown accounts and accounts with failures of their own from it,
 * but still checks the secret of a known account that has none: one right password is never refused because others
 * guessed wrong from a shared address (an office, or every user when a proxy is not trusted). Unknown e-mails are
 * counted like known ones, so no answer tells which exist. In the database, so every server process shares the counts.
 */
export async function claimAttempt(db: Db, attempt: Attempt, accountKnown: boolean): Promise<Claim> {
  const now = new Date();
  const k = keys(attempt);
  const refused = async (minutes: number, counted: Counted[] = []): Promise<Claim> => {
    await giveBack(db, counted);
    return { attempt, refusedFor: Math.max(1, minutes), addressLockedFor: 0, counted: [] };
  };
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [k.pair, k.address, k.account]));
  const seen = (key: string) => rows.find((r) => r.key === key);
  const seenAddressLock = minutesLeft(seen(k.address)?.locked_until, now);
  const pairLockedFor = minutesLeft(seen(k.pair)?.locked_until, now);
  if (pairLockedFor) return refused(pairLockedFor);
  const accountDelayedFor = minutesLeft(seen(k.account)?.locked_until, now);
  if (accountDelayedFor) return refused(accountDelayedFor);

  const pair = await count(db, k.pair, LIMITS.pair, now);
  // Locked since the read, or as many tries as the limit allows are being compared or have failed.
  if (!pair) return refused(LOCK_MINUTES);
  const ownFailures = pair.failures > 1;
  const account = await countForAccount(db, k.account, now);
  // Another try started the delay since the read.
  if (!account) return refused(1, [pair]);
  const counted = [pair, account];
  const address = seenAddressLock ? undefined : await count(db, k.address, LIMITS.address, now);
  if (address) return { attempt, refusedFor: 0, addressLockedFor: 0, counted: [...counted, address] };
  const addressLockedFor = seenAddressLock || LOCK_MINUTES;
  if (!accountKnown || ownFailures) return refused(addressLockedFor, counted);
  // Checked all the same; a wrong one counts there too, and 20 more lock the address again.
  return { attempt, refusedFor: 0, addressLockedFor, counted: [...counted, (await count(db, k.address, LIMITS.address, now, true))!] };
}

/**
 * The secret was wrong: its counts stay, and a pair they brought to its limit is locked (an account's delay was
 * started when it was counted). True when the account is now held back, from that address or from everywhere: its
 * owner is then told (services/sign-in-notice.ts).
 */
export async function recordFailure(db: Db, claim: Claim): Promise<boolean> {
  const now = new Date();
  const account = keys(claim.attempt).account;
  let heldBack = false;
  for (const c of claim.counted.filter((c) => c.failures >= c.limit)) {
    if (c.key === account) {
      heldBack = true;
      continue;
    }
    await db
      .update(loginThrottle)
      .set({ locked_until: minutesAfter(now, LOCK_MINUTES), failures: 0, window_start: now })
      .where(and(eq(loginThrottle.key, c.key), gte(loginThrottle.failures, c.limit)));
    if (c.key.startsWith('pair:')) heldBack = true;
  }
  return heldBack;
}

/**
 * Marks that the account's owner is being told now; false when they were told within the hour (one e-mail an hour,
 * however long the guessing goes on).
 */
export async function claimNotice(db: Db, email: string): Promise<boolean> {
  const now = new Date();
  const told = await db
    .update(loginThrottle)
    .set({ notified_at: now })
    .where(
      and(
        eq(loginThrottle.key, keys({ email, ip: '' }).account),
        or(isNull(loginThrottle.notified_at), lt(loginThrottle.notified_at, minutesAfter(now, -60))),
      ),
    )
    .returning({ key: loginThrottle.key });
  return told.length === 1;
}

/** The secret was right but the sign-in is refused for another reason (an inactive account): it was no failure. */
export const releaseClaim = (db: Db, claim: Claim): Promise<void> => giveBack(db, claim.counted);

/** A successful sign-in was no failure, and forgets the failures of its account from its address. */
export async function clearFailures(db: Db, claim: Claim): Promise<void> {
  const pairKey = keys(claim.attempt).pair;
  await giveBack(
    db,
    claim.counted.filter((c) => c.key !== pairKey),
  );
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey));
}

/** Sign-in links one address may ask for, and links one account is sent, within the window. */
export const LINK_LIMITS = { address: 10, account: 3 } as const;

/**
 * Counts a request for a sign-in link (or, as `reset`, for a password-reset link, counted apart): refused (minutes to wait) when the address asked too often; `send` false when
 * the account was sent enough links lately, which the answer does not tell.
 */
export async function claimLinkRequest(
  db: Db,
  email: string,
  ip: string,
  kind: 'link' | 'reset' = 'link',
): Promise<{ refusedFor: number; send: boolean }> {
  const now = new Date();
  const address = await count(db, `${kind}-ip:${ip}`, LINK_LIMITS.address, now);
  if (!address) {
    const [row] = await db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `${kind}-ip:${ip}`));
    return { refusedFor: Math.max(1, minutesLeft(row && minutesAfter(row.window_start, WINDOW_MINUTES), now)), send: false };
  }
  return { refusedFor: 0, send: !!(await count(db, `${kind}:${email.toLowerCase()}`, LINK_LIMITS.account, now)) };
}

/**
 * Counts one use of `key` within a window of `windowMinutes`, in one statement so that uses arriving at once cannot
 * all find room: 0 when counted, else the minutes until the window ends and `limit` uses are allowed again.
 */
export async function claimWithin(db: Db, key: string, limit: number, windowMinutes: number): Promise<number> {
  const now = new Date();
  const stale = lt(loginThrottle.window_start, minutesAfter(now, -windowMinutes));
  if (await upsertCount(db, key, now, windowMinutes, or(stale, lt(loginThrottle.failures, limit)))) return 0;
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  return Math.max(1, minutesLeft(row && minutesAfter(row.window_start, windowMinutes), now));
}
