import { parentPort } from 'node:worker_threads';
import { deckFile } from './services/deck-file.js';
import type { DeckJob, DeckReply } from './services/deck-job.js';

/**
 * The deck thread's entry (src/server/services/deck-worker.ts starts it): makes one deck per
 * message, one at a time, as the server sends them, each with its definition.
 */
const port = parentPort!;

port.on('message', async ({ id, deck, audience, sources, context }: DeckJob & { id: number }) => {
  let reply: DeckReply;
  try {
    reply = { id, ...(await deckFile(deck, sources, context, audience)) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(reply);
});
