import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildCatalog, loadVariantFiles, type VariantCatalog } from '../services/variant-catalog.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: VariantCatalog;
  }
}

/** Loads the variant files once; an invalid file stops the start with the list of problems. */
export default fp(
  async function catalog(app: FastifyInstance) {
    app.decorate('catalog', buildCatalog(loadVariantFiles()));
  },
  { name: 'catalog' },
);
