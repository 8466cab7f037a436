import type { FastifyInstance } from 'fastify';
import moduleRoutes from './module-routes.js';
import stepRoutes from './step-routes.js';
import variantStructureRoutes from './variant-structure.js';

/** The studio's 'Struktura' (/api/admin/content/variants/:variant/…): modules and steps made, moved, renamed and taken out. */
export default async function contentStructureRoutes(app: FastifyInstance) {
  await app.register(variantStructureRoutes);
  await app.register(moduleRoutes);
  await app.register(stepRoutes);
}
