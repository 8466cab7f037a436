import { parentPort, workerData } from 'node:worker_threads';
import type { DeckDefinition } from '../engine/deck/index.js';
import { deckFile } from './services/deck-file.js';
import type { DeckJob, DeckReply } from './services/deck-job.js';

/**
 * The deck thread's entry (src/server/services/deck-worker.ts starts it): makes one deck per
 * message, one at a time, as the server sends them. The definitions come once, with the thread.
 */
const decks = new Map(Object.entries(workerData as Record<string, DeckDefinition>));
const port = parentPort!;

port.on('message', async ({ id, deck, audience, sources, context }: DeckJob & { id: number }) => {
  let reply: DeckReply;
  try {
    const definition = decks.get(deck);
    if (!definition) throw new Error(`no deck definition ${deck}`);
    reply = { id, ...(await deckFile(definition, sources, context, audience)) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(reply);
});
