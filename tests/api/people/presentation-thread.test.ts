import { threadId, Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { generatedDecks } from '../../../src/server/db/schema.js';
import { deckSourceData } from '../../support/deck-data.js';
import { deckMember, generateDeck } from '../../support/deck-member.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// The jobs the server hands its deck thread are watched, and changed, where they leave: Worker#postMessage.
const send = Worker.prototype.postMessage;

describe('people: presentations are made on a worker thread', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const generate = (token: string) => generateDeck(t.app, token);
  const storedDecks = (userId: number) => t.app.db.select().from(generatedDecks).where(eq(generatedDecks.user_id, userId));

  it('makes the deck on a worker thread, and answers other requests while it is being made', async () => {
    const s = await deckMember(t.app, deckSourceData(30, 5));
    // The thread's first deck also starts it and loads pptxgenjs: the second is all deck.
    expect((await generate(s.token)).statusCode).toBe(200);
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    let finished = false;
    const generating = generate(s.token).finally(() => (finished = true));
    await vi.waitFor(() => expect(posted).toHaveBeenCalled(), { timeout: 15_000, interval: 2 });
    expect((posted.mock.contexts[0] as Worker).threadId).not.toBe(threadId);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(finished).toBe(false);
    expect((await generating).statusCode).toBe(200);
  });

  // What no member can cause: the deck thread failing (a bug, memory running out, the thread
  // dying). The answer must be the spec's text, which the page also shows when it gets no detail.
  it('a deck that fails on the thread: 500 "Chyba při generování prezentace", nothing stored, and the same thread makes the next one', async () => {
    const s = await deckMember(t.app, deckSourceData(5, 3));
    const posted = vi.spyOn(Worker.prototype, 'postMessage').mockImplementationOnce(function (this: Worker, job: Record<string, unknown>) {
      send.call(this, { ...job, deck: 'people/no-such-deck' });
    });
    const res = await generate(s.token);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Chyba při generování prezentace' });
    expect(await storedDecks(s.user.id)).toEqual([]);

    expect((await generate(s.token)).statusCode).toBe(200);
    const [failed, made] = posted.mock.contexts as Worker[];
    expect(made!.threadId).toBe(failed!.threadId);
    expect(await storedDecks(s.user.id)).toHaveLength(1);
  });

  it('a thread that dies while making a deck: 500 with the same Czech text, nothing stored, and a new thread makes the next deck', async () => {
    const s = await deckMember(t.app, deckSourceData(5, 3));
    const posted = vi.spyOn(Worker.prototype, 'postMessage').mockImplementationOnce(function (this: Worker) {
      void this.terminate();
    });
    const res = await generate(s.token);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Chyba při generování prezentace' });
    expect(await storedDecks(s.user.id)).toEqual([]);

    const next = await generate(s.token);
    expect(next.statusCode).toBe(200);
    expect(next.json().message).toBe('Prezentace byla vygenerována.');
    const [died, replacement] = posted.mock.contexts as Worker[];
    expect(replacement!.threadId).not.toBe(died!.threadId);
  });
});
