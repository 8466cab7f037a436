import { describe, expect, it } from 'vitest';
import { DeckLimits, type DeckSlot } from '../../../src/server/services/deck-limits.js';

const released = (slot: DeckSlot) => {
  if (!('release' in slot)) throw new Error(`refused: ${JSON.stringify(slot)}`);
  slot.release();
};

describe('deck limits: one deck at a time per member, at most 6 started in any minute', () => {
  it('refuses a member busy with a deck until it is released, and no one else', () => {
    const limits = new DeckLimits();
    const first = limits.claim(1, 0);
    expect(limits.claim(1, 10)).toEqual({ refused: 'busy' });
    released(limits.claim(2, 10));
    released(first);
    released(limits.claim(1, 20));
  });

  it('counts starts in a sliding minute and says when the oldest leaves it', () => {
    const limits = new DeckLimits();
    for (let i = 0; i < 6; i++) released(limits.claim(1, i * 5_000));
    expect(limits.claim(1, 30_000)).toEqual({ refused: 'rate', retryAfterSeconds: 30 });
    expect(limits.claim(1, 59_999)).toEqual({ refused: 'rate', retryAfterSeconds: 1 });
    released(limits.claim(1, 60_001));
    expect(limits.claim(1, 60_002)).toEqual({ refused: 'rate', retryAfterSeconds: 5 });
    // A refusal counts nothing: the window is still the six that ran.
    released(limits.claim(1, 65_001));
  });

  it('forgets, once a minute, the members whose last start is over a minute old (memory stays bounded)', () => {
    const limits = new DeckLimits();
    const remembered = () => (limits as unknown as { starts: Map<number, number[]> }).starts.size;
    for (let member = 1; member <= 100; member++) released(limits.claim(member, member));
    expect(remembered()).toBe(100);
    released(limits.claim(1, 60_050));
    expect(remembered()).toBe(51);
  });
});
