import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { loginThrottle } from '../db/schema.js';

/** Failures counted within this window… */
const WINDOW_MINUTES = 15;
/** …lock the key for this long once a limit is reached. */
const LOCK_MINUTES = 15;
export const LIMITS = { email: 5, ip: 20 } as const;

export type ThrottleKey = { kind: keyof typeof LIMITS; value: string };

const keyOf = (k: ThrottleKey) => `${k.kind}:${k.value.toLowerCase()}`;

/** Minutes left of the longest lock on any of the keys, or 0 when none is locked. */
export async function lockedMinutes(db: Db, keys: ThrottleKey[]): Promise<number> {
  let ms = 0;
  for (const k of keys) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, keyOf(k)));
    if (row?.locked_until) ms = Math.max(ms, row.locked_until.getTime() - Date.now());
  }
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/** Counts a failed attempt on each key (in the database, so every server process shares it). */
export async function recordFailure(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const k of keys) {
    const stale = sql`${loginThrottle.window_start} < now() - make_interval(mins => ${WINDOW_MINUTES})`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key: keyOf(k), failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
          window_start: sql`CASE WHEN ${stale} THEN now() ELSE ${loginThrottle.window_start} END`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    if (row && row.failures >= LIMITS[k.kind]) {
      await db
        .update(loginThrottle)
        .set({ locked_until: sql`now() + make_interval(mins => ${LOCK_MINUTES})`, failures: 0, window_start: sql`now()` })
        .where(eq(loginThrottle.key, keyOf(k)));
    }
  }
}

/** A successful sign-in forgets the account's failures. */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keyOf(key)));
}
