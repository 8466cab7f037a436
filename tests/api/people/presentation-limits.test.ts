import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deckSourceData } from '../../support/deck-data.js';
import { deckMember, generateDeck } from '../../support/deck-member.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const BUSY = 'Prezentace se už generuje. Počkejte prosím, až bude hotová.';
const seconds = (n: number) => (n === 1 ? 'sekundu' : n >= 2 && n <= 4 ? 'sekundy' : 'sekund');

describe('people: presentations one at a time per member, at most 6 a minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const generate = (token: string) => generateDeck(t.app, token);

  it("refuses a second deck of the same member while the first is made (429, Czech), and makes another member's meanwhile", async () => {
    const [a, b] = [await deckMember(t.app, deckSourceData(30, 5)), await deckMember(t.app, deckSourceData(15, 5))];
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const first = generate(a.token);
    // Handed to the deck thread: the member's deck is under way.
    await vi.waitFor(() => expect(posted).toHaveBeenCalled(), { timeout: 15_000, interval: 2 });
    const [again, other] = await Promise.all([generate(a.token), generate(b.token)]);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ detail: BUSY });
    expect(other.statusCode).toBe(200);
    expect((await first).statusCode).toBe(200);
    // Once the first deck is there, the member makes another.
    expect((await generate(a.token)).statusCode).toBe(200);
  });

  it("refuses a member's 7th deck within a minute (429, Czech, with the seconds to wait in the text and in Retry-After); others are not limited", async () => {
    const s = await deckMember(t.app);
    for (let i = 0; i < 6; i++) expect((await generate(s.token)).statusCode, `deck ${i + 1}`).toBe(200);
    const refused = await generate(s.token);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      detail: `Prezentaci lze vygenerovat nejvýše 6krát za minutu. Zkuste to znovu za ${wait} ${seconds(wait)}.`,
    });
    const other = await deckMember(t.app);
    expect((await generate(other.token)).statusCode).toBe(200);
  });
});
