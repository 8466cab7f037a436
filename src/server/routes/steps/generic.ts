import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { completeAliasSchema, completeSchema, loadSchema, saveSchema, skipBodyValidation } from './schemas.js';

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

/**
 * GET, POST and POST …/complete for every step a variant lists, at /api/<module-with-dashes>/<endpoint>,
 * and the addresses its rules add (parts, item saves). Every request passes the access gate
 * (variant, module, prerequisites, step lock).
 */
export default async function genericStepRoutes(app: FastifyInstance) {
  const conditionAjv = newAjv(false);
  const check = (schema: object, value: unknown) => conditionAjv.validate(schema, value) as boolean;

  const stepsByKey = new Map<string, StepData>();
  const register = (url: string, module: VariantModuleDef, step: VariantStepDef) => {
    const steps = new StepData(app, module.module_name, step.step_name, check, stepsByKey);
    // The route's documentation shows the definition the server started with; requests read the version in use (steps.def).
    const startDef = steps.def;
    stepsByKey.set(`${module.module_name}/${step.step_name}`, steps);
    const gate = (request: FastifyRequest) => requireStepAccess(app, request.currentUser, module.module_name, step.step_name);

    const readsWithAccount = { join: STEP_WITH_ACCOUNT, params: [module.module_name, step.step_name] };
    app.get(
      url,
      { preHandler: app.authenticate, config: { readsWithAccount }, schema: loadSchema(module.module_name, step.step_name) },
      async (request, reply) => {
        await gate(request);
        const read = request.readWithAccount as { value: StepRow | undefined } | null;
        const { row, data } = await steps.current(request.currentUser.id, read && { row: read.value });
        const def = steps.def;
        // A step with derived data always has something to show, computed from the steps it builds on.
        if (def?.rules.derive?.length) return send(reply, { version: row?.version ?? 0, status: row?.status ?? 'in_progress', data });
        if (!row || (!def?.schema && row.status !== 'completed')) throw notFound(t('api:steps.nothingStored'));
        return send(reply, row, data);
      },
    );

    const guardedSave = async (request: FastifyRequest) => {
      const { variant } = await gate(request);
      return (
        steps.def?.validateDraft &&
        (await steps.tracked(request.currentUser.id, variant, () =>
          steps.saveGuarded(request.currentUser.id, request.body, ifMatch(request), request.accountGuard!),
        ))
      );
    };
    app.post(
      url,
      {
        preHandler: app.authenticate,
        config: { writesGuarded: true },
        schema: saveSchema(module.module_name, step.step_name, startDef),
        validatorCompiler: skipBodyValidation,
      },
      async (request, reply) => {
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
      },
    );

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
      await app.stepStore.complete(userId, module.module_name, step.step_name);
      const extra = Object.assign({}, ...(def?.rules.completionResult ?? []).filter((r) => holds(r.when, data, check)).map((r) => r.set));
      return { message: t('api:steps.completed'), step_name: step.step_name, status: 'completed', ...extra };
    };
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
  // Before the first request: data stored by the release before stable ids is linked once.
  app.addHook('onReady', async () => {
    const linked = await linkStoredRows(app, stepsByKey);
    if (linked) app.log.info({ linked }, 'linked the stored step data to the ids of its sources');
  });
}
