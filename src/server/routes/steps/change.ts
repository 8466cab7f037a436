import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { rowsLost } from '../../../engine/derivations/index.js';
import {
  dependencyGraph,
  moduleOfKey,
  realIds,
  stepOfKey,
  stepsToReopen,
  watchedChanged,
  type StepKey,
} from '../../../engine/steps/index.js';
import type { VariantDef } from '../../../engine/variants/index.js';
import { stepData } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { conflict } from '../../http-error.js';
import type { StepAccess } from '../../services/step-access.js';
import { otherModulesReading } from '../../services/reopen-steps.js';
import { undoChange } from '../../services/step-undo.js';
import { asObject, send, type Check, type StepData } from './pipeline.js';
import { impactSchema, skipBodyValidation, undoSchema } from './schemas.js';

type Gate = (request: FastifyRequest) => Promise<StepAccess>;

const titleOf = (variant: VariantDef, key: StepKey) =>
  variant.modules.find((m) => m.module_name === moduleOfKey(key))?.steps.find((s) => s.step_name === stepOfKey(key))?.display_name ?? key;

/**
 * What a change of a step would cost before it is made (the question asked before removing a
 * member, a role or a value): the completed steps it would reopen, by the spec's reset of later
 * steps and the dependency graph, and what the member wrote that would leave a list in this step
 * or any step downstream (rules.derive[].lost), each step derived from the changed data in turn.
 */
async function impactOf(
  app: FastifyInstance,
  userId: number,
  variant: VariantDef,
  steps: StepData,
  stepsByKey: ReadonlyMap<StepKey, StepData>,
  body: unknown,
  check: Check,
) {
  const changed = `${steps.module}/${steps.step}`;
  const rules = steps.def!.rules;
  const before = await steps.stored(userId);
  const kept = await steps.kept(userId);
  const now = await steps.derived(userId, asObject(before?.data), kept);
  const proposed = await steps.derived(userId, realIds(asObject(body), before?.data, rules.ids, kept.highest), kept);

  const graph = app.dependencies.get(variant.variant_name) ?? dependencyGraph([variant], () => undefined);
  const module = variant.modules.find((m) => m.module_name === steps.module);
  const index = module?.steps.findIndex((s) => s.step_name === steps.step) ?? -1;
  const later =
    rules.resetDependents && watchedChanged(rules.resetDependents.watch, before?.data ?? {}, proposed, check)
      ? (module?.steps.slice(index + 1) ?? []).map((s) => `${steps.module}/${s.step_name}`)
      : [];
  const elsewhere = otherModulesReading(app, variant, changed).changedBy(before?.data ?? null, proposed, check);
  const candidates = stepsToReopen(graph, variant, changed, [...later, ...elsewhere]);
  const completed = candidates.length
    ? new Set(
        (
          await app.db
            .select({ module_name: stepData.module_name, step_name: stepData.step_name })
            .from(stepData)
            .where(and(eq(stepData.user_id, userId), eq(stepData.status, 'completed')))
        ).map((r) => `${r.module_name}/${r.step_name}`),
      )
    : new Set<string>();

  const losses: Array<{ step: StepKey; title: string; count: number; text: string }> = [];
  const note = (key: StepKey, lost: ReturnType<typeof rowsLost>) => {
    for (const l of lost) losses.push({ step: key, title: titleOf(variant, key), count: l.count, text: t(l.text, { count: l.count }) });
  };
  note(changed, rowsLost(rules.derive, now, proposed));
  const sources = new Map<string, unknown>([[changed, proposed]]);
  for (const key of graph.downstream(changed)) {
    const dependent = stepsByKey.get(key);
    if (!dependent?.def?.rules.derive?.length) continue;
    const row = await dependent.stored(userId);
    const dependentKept = await dependent.kept(userId);
    const current = await dependent.derived(userId, asObject(row?.data), dependentKept);
    const then = await dependent.derived(userId, asObject(row?.data), dependentKept, sources);
    sources.set(key, then);
    note(key, rowsLost(dependent.def.rules.derive, current, then));
  }
  return {
    reopen: candidates.filter((k) => completed.has(k)).map((step) => ({ step, title: titleOf(variant, step) })),
    losses,
  };
}

/**
 * POST …/impact (the proposed data, as a save sends it): what the change would reopen and take
 * along, nothing stored. POST …/undo {version}: takes back the step's last change while the step
 * is still at the version it made (services/step-undo.ts). Both for steps whose changes reopen
 * others (rules.resetDependents).
 */
export function registerChangeRoutes(
  app: FastifyInstance,
  url: string,
  steps: StepData,
  stepsByKey: ReadonlyMap<StepKey, StepData>,
  gate: Gate,
  check: Check,
) {
  if (!steps.def?.rules.resetDependents || !steps.def.validateDraft) return;
  app.post(
    `${url}/impact`,
    { preHandler: app.authenticate, schema: impactSchema(steps.module, steps.step, steps.def), validatorCompiler: skipBodyValidation },
    async (request) => {
      const { variant } = await gate(request);
      steps.refuse(request.body);
      return impactOf(app, request.currentUser.id, variant, steps, stepsByKey, request.body, check);
    },
  );
  app.post(
    `${url}/undo`,
    { preHandler: app.authenticate, schema: undoSchema(steps.module, steps.step) },
    async (request: FastifyRequest<{ Body: { version: number } }>, reply) => {
      await gate(request);
      const userId = request.currentUser.id;
      const undone = await undoChange(app, userId, steps.module, steps.step, request.body.version);
      if (!undone) throw conflict(t('api:steps.undoGone'));
      const { data } = await steps.current(userId, { row: undone.row });
      return send(reply, undone.row, { data, version: undone.row.version, restored_steps: undone.restored });
    },
  );
}
