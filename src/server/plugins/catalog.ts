import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { buildCatalog, loadVariantFiles, type VariantCatalog } from '../../content/variants.js';
import { dependencyGraphs, rulesFromFiles } from '../../content/dependency-graph.js';
import type { DependencyGraph } from '../../engine/steps/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: VariantCatalog;
    /** step-schemas/: the variants above and every step's definition. */
    stepSchemasDir: string;
    /** Each variant's dependency graph: which steps build on which, across modules (by variant name). */
    dependencies: ReadonlyMap<string, DependencyGraph>;
  }
}

/** Loads the variant files once; an invalid file stops the start with the list of problems. */
export default fp(
  async function catalog(app: FastifyInstance, { dir }: { dir: string }) {
    const variants = loadVariantFiles(path.join(dir, 'variants'));
    app.decorate('catalog', buildCatalog(variants));
    app.decorate('stepSchemasDir', dir);
    app.decorate('dependencies', dependencyGraphs(variants, rulesFromFiles(dir)));
  },
  { name: 'catalog' },
);
