/** Decks one member may start in any minute (docs/decisions.md, "The deck"). */
export const DECKS_PER_MINUTE = 6;
const MINUTE_MS = 60_000;

export type DeckSlot = { release(): void } | { refused: 'busy' } | { refused: 'rate'; retryAfterSeconds: number };

/**
 * What one member may ask of this process's deck thread: one deck at a time, and at most
 * DECKS_PER_MINUTE started in any 60 s. Every start counts, a failed one too: it cost the
 * thread as much. Per process, as the thread it shares out is.
 */
export class DeckLimits {
  private readonly busy = new Set<number>();
  /** Each member's starts within the last minute, oldest first. */
  private readonly starts = new Map<number, number[]>();
  private sweptAt = 0;

  /** A slot to generate in, released when the deck is done or failed; or why there is none now. */
  claim(userId: number, now = Date.now()): DeckSlot {
    this.sweep(now);
    if (this.busy.has(userId)) return { refused: 'busy' };
    const recent = (this.starts.get(userId) ?? []).filter((at) => at > now - MINUTE_MS);
    if (recent.length >= DECKS_PER_MINUTE) {
      return { refused: 'rate', retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + MINUTE_MS - now) / 1000)) };
    }
    recent.push(now);
    this.starts.set(userId, recent);
    this.busy.add(userId);
    return { release: () => this.busy.delete(userId) };
  }

  /** Once a minute, forgets the members who started nothing within it, so the map holds only recent ones. */
  private sweep(now: number) {
    if (now - this.sweptAt < MINUTE_MS) return;
    this.sweptAt = now;
    for (const [userId, times] of this.starts) if (times.at(-1)! <= now - MINUTE_MS) this.starts.delete(userId);
  }
}
