import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyDerivations, derivationSources } from '../../../engine/derivations/index.js';
import { completionErrors, countErrors, dataErrors, foreignChoices, holds, orderedMessages, textSet, type StepMessage } from '../../../engine/steps/index.js';
import type { VariantModuleDef, VariantStepDef } from '../../../engine/variants/index.js';
import { t } from '../../i18n.js';
import { badRequest, conflict, notFound, unprocessable } from '../../http-error.js';
import { requireStepAccess } from '../../services/step-access.js';
import { newAjv } from '../../../content/ajv.js';
import { compileSteps, type CompiledStep } from '../../../content/step-definitions.js';
import { completeStep, loadStep, saveStep, type StoredStep } from '../../services/step-store.js';
import { completeAliasSchema, completeSchema, loadSchema, saveSchema, skipBodyValidation } from './schemas.js';

/** The stored step answers as its data; the version travels as the ETag (for If-Match). */
function send(reply: FastifyReply, row: Pick<StoredStep, 'data' | 'version' | 'status'>) {
  return reply.header('etag', `"${row.version}"`).header('x-step-status', row.status).send(row.data);
}

function ifMatch(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const version = Number(String(header).replace(/^W\//, '').replace(/"/g, ''));
  if (!Number.isInteger(version) || version < 0) throw badRequest(t('api:steps.badIfMatch'));
  return version;
}

/** Choices taken from another step's list that the list no longer has (rules.optionSources). */
async function foreignOptionChoices(app: FastifyInstance, userId: number, def: CompiledStep | undefined, data: unknown) {
  const out: Array<{ path: string; message: string }> = [];
  for (const source of def?.rules.optionSources ?? []) {
    const [module, step] = source.step.split('/') as [string, string];
    const stored = await loadStep(app.db, userId, module, step);
    const allowed = textSet(stored?.data ?? {}, [source.values]);
    for (const f of foreignChoices(data, source.target, allowed)) out.push({ path: f.pointer, message: t(source.message, { n: f.n ?? 1 }) });
  }
  return out;
}

/** The data with its derived properties computed from the other steps the rules name (rules.derive). */
async function derived(app: FastifyInstance, userId: number, def: CompiledStep | undefined, data: Record<string, unknown>, check: (s: object, v: unknown) => boolean) {
  const rules = def?.rules.derive;
  if (!rules?.length) return data;
  const sources = new Map<string, unknown>();
  for (const key of derivationSources(rules)) {
    const [module, step] = key.split('/') as [string, string];
    sources.set(key, (await loadStep(app.db, userId, module, step))?.data ?? null);
  }
  return applyDerivations(rules, data, sources, check, (key) => t(key));
}

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? v as Record<string, unknown> : {});

/** Messages in Czech, each text once (two repeated names give one 'Názvy hodnot musí být jedinečné'). */
function translate(messages: StepMessage[]) {
  const out = messages.map((m) => ({ path: m.path, message: t(m.messageKey, m.params) }));
  return out.filter((m, i) => out.findIndex((o) => o.message === m.message) === i);
}

/**
 * GET, POST and POST …/complete for every step a variant lists, at /api/<module-with-dashes>/<endpoint>.
 * Every request passes the access gate (variant, module, prerequisites, step lock).
 */
export default async function genericStepRoutes(app: FastifyInstance) {
  const compiled = compileSteps(app.catalog, app.stepSchemasDir);
  const conditionAjv = newAjv(false);
  const check = (schema: object, value: unknown) => conditionAjv.validate(schema, value) as boolean;

  const register = (url: string, module: VariantModuleDef, step: VariantStepDef) => {
    const def: CompiledStep | undefined = compiled.get(`${module.module_name}/${step.step_name}`);
    const gate = (request: FastifyRequest) => requireStepAccess(app, request.currentUser.id, module.module_name, step.step_name);

    app.get(url, { preHandler: app.authenticate, schema: loadSchema(module.module_name, step.step_name) }, async (request, reply) => {
      await gate(request);
      const userId = request.currentUser.id;
      const row = await loadStep(app.db, userId, module.module_name, step.step_name);
      // A step with derived data always has something to show, computed from the steps it builds on.
      if (def?.rules.derive?.length) {
        const data = await derived(app, userId, def, asObject(row?.data), check);
        return send(reply, { version: row?.version ?? 0, status: row?.status ?? 'in_progress', data });
      }
      if (!row || (!def?.schema && row.status !== 'completed')) throw notFound(t('api:steps.nothingStored'));
      return send(reply, row);
    });

    app.post(url, {
      preHandler: app.authenticate,
      schema: saveSchema(module.module_name, step.step_name, def),
      validatorCompiler: skipBodyValidation,
    }, async (request, reply) => {
      await gate(request);
      if (!def?.validateDraft) throw notFound(t('api:steps.nothingToSave'));
      // A limit the page keeps the member within (at most 5 custom values) is named in its own words;
      // then the draft schema: types, bounds and sizes.
      const refuse = (data: unknown) => {
        const overLimit = countErrors(data, def.rules.counts, check, true);
        if (overLimit.length) {
          const errors = translate(orderedMessages(overLimit, def.rules.messages, data));
          throw unprocessable(errors[0]!.message, { errors });
        }
        if (def.validateDraft!(data)) return;
        const errors = dataErrors(def.validateDraft!.errors);
        throw unprocessable(t('api:steps.invalidDraft', { path: errors[0]?.path || '/' }), { errors });
      };
      refuse(request.body);
      const expected = ifMatch(request);
      // Derived properties are the server's: what the browser sent there is recomputed (edited fields of derived rows kept).
      const body = await derived(app, request.currentUser.id, def, asObject(request.body), check);
      if (body !== request.body) refuse(body);
      const row = await saveStep(app.db, request.currentUser.id, module.module_name, step.step_name, body, expected);
      if (!row) {
        const current = await loadStep(app.db, request.currentUser.id, module.module_name, step.step_name);
        throw conflict(t('api:steps.stale'), { current: current?.data ?? null, version: current?.version ?? null });
      }
      return send(reply, row);
    });

    const complete = async (request: FastifyRequest) => {
      await gate(request);
      const userId = request.currentUser.id;
      const row = await loadStep(app.db, userId, module.module_name, step.step_name);
      const data = await derived(app, userId, def, asObject(row?.data), check);
      // What the step completes with is what later steps read: derived properties are stored as computed now.
      if (row && JSON.stringify(data) !== JSON.stringify(row.data)) await saveStep(app.db, userId, module.module_name, step.step_name, data);
      const refused = completionErrors(def?.validateFull, data, def?.rules ?? {}, check);
      if (refused.length) {
        const errors = translate(orderedMessages(refused, def!.rules.messages, data));
        throw unprocessable(errors[0]?.message ?? t('step-runner:formIncomplete'), { errors });
      }
      const foreign = await foreignOptionChoices(app, request.currentUser.id, def, data);
      if (foreign.length) throw unprocessable(foreign[0]!.message, { errors: foreign });
      await completeStep(app.db, request.currentUser.id, module.module_name, step.step_name);
      const extra = Object.assign({}, ...(def?.rules.completionResult ?? []).filter((r) => holds(r.when, data, check)).map((r) => r.set));
      return { message: t('api:steps.completed'), step_name: step.step_name, status: 'completed', ...extra };
    };
    app.post(`${url}/complete`, { preHandler: app.authenticate, schema: completeSchema(module.module_name, step.step_name) }, complete);
    // A step's other completion addresses come from its variant file (the intro's POST /api/intro/complete).
    for (const alias of step.complete_aliases ?? []) {
      app.post(alias, { preHandler: app.authenticate, schema: completeAliasSchema(module.module_name, step.step_name) }, complete);
    }
  };

  for (const [apiPath, { module, step }] of app.catalog.stepsByApiPath) register(`/${apiPath}`, module, step);
}
