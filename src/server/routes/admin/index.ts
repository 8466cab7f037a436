import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { createMailer } from '../../services/mail.js';
import userRoutes from './users.js';
import codeRoutes from './codes.js';
import companyRoutes from './companies.js';
import variantRoutes from './variants.js';
import assignmentRoutes from './assignments.js';

/**
 * The admin API (docs/admin-api.md). One onRequest hook guards every route registered here, so
 * a route added later cannot forget it; it runs before the body is read, so a non-admin gets
 * 403 whatever they send.
 */
export default async function adminRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.addHook('onRequest', app.requireAdmin);
  const mailer = createMailer(config);
  await app.register(userRoutes, { config, mailer });
  await app.register(codeRoutes);
  await app.register(companyRoutes);
  await app.register(variantRoutes);
  await app.register(assignmentRoutes);
}
