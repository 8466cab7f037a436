import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../i18n.js';
import { moduleOfKey, stepOfKey } from '../../../engine/steps/index.js';
import { requireStepAccess } from '../../services/step-access.js';
import { reopenSteps } from '../../services/reopen-steps.js';
import { resetDependentsSchema } from './schemas.js';

/**
 * POST /api/<module>/reset-dependent-steps {step_name} (spec: people): the steps after the named
 * one are marked not completed, their data kept; the step lock then reopens them one by one.
 * The reset follows the variant's dependency graph on: a step of any module that builds on the
 * named step or on a reset one is reopened too (and the steps after it in its module). Each
 * records the named step as why. The named step must be open to the user. Answers which steps of
 * the module were reset (`reset_steps`) and, when there are any, those of other modules
 * (`reset_elsewhere`, "<module>/<step>").
 */
export default async function resetDependentRoutes(app: FastifyInstance) {
  const modules = new Set([...app.catalog.stepsByApiPath.values()].map(({ module }) => module.module_name));
  for (const moduleName of modules) {
    app.post(
      `/${moduleName.replaceAll('_', '-')}/reset-dependent-steps`,
      { preHandler: app.authenticate, schema: resetDependentsSchema(moduleName) },
      async (request: FastifyRequest<{ Body: { step_name: string } }>) => {
        const access = await requireStepAccess(app, request.currentUser, moduleName, request.body.step_name);
        const changed = `${moduleName}/${request.body.step_name}`;
        const later = access.module.steps.slice(access.index + 1).map((s) => `${moduleName}/${s.step_name}`);
        const builtOn =
          app.dependencies
            .get(access.variant.variant_name)
            ?.dependents(changed)
            .map((e) => e.to) ?? [];
        const reopened = await reopenSteps(app, request.currentUser.id, access.variant, changed, [...new Set([...later, ...builtOn])]);
        const names = reopened.filter((k) => moduleOfKey(k) === moduleName).map(stepOfKey);
        const elsewhere = reopened.filter((k) => moduleOfKey(k) !== moduleName);
        return {
          message: t(reopened.length ? 'api:steps.dependentsReset' : 'api:steps.nothingToReset'),
          reset_steps: names,
          ...(elsewhere.length ? { reset_elsewhere: elsewhere } : {}),
        };
      },
    );
  }
}
