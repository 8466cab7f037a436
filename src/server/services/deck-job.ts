import type { DeckContext } from '../../engine/deck/index.js';

/** What the server hands the deck thread: which deck (its "<module>/<step>") for which audience (absent: the deck's first), the member's stored data it reads, and the title slide's context. */
export interface DeckJob {
  deck: string;
  audience?: string;
  sources: ReadonlyMap<string, unknown>;
  context: DeckContext;
}

/** The thread's answer to job `id`: the file, or why it could not be made. */
export type DeckReply = { id: number; fileName: string; file: Uint8Array } | { id: number; error: string };
