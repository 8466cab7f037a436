import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import userRoutes from './users.js';
import codeRoutes from './codes.js';
import sendCodeRoutes from './send-code.js';
import progressRoutes from './progress.js';
import memberImportRoutes from './member-import.js';
import mailQueueRoutes from './mail-queue.js';
import companyRoutes from './companies.js';
import variantRoutes from './variants.js';
import assignmentRoutes from './assignments.js';
import auditRoutes from './audit.js';
import { previewModuleRoute, previewRoutes } from './preview.js';
import { previewDataRoutes } from './preview-data.js';
import contentStudioRoutes from '../content/studio.js';
import contentCsvRoutes from '../content/csv.js';
import contentStepRoutes from '../content/steps.js';
import contentStructureRoutes from '../content/structure/index.js';

/**
 * The admin API (docs/admin-api.md). One onRequest hook guards every route registered in
 * guardedRoutes, so a route added later cannot forget it; it runs before the body is read, so a
 * non-admin gets 403 whatever they send. The step preview and the content studio are guarded the
 * same way by a hook that lets authors in too. The one route outside both, the preview's module
 * link, is loaded by the browser's import() without the token and carries a signed link instead.
 */
export default async function adminRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  await app.register(previewModuleRoute);
  await app.register(authorRoutes);
  await app.register(guardedRoutes, { config });
}

async function authorRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuthor);
  await app.register(previewRoutes);
  await app.register(previewDataRoutes);
  await app.register(contentStudioRoutes, { prefix: '/content' });
  await app.register(contentCsvRoutes, { prefix: '/content' });
  await app.register(contentStepRoutes, { prefix: '/content' });
  await app.register(contentStructureRoutes, { prefix: '/content' });
}

async function guardedRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(userRoutes, { config, mailer: app.mailer });
  await app.register(progressRoutes);
  await app.register(codeRoutes);
  await app.register(sendCodeRoutes, { config, mailer: app.mailer });
  await app.register(memberImportRoutes, { config });
  await app.register(mailQueueRoutes);
  await app.register(companyRoutes);
  await app.register(variantRoutes);
  await app.register(assignmentRoutes);
  await app.register(auditRoutes);
}
