import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { completionErrors, foreignChoices, holds, missingContent, orderedMessages, textSet } from '../../../engine/steps/index.js';
import type { VariantModuleDef, VariantStepDef } from '../../../engine/variants/index.js';
import { t } from '../../i18n.js';
import { notFound, unprocessable } from '../../http-error.js';
import { requireStepAccess } from '../../services/step-access.js';
import { STEP_WITH_ACCOUNT, type StepRow } from '../../services/step-store.js';
import { newAjv } from '../../../content/ajv.js';
import { apiPathOf } from '../../../content/variants.js';
import type { CompiledStep } from '../../../content/step-definitions.js';
import { registerItemSave, registerParts } from './parts.js';
import { registerChangeRoutes } from './change.js';
import { linkStoredRows } from '../../services/link-stored-rows.js';
import { ifMatch, send, StepData, translate } from './pipeline.js';
import {
  completeAliasSchema,
  completeSchema,
  loadSchema,
  publishedCompleteSchema,
  publishedLoadSchema,
  publishedSaveSchema,
  saveSchema,
  skipBodyValidation,
} from './schemas.js';

/** Choices taken from another step's list that the list no longer has (rules.optionSources). */
async function foreignOptionChoices(app: FastifyInstance, userId: number, def: CompiledStep | undefined, data: unknown) {
  const out: Array<{ path: string; message: string }> = [];
  for (const source of def?.rules.optionSources ?? []) {
    const [module, step] = source.step.split('/') as [string, string];
    const stored = await app.stepStore.load(userId, module, step);
    const allowed = textSet(stored?.data ?? {}, [source.values]);
    for (const f of foreignChoices(data, source.target, allowed))
      out.push({ path: f.pointer, message: t(source.message, { n: f.n ?? 1 }) });
  }
  return out;
}

type Params = { module: string; endpoint: string };

/** The three handlers every step has (read, save, complete), for a step's own routes and the published-step routes alike. */
function stepHandlers(app: FastifyInstance, steps: StepData, check: (schema: object, value: unknown) => boolean) {
  const gate = (request: FastifyRequest) => requireStepAccess(app, request.currentUser, steps.module, steps.step);

  const load = async (request: FastifyRequest, reply: FastifyReply) => {
    await gate(request);
    const read = request.readWithAccount as { value: StepRow | undefined } | null;
    const { row, data } = await steps.current(request.currentUser.id, read && { row: read.value });
    const def = steps.def;
    // A step with derived data always has something to show, computed from the steps it builds on.
    if (def?.rules.derive?.length) return send(reply, { version: row?.version ?? 0, status: row?.status ?? 'in_progress', data });
    if (!row || (!def?.schema && row.status !== 'completed')) throw notFound(t('api:steps.nothingStored'));
    return send(reply, row, data);
  };

  const guardedSave = async (request: FastifyRequest) => {
    const { variant } = await gate(request);
    return (
      steps.def?.validateDraft &&
      (await steps.tracked(request.currentUser.id, variant, () =>
        steps.saveGuarded(request.currentUser.id, request.body, ifMatch(request), request.accountGuard!),
      ))
    );
  };
  const save = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.accountGuard) {
      // An autosave of a member this process has seen: one statement. Whatever did not go through
      // (a stale view of the account's access, a refusal, a conflict) is decided again below.
      const row = await guardedSave(request).catch(() => undefined);
      if (row) return send(reply, row, steps.visible(row.data));
      await app.confirmAccount(request);
    }
    const { variant } = await gate(request);
    if (!steps.def?.validateDraft) throw notFound(t('api:steps.nothingToSave'));
    const row = await steps.tracked(request.currentUser.id, variant, () =>
      steps.save(request.currentUser.id, request.body, ifMatch(request)),
    );
    return send(reply, row, steps.visible(row.data));
  };

  const complete = async (request: FastifyRequest) => {
    const { variant } = await gate(request);
    const def = steps.def;
    const userId = request.currentUser.id;
    const { row, data } = await steps.current(userId);
    // What the step completes with is what later steps read: derived properties are stored as computed now.
    if (row && JSON.stringify(data) !== JSON.stringify(steps.visible(row.data)))
      await steps.tracked(userId, variant, () => steps.storeComputed(userId, row, data));
    const refused = completionErrors(def?.validateFull, data, def?.rules ?? {}, check);
    if (refused.length) {
      const errors = translate(orderedMessages(refused, def!.rules.messages, data));
      // Every field still empty, also where one message speaks for all rows: the page lists them (missingItems).
      const missing = [...new Set(missingContent(refused).map((e) => e.path))];
      throw unprocessable(errors[0]?.message ?? t('step-runner:formIncomplete'), { errors, missing });
    }
    const foreign = await foreignOptionChoices(app, userId, def, data);
    if (foreign.length) throw unprocessable(foreign[0]!.message, { errors: foreign });
    await app.stepStore.complete(userId, steps.module, steps.step);
    const extra = Object.assign({}, ...(def?.rules.completionResult ?? []).filter((r) => holds(r.when, data, check)).map((r) => r.set));
    return { message: t('api:steps.completed'), step_name: steps.step, status: 'completed', ...extra };
  };
  return { gate, load, save, complete };
}

/**
 * GET, POST and POST …/complete for every step a variant lists, at /api/<module-with-dashes>/<endpoint>,
 * and the addresses its rules add (parts, item saves). Every request passes the access gate
 * (variant, module, prerequisites, step lock). A step published after the start (a new step, a new
 * module) is served by the parametric routes /api/:module/:endpoint, which find it in the version in
 * use at each request; a step's own routes, static, take precedence.
 */
export default async function genericStepRoutes(app: FastifyInstance) {
  const conditionAjv = newAjv(false);
  const check = (schema: object, value: unknown) => conditionAjv.validate(schema, value) as boolean;

  const stepsByKey = new Map<string, StepData>();
  const handlersByKey = new Map<string, ReturnType<typeof stepHandlers>>();
  const handlersOf = (moduleName: string, stepName: string) => {
    const key = `${moduleName}/${stepName}`;
    let handlers = handlersByKey.get(key);
    if (!handlers) {
      const steps = new StepData(app, moduleName, stepName, check, stepsByKey);
      stepsByKey.set(key, steps);
      handlers = stepHandlers(app, steps, check);
      handlersByKey.set(key, handlers);
    }
    return handlers;
  };

  const register = (url: string, module: VariantModuleDef, step: VariantStepDef) => {
    const { gate, load, save, complete } = handlersOf(module.module_name, step.step_name);
    const steps = stepsByKey.get(`${module.module_name}/${step.step_name}`)!;
    // The route's documentation shows the definition the server started with; requests read the version in use (steps.def).
    const startDef = steps.def;
    const readsWithAccount = { join: STEP_WITH_ACCOUNT, params: [module.module_name, step.step_name] };
    app.get(
      url,
      { preHandler: app.authenticate, config: { readsWithAccount }, schema: loadSchema(module.module_name, step.step_name) },
      load,
    );
    app.post(
      url,
      {
        preHandler: app.authenticate,
        config: { writesGuarded: true },
        schema: saveSchema(module.module_name, step.step_name, startDef),
        validatorCompiler: skipBodyValidation,
      },
      save,
    );
    app.post(`${url}/complete`, { preHandler: app.authenticate, schema: completeSchema(module.module_name, step.step_name) }, complete);
    // The specification's generic address, /api/{module}/{step-with-hyphens}/complete, answers too where a step's
    // endpoint is another (/api/people/roles for team_roles_revision); and so do the addresses its variant file adds
    // (the intro's POST /api/intro/complete).
    const generic = `/${apiPathOf(module.module_name, step.step_name.replaceAll('_', '-'))}/complete`;
    for (const alias of [...(generic === `${url}/complete` ? [] : [generic]), ...(step.complete_aliases ?? [])]) {
      app.post(alias, { preHandler: app.authenticate, schema: completeAliasSchema(module.module_name, step.step_name) }, complete);
    }
    registerParts(app, url, steps, gate, check);
    registerItemSave(app, url, steps, gate);
    registerChangeRoutes(app, url, steps, stepsByKey, gate, check);
  };

  for (const [apiPath, { module, step }] of app.catalog.stepsByApiPath) register(`/${apiPath}`, module, step);

  /** The handlers of the step the version in use lists at the address; 404 before the caller is even identified. */
  const published = (params: Params) => {
    const found = app.content.current.catalog.stepsByApiPath.get(`${params.module}/${params.endpoint}`);
    if (!found) throw notFound(t('api:notFound'));
    return handlersOf(found.module.module_name, found.step.step_name);
  };
  type Request = FastifyRequest<{ Params: Params }>;
  // In onRequest, before the token is checked there (plugins/auth.ts): an unknown address is 404 to anyone.
  const onRequest = async (request: Request) => void published(request.params);
  const preHandler = app.authenticate;
  app.get('/:module/:endpoint', { onRequest, preHandler, schema: publishedLoadSchema }, (request: Request, reply) =>
    published(request.params).load(request, reply),
  );
  app.post(
    '/:module/:endpoint',
    { onRequest, preHandler, schema: publishedSaveSchema, validatorCompiler: skipBodyValidation },
    (request: Request, reply) => published(request.params).save(request, reply),
  );
  app.post('/:module/:endpoint/complete', { onRequest, preHandler, schema: publishedCompleteSchema }, (request: Request) =>
    published(request.params).complete(request),
  );

  // Before the first request: data stored by the release before stable ids is linked once.
  app.addHook('onReady', async () => {
    const linked = await linkStoredRows(app, stepsByKey);
    if (linked) app.log.info({ linked }, 'linked the stored step data to the ids of its sources');
  });
}
