import type { Worker } from 'node:worker_threads';
import { startThread } from '../thread-entry.js';
import type { DeckJob, DeckReply } from './deck-job.js';

/** A deck the thread takes longer than this for is given up and the thread replaced: a full deck takes a small fraction of it. */
const JOB_TIMEOUT_MS = 30_000;

export interface Deck {
  fileName: string;
  file: Buffer;
}

interface Pending {
  id: number;
  job: DeckJob;
  resolve: (deck: Deck) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

/**
 * One long-lived worker thread that makes the decks (src/server/deck-thread.ts), so a deck's CPU
 * never holds up other members' requests (docs/decisions.md, "The deck"). It starts with the first
 * deck (pptxgenjs loads there, memory most processes never need) and takes one job at a time, in
 * order. A thread that dies, or overruns JOB_TIMEOUT_MS, fails the job it had (the
 * route answers 500) and is replaced for the next one; close() ends it.
 */
export class DeckWorker {
  private thread: Worker | undefined;
  private running: Pending | undefined;
  private readonly queue: Pending[] = [];
  private lastId = 0;
  private closed = false;

  make(job: DeckJob): Promise<Deck> {
    if (this.closed) return Promise.reject(new Error('the deck thread is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: ++this.lastId, job, resolve, reject });
      this.next();
    });
  }

  /** Ends the thread; a deck under way or waiting fails. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the deck thread is closed'));
    const thread = this.thread;
    if (!thread) return;
    this.retire(thread, new Error('the deck thread is closed'));
    await thread.terminate();
  }

  private next() {
    if (this.running || this.closed) return;
    const pending = this.queue.shift();
    if (!pending) return;
    this.thread ??= this.start();
    const thread = this.thread;
    this.running = pending;
    pending.timer = setTimeout(() => this.retire(thread, new Error(`the deck thread took over ${JOB_TIMEOUT_MS} ms`)), JOB_TIMEOUT_MS);
    thread.postMessage({ id: pending.id, ...pending.job });
  }

  private start(): Worker {
    // No resourceLimits: with any heap limit given a deck took markedly longer (docs/performance.md).
    // A deck's memory is bounded by what a member can store, and a thread that runs out of
    // heap anyway is ended by Node alone (ERR_WORKER_OUT_OF_MEMORY): its job fails, the server runs on.
    const thread = startThread('deck-thread', {});
    // An idle deck thread never keeps a process from exiting.
    thread.unref();
    thread.on('message', (reply: DeckReply) => {
      const pending = this.running;
      if (thread !== this.thread || pending?.id !== reply.id) return;
      clearTimeout(pending.timer);
      this.running = undefined;
      if ('error' in reply) pending.reject(new Error(reply.error));
      else
        pending.resolve({ fileName: reply.fileName, file: Buffer.from(reply.file.buffer, reply.file.byteOffset, reply.file.byteLength) });
      this.next();
    });
    thread.on('error', (err) => {
      if (thread === this.thread) this.retire(thread, err);
    });
    thread.on('exit', (code) => {
      if (thread === this.thread) this.retire(thread, new Error(`the deck thread exited with code ${code}`));
    });
    return thread;
  }

  /** Gives up `thread`: its job fails with `err`, and the next job starts a new one. */
  private retire(thread: Worker, err: Error) {
    this.thread = undefined;
    void thread.terminate();
    const pending = this.running;
    this.running = undefined;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(err);
    }
    this.next();
  }
}
