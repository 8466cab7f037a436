import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rowsOf } from '../../../engine/derivations/shared.js';
import { selectValues } from '../../../engine/steps/index.js';
import { t } from '../../i18n.js';
import { notFound, unprocessable } from '../../http-error.js';
import type { StepAccess } from '../../services/step-access.js';
import { asObject, ifMatch, send, type Check, type Data, type StepData } from './pipeline.js';
import { itemSaveSchema, partReadSchema, partWriteSchema, skipBodyValidation } from './schemas.js';

type Gate = (request: FastifyRequest) => Promise<StepAccess>;
const keyOf = (pointer: string) => pointer.replace(/^\//, '');

/**
 * The parts of a step's data with an address of their own (rules.parts): GET answers the list,
 * a writable part's POST `{<property>: [...]}` replaces it and saves the step as a whole save does.
 */
export function registerParts(app: FastifyInstance, url: string, steps: StepData, gate: Gate, check: Check) {
  for (const part of steps.def?.rules.parts ?? []) {
    const key = keyOf(part.at);
    app.get(
      `${url}/${part.path}`,
      { preHandler: app.authenticate, schema: partReadSchema(steps.module, steps.step, part.path) },
      async (request, reply) => {
        await gate(request);
        const userId = request.currentUser.id;
        if (part.step) {
          const [module, step] = part.step.split('/') as [string, string];
          return selectValues((await app.stepStore.load(userId, module, step))?.data ?? {}, { at: part.at }, check) ?? [];
        }
        const { row, data } = await steps.current(userId);
        return send(reply, { version: row?.version ?? 0, status: row?.status ?? 'in_progress', data }, data[key] ?? []);
      },
    );
    if (!part.writable) continue;
    app.post(
      `${url}/${part.path}`,
      {
        preHandler: app.authenticate,
        schema: partWriteSchema(steps.module, steps.step, part.path, key),
        validatorCompiler: skipBodyValidation,
      },
      async (request, reply) => {
        const { variant } = await gate(request);
        const body = asObject(request.body);
        if (!Array.isArray(body[key]) || Object.keys(body).length !== 1) throw unprocessable(t('api:steps.partBody', { key }));
        const row = await steps.tracked(request.currentUser.id, variant, () =>
          steps.update(request.currentUser.id, (data) => ({ ...data, [key]: body[key] }), ifMatch(request)),
        );
        return send(reply, row, { [key]: steps.visible(row.data)[key] ?? [] });
      },
    );
  }
}

/**
 * PUT <url>/<id> for a list whose rows the page saves one by one (rules.itemSave): the body holds
 * only the rule's fields; the row is found by its id in the data as now computed, and the answer
 * is the row as stored.
 */
export function registerItemSave(app: FastifyInstance, url: string, steps: StepData, gate: Gate) {
  const rule = steps.def?.rules.itemSave;
  if (!rule) return;
  const key = keyOf(rule.at);
  app.put(
    `${url}/:id`,
    {
      preHandler: app.authenticate,
      schema: itemSaveSchema(steps.module, steps.step, rule.fields),
      validatorCompiler: skipBodyValidation,
    },
    async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const { variant } = await gate(request);
      const { id } = request.params;
      const body = asObject(request.body);
      if (request.body !== body || !Object.keys(body).every((f) => rule.fields.includes(f)))
        throw unprocessable(t('api:steps.itemBody', { fields: rule.fields.join(', ') }));
      const found = (data: Data) => rowsOf(data[key]).find((r) => r.id === id);
      const row = await steps.tracked(request.currentUser.id, variant, () =>
        steps.update(
          request.currentUser.id,
          (data) => {
            if (!found(data)) throw notFound(t('api:steps.itemNotFound'));
            return { ...data, [key]: rowsOf(data[key]).map((r) => (r.id === id ? { ...r, ...body } : r)) };
          },
          ifMatch(request),
        ),
      );
      return send(reply, row, found(steps.visible(row.data)));
    },
  );
}
