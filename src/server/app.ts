import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { ServerConfig } from './config.js';
import { LOCALES_DIR } from '../content/paths.js';
import type { OpenedDb } from './db/open.js';
import { requestValidatorCompiler } from './body-validator.js';
import { OneLineRequestLog } from './request-log.js';
import { createMailer, type Mailer } from './services/mail.js';
import errors, { frameworkError } from './plugins/errors.js';
import jsonBody from './plugins/json-body.js';
import anonymousBodyLimit from './plugins/anonymous-body-limit.js';
import textGuard from './plugins/text-guard.js';
import pathIds from './plugins/path-ids.js';
import errorAnswers from './plugins/error-answers.js';
import security from './plugins/security.js';
import proxyCheck from './plugins/proxy-check.js';
import db from './plugins/db.js';
import catalog from './plugins/catalog.js';
import mailQueue from './plugins/mail-queue.js';
import auth from './plugins/auth.js';
import access from './plugins/access.js';
import steps from './plugins/steps.js';
import openapi from './plugins/openapi.js';
import spa from './plugins/spa.js';
import onboardingRoutes from './routes/onboarding/index.js';
import variantRoutes from './routes/variants/index.js';
import stepRoutes from './routes/steps/index.js';
import adminRoutes from './routes/admin/index.js';
import contentVersionRoutes from './routes/content/versions.js';
import { ADMIN_TAGS } from './routes/admin/docs.js';
import { API_TAG, API_TAGS } from './api-docs.js';
import { health } from '../contracts/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (welcome e-mails, sign-in links): SMTP_URL or the outbox. */
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: ServerConfig;
  opened: OpenedDb;
  /** false in tests; otherwise structured JSON logs at config.logLevel. */
  logger?: boolean;
}

/** Builds the whole server without listening: plugins first, then the API by area, then the SPA. */
export async function buildApp({ config, opened, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  });
  app.setValidatorCompiler(requestValidatorCompiler());
  app.decorate('mailer', createMailer(config));

  await app.register(errors);
  await app.register(security, { publicUrl: config.publicUrl });
  await app.register(proxyCheck, { trustProxy: config.trustProxy });
  await app.register(jsonBody);
  await app.register(formbody);
  await app.register(anonymousBodyLimit);
  await app.register(textGuard);
  await app.register(pathIds);
  await app.register(errorAnswers);
  await app.register(db, { opened });
  await app.register(mailQueue);
  await app.register(catalog, { dir: config.stepSchemasDir, localesDir: LOCALES_DIR, dataDir: config.dataDir });
  await app.register(auth, { jwtSecret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds });
  await app.register(access);
  await app.register(steps);
  await app.register(openapi, { tags: [...API_TAGS, ...ADMIN_TAGS] });

  app.get(
    '/healthz',
    { schema: { tags: [API_TAG.service], summary: 'Liveness check', security: [], response: { 200: health } } },
    async () => ({ status: 'ok' }),
  );
  await app.register(onboardingRoutes, { prefix: '/api/onboarding', config });
  await app.register(variantRoutes, { prefix: '/api', config });
  await app.register(adminRoutes, { prefix: '/api/admin', config });
  await app.register(contentVersionRoutes, { prefix: '/api' });
  await app.register(stepRoutes, { prefix: '/api', config });
  await app.register(spa, { clientDir: config.clientDir, stepSchemasDir: config.stepSchemasDir });
  return app;
}
