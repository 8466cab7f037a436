import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import deckRoutes from './deck.js';
import genericStepRoutes from './generic.js';
import resetDependentRoutes from './reset-dependents.js';

/** Step data of every module: /api/<module>/<step>, registered from the variant files. */
export default async function stepsRoutes(app: FastifyInstance, _opts: { config: ServerConfig }) {
  await app.register(genericStepRoutes);
  await app.register(resetDependentRoutes);
  await app.register(deckRoutes);
}
