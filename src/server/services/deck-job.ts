import type { DeckContext, DeckDefinition } from '../../engine/deck/index.js';

/**
 * What the server hands the deck thread: the deck's definition as the content version in use has
 * it (versions change while the server runs), the member's stored data it reads, and the title
 * slide's context.
 */
export interface DeckJob {
  deck: DeckDefinition;
  /** Who the deck is for (one of the deck's audiences); absent: the deck's first, the full one. */
  audience?: string;
  sources: ReadonlyMap<string, unknown>;
  context: DeckContext;
}

/** The thread's answer to job `id`: the file, or why it could not be made. */
export type DeckReply = { id: number; fileName: string; file: Uint8Array } | { id: number; error: string };
