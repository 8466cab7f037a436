import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyJWT } from '@fastify/jwt';
import { completionErrors, fullSchema, orderedMessages, type StepDefinition } from '../../../engine/steps/index.js';
import { newAjv } from '../../../content/ajv.js';
import { readStepDefinition } from '../../../content/step-definitions.js';
import { stepModuleCodeFor } from '../../../content/step-module-code.js';
import { stepTextNamespaces, translatorOf } from '../../../content/step-texts.js';
import { previewCheckBody, previewMessages, previewStep, previewStepParams, type PreviewCheckBody } from '../../../contracts/admin.js';
import { forbidden, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

/**
 * The step preview reads the step files and texts of the content version in use at each call, so
 * an author sees a published edit on reload, without a build or a restart (docs/decisions.md,
 * "The step preview", "Content versions").
 */
const MODULE_PATH = '/preview/module';
const MODULE_AUDIENCE = 'step-preview-module';
const MODULE_TOKEN_SECONDS = 60;

interface StepRef {
  module: string;
  step: string;
}

function freshDefinition(app: FastifyInstance, { module, step }: StepRef): StepDefinition {
  let def: StepDefinition | undefined;
  try {
    def = readStepDefinition(module, step, app.stepSchemasDir);
  } catch (err) {
    throw unprocessable(t('api:preview.brokenStep', { step: `${module}/${step}`, message: (err as Error).message }));
  }
  if (!def) throw notFound(t('api:variants.stepNotFound'));
  return def;
}

/** The module the bundle would hold for this step (definition and precompiled validators), made now. */
function moduleCode(def: StepDefinition): string {
  try {
    return stepModuleCodeFor(def);
  } catch (err) {
    throw unprocessable(t('api:preview.brokenStep', { step: `${def.module}/${def.step}`, message: (err as Error).message }));
  }
}

/** The Czech texts of the content version in use (read when it was built). */
const freshTexts = (app: FastifyInstance): ReadonlyMap<string, unknown> => app.content.current.texts;

/**
 * Behind the admin guard: a step's current texts with a short-lived link to its module, and the
 * completion check by the server's own validators, answered in the texts as they are now.
 */
export async function previewRoutes(app: FastifyInstance) {
  app.get<{ Params: StepRef }>(
    '/preview/steps/:module/:step',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.preview, 'GET /preview/steps/:module/:step'),
        summary: 'A step as its files are now: texts and a signed link to its module (step preview)',
        params: previewStepParams,
        response: { 200: previewStep },
      },
    },
    async (request, reply) => {
      const def = freshDefinition(app, request.params);
      // Made here too, so a schema that cannot be compiled is reported with its problem; a failed import() tells nothing.
      moduleCode(def);
      const bundles = freshTexts(app);
      const token = app.jwt.sign(
        { aud: MODULE_AUDIENCE, step: `${def.module}/${def.step}`, jti: crypto.randomUUID() } as unknown as FastifyJWT['payload'],
        { expiresIn: MODULE_TOKEN_SECONDS },
      );
      return reply.header('cache-control', 'no-store').send({
        module_url: `/api/admin${MODULE_PATH}?token=${token}`,
        texts: Object.fromEntries(stepTextNamespaces(def, bundles).map((ns) => [ns, bundles.get(ns)])),
      });
    },
  );

  app.post<{ Body: PreviewCheckBody }>(
    '/preview/check',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.preview, 'POST /preview/check'),
        summary: "Every completion message for preview data, by the server's validators",
        body: previewCheckBody,
        response: { 200: previewMessages },
      },
    },
    async (request) => {
      const def = freshDefinition(app, request.body);
      if (!def.schema) return { messages: [] };
      let validate: ReturnType<ReturnType<typeof newAjv>['compile']>;
      try {
        validate = newAjv(true).compile(fullSchema(def.schema));
      } catch (err) {
        throw unprocessable(t('api:preview.brokenStep', { step: `${def.module}/${def.step}`, message: (err as Error).message }));
      }
      const conditions = newAjv(false);
      const refused = completionErrors(
        validate,
        request.body.data,
        def.rules,
        (schema, value) => conditions.validate(schema, value) as boolean,
      );
      if (!refused.length) return { messages: [] };
      const translate = translatorOf(freshTexts(app));
      const messages = orderedMessages(refused, def.rules.messages, request.body.data);
      return { messages: messages.map((m) => ({ path: m.path, message: translate(m.messageKey, m.params) })) };
    },
  );
}

/**
 * The link previewRoutes hands out: the step's module as JavaScript from the app's own origin,
 * which the CSP lets the browser import (it may not compile code itself). A dynamic import sends
 * no Authorization header, so this route sits outside the admin guard and the link's token, signed
 * with the app's JWT secret for this one step and valid for a minute, is the admin's proof.
 */
export async function previewModuleRoute(app: FastifyInstance) {
  app.get<{ Querystring: { token?: string } }>(
    MODULE_PATH,
    {
      schema: {
        ...adminDocs(ADMIN_TAG.preview, 'GET /preview/module'),
        summary: "A step's module (definition and validators) as JavaScript, by a signed link",
        security: [],
        querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 2000 } } },
        response: { 200: { description: "the step's module", content: { 'text/javascript': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      let claims: { step?: unknown };
      try {
        claims = app.jwt.verify<{ step?: unknown }>(request.query.token ?? '', { allowedAud: MODULE_AUDIENCE });
      } catch {
        throw forbidden(t('api:preview.badLink'));
      }
      const [module, step] = typeof claims.step === 'string' ? claims.step.split('/') : [];
      if (!module || !step) throw forbidden(t('api:preview.badLink'));
      const code = moduleCode(freshDefinition(app, { module, step }));
      return reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(code);
    },
  );
}
