import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import myVariantRoutes from './my-variant.js';

/** Variants and progress of the signed-in user: /api/variants/*, /api/progress. */
export default async function variantsRoutes(app: FastifyInstance, _opts: { config: ServerConfig }) {
  await app.register(myVariantRoutes);
}
