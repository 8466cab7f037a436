import { newAjv } from '../../content/ajv.js';
import { buildDeck, type DeckContext, type DeckDefinition } from '../../engine/deck/index.js';
import { t } from '../i18n.js';
import { writeDeck } from './deck-writer.js';

// One validator set for the thread's life: the deck definitions it checks against stay the same
// objects (they come once, with the thread), so ajv compiles each schema once.
const ajv = newAjv(false);
const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;

/**
 * A member's deck as .pptx bytes: the slide model from their stored step data, drawn by pptxgenjs.
 * All CPU, long enough to hold up other members' requests (docs/performance.md), so the server
 * runs it on the deck thread (src/server/deck-thread.ts), never on the thread that answers requests.
 */
export async function deckFile(
  deck: DeckDefinition,
  sources: ReadonlyMap<string, unknown>,
  context: DeckContext,
  audience?: string,
): Promise<{ fileName: string; file: Buffer }> {
  const model = buildDeck(deck, sources, context, (key, params) => t(key, params), check, audience);
  return { fileName: model.fileName, file: await writeDeck(model) };
}
