/** Sending attempts per e-mail before it is marked failed: a relay down for about an hour is waited out. */
export const MAIL_MAX_ATTEMPTS = 5;

/** The first retry waits this long; each later one four times longer (1, 4, 16, 64 minutes). */
const FIRST_RETRY_MS = 60_000;

/** When the e-mail whose attempt number `attempt` (1-based) just failed is tried again; undefined: no more tries. */
export function nextAttemptDelayMs(attempt: number): number | undefined {
  if (attempt >= MAIL_MAX_ATTEMPTS) return undefined;
  return FIRST_RETRY_MS * 4 ** (attempt - 1);
}
