import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { VariantCatalog } from '../../content/variants.js';
import { readContentFiles } from '../../content/content-set.js';
import type { DependencyGraph } from '../../engine/steps/index.js';
import { buildVersion, ContentHolder, contentRoot, materialize } from '../content/holder.js';
import { latestVersion, loadReleaseFiles } from '../content/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The published content version this process runs (src/server/content/holder.ts). */
    content: ContentHolder;
    /** The current version's variants (a getter: read per request). */
    catalog: VariantCatalog;
    /** The current version's step-schemas/ on disk: the variants above and every step's definition. */
    stepSchemasDir: string;
    /** Each variant's dependency graph in the current version (by variant name). */
    dependencies: ReadonlyMap<string, DependencyGraph>;
  }
}

/**
 * The content the server runs comes from the database (docs/decisions.md, "Content versions"):
 * the release's files are loaded as a version when the database has not seen them, the newest
 * version is built, and a newer one published by any process replaces it within POLL_MS. Content
 * the server cannot run stops the start with the list of problems.
 */
export default fp(
  async function catalog(app: FastifyInstance, opts: { dir: string; localesDir: string; dataDir: string }) {
    await loadReleaseFiles(app.db, readContentFiles({ stepSchemas: opts.dir, locales: opts.localesDir }));
    const row = await latestVersion(app.db);
    if (!row) throw new Error('no content version after loading the release files');
    const { root, temporary } = contentRoot(opts.dataDir);
    const first = buildVersion(materialize(root, row.id, row.files, opts.localesDir), row);
    const holder = new ContentHolder(app.db, root, opts.localesDir, first, app.log);
    app.decorate('content', holder);
    app.decorate('catalog', { getter: () => holder.current.catalog });
    app.decorate('stepSchemasDir', { getter: () => holder.current.stepSchemasDir });
    app.decorate('dependencies', { getter: () => holder.current.dependencies });
    app.addHook('onReady', async () => holder.start());
    app.addHook('onClose', async () => {
      holder.stop();
      if (temporary) fs.rmSync(root, { recursive: true, force: true });
    });
  },
  { name: 'catalog', dependencies: ['db'] },
);
