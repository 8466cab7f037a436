import type { FastifyInstance } from 'fastify';
import { memberSession } from './api.js';
import { BEFORE_DECK } from './deck-data.js';

import { GENERATE } from '../../scripts/support/deck-member.js';

export { GENERATE };

/** POST /api/people/generate-presentation as the holder of `token`. */
export const generateDeck = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: GENERATE, headers: { authorization: `Bearer ${token}` } });

/** A member whose steps before the presentation are completed (`completed`), with `data` stored through the server's step store. */
export async function deckMember(app: FastifyInstance, data: ReadonlyMap<string, unknown> = new Map(), completed = BEFORE_DECK) {
  const s = await memberSession(app, { modules: ['people'], completedSteps: completed });
  for (const [key, value] of data) {
    const [module, step] = key.split('/') as [string, string];
    await app.stepStore.save(s.user.id, module, step, value);
  }
  return s;
}
