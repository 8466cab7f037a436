import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { buildCatalog, loadVariantFiles, type VariantCatalog } from '../../content/variants.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: VariantCatalog;
    /** step-schemas/: the variants above and every step's definition. */
    stepSchemasDir: string;
  }
}

/** Loads the variant files once; an invalid file stops the start with the list of problems. */
export default fp(
  async function catalog(app: FastifyInstance, { dir }: { dir: string }) {
    app.decorate('catalog', buildCatalog(loadVariantFiles(path.join(dir, 'variants'))));
    app.decorate('stepSchemasDir', dir);
  },
  { name: 'catalog' },
);
