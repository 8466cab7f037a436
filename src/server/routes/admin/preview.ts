import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyJWT } from '@fastify/jwt';
import { derivedData, optionChoices } from '../../../engine/step-editor/sample-data.js';
import {
  completionErrors,
  foreignChoices,
  fullSchema,
  orderedMessages,
  textNamespaces,
  visibleData,
  type StepDefinition,
} from '../../../engine/steps/index.js';
import { newAjv } from '../../../content/ajv.js';
import { stepModuleCodeFor } from '../../../content/step-module-code.js';
import { stepTextNamespaces, translatorOf } from '../../../content/step-texts.js';
import {
  previewCheckBody,
  previewMessages,
  previewStep,
  previewStepParams,
  previewStepQuery,
  type PreviewCheckBody,
} from '../../../contracts/admin.js';
import { draftContent, stepDefinitionOf, type DraftContent } from '../../content/draft-content.js';
import { forbidden, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { previewBasis } from '../../services/preview-sources.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

/**
 * The step preview reads the step files and texts of the draft at each call (the published
 * version with the authors' draft files over it), so an author sees an edit on reload before
 * members do, without a build or a restart (docs/decisions.md, "The step preview", "Content versions").
 */
const MODULE_PATH = '/preview/module';
const MODULE_AUDIENCE = 'step-preview-module';
const MODULE_TOKEN_SECONDS = 60;

interface StepRef {
  module: string;
  step: string;
}

function draftDefinition(draft: DraftContent, { module, step }: StepRef): StepDefinition {
  const def = stepDefinitionOf(draft.files, module, step);
  if (!def) throw notFound(t('api:variants.stepNotFound'));
  return def;
}

/** Modules made lately, by their definition's JSON: the step read and its module link make the same one, once. */
const recentCode = new Map<string, string>();
const RECENT_CODE = 20;

/** The step's module as members' browsers load it (definition and precompiled validators), made now. */
function moduleCode(def: StepDefinition): string {
  const key = JSON.stringify(def);
  const made = recentCode.get(key);
  if (made !== undefined) return made;
  try {
    const code = stepModuleCodeFor(def);
    recentCode.set(key, code);
    if (recentCode.size > RECENT_CODE) recentCode.delete(recentCode.keys().next().value!);
    return code;
  } catch (err) {
    throw unprocessable(t('api:preview.brokenStep', { step: `${def.module}/${def.step}`, message: (err as Error).message }));
  }
}

/**
 * Behind the admin guard: a step's current texts with a short-lived link to its module, and the
 * completion check by the server's own validators, answered in the texts as they are now.
 */
export async function previewRoutes(app: FastifyInstance) {
  app.get<{ Params: StepRef; Querystring: { variant?: string } }>(
    '/preview/steps/:module/:step',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.preview, 'GET /preview/steps/:module/:step'),
        summary: 'A step as the draft has it: texts and a signed link to its module (step preview)',
        params: previewStepParams,
        querystring: previewStepQuery,
        response: { 200: previewStep },
      },
    },
    async (request, reply) => {
      const draft = await draftContent(app.db, app.content.current);
      const def = draftDefinition(draft, request.params);
      // Made here too, so a schema that cannot be compiled is reported with its problem; a failed import() tells nothing.
      moduleCode(def);
      const bundles = draft.texts;
      // The step's own namespaces and the variant's ('{variant}' texts), so that nothing of the published version shows.
      const named = new Set([
        ...stepTextNamespaces(def, bundles),
        ...textNamespaces(def, request.query.variant).filter((ns) => bundles.has(ns)),
      ]);
      const token = app.jwt.sign(
        { aud: MODULE_AUDIENCE, step: `${def.module}/${def.step}`, jti: crypto.randomUUID() } as unknown as FastifyJWT['payload'],
        { expiresIn: MODULE_TOKEN_SECONDS },
      );
      return reply.header('cache-control', 'no-store').send({
        module_url: `/api/admin${MODULE_PATH}?token=${token}`,
        texts: Object.fromEntries([...named].sort().map((ns) => [ns, bundles.get(ns)])),
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
      const draft = await draftContent(app.db, app.content.current);
      const def = draftDefinition(draft, request.body);
      if (!def.schema) return { messages: [] };
      let validate: ReturnType<ReturnType<typeof newAjv>['compile']>;
      try {
        validate = newAjv(true).compile(fullSchema(def.schema));
      } catch (err) {
        throw unprocessable(t('api:preview.brokenStep', { step: `${def.module}/${def.step}`, message: (err as Error).message }));
      }
      const basis = await previewBasis(app, draft, def, request.body);
      const typed = visibleData(request.body.data, def.schema) as Record<string, unknown>;
      // With data behind it, checked as a member's completion checks: the derived lists computed from the sources
      // first. Without, as typed: nothing is there to derive from.
      const data = request.body.source ? derivedData(def, typed, basis.sources, basis.tools) : typed;
      const refused = completionErrors(validate, data, def.rules, basis.tools.check);
      const translate = translatorOf(draft.texts);
      const messages = refused.length
        ? orderedMessages(refused, def.rules.messages, data).map((m) => ({ path: m.path, message: translate(m.messageKey, m.params) }))
        : [];
      // A choice the source step does not offer, as the completion refuses it.
      const choices = optionChoices(def.rules, basis.sources);
      for (const source of request.body.source ? (def.rules.optionSources ?? []) : [])
        for (const f of foreignChoices(data, source.target, choices[source.target]?.values ?? []))
          messages.push({ path: f.pointer, message: translate(source.message, { n: f.n ?? 1 }) });
      return { messages };
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
      const code = moduleCode(draftDefinition(await draftContent(app.db, app.content.current), { module, step }));
      return reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(code);
    },
  );
}
