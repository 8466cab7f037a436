import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';

/** Routes of the admin area; each file beside this one registers its own paths. */
export default async function adminRoutes(app: FastifyInstance, _opts: { config: ServerConfig }) {
  void app;
}
