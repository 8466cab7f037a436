import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { stepData } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { requireStepAccess } from '../../services/step-access.js';
import { resetDependentsSchema } from './schemas.js';

/**
 * POST /api/<module>/reset-dependent-steps {step_name} (spec: people): the steps after the named
 * one are marked not completed, their data kept; the step lock then reopens them one by one.
 * The named step must be open to the user. Answers which steps were reset.
 */
export default async function resetDependentRoutes(app: FastifyInstance) {
  const modules = new Set([...app.catalog.stepsByApiPath.values()].map(({ module }) => module.module_name));
  for (const moduleName of modules) {
    app.post(`/${moduleName.replaceAll('_', '-')}/reset-dependent-steps`, { preHandler: app.authenticate, schema: resetDependentsSchema(moduleName) },
      async (request: FastifyRequest<{ Body: { step_name: string } }>) => {
        const userId = request.currentUser.id;
        const access = await requireStepAccess(app, request.currentUser, moduleName, request.body.step_name);
        const later = access.module.steps.slice(access.index + 1).map((s) => s.step_name);
        const reset = later.length
          ? await app.db
            .update(stepData)
            .set({ status: 'in_progress', completed_at: null })
            .where(and(eq(stepData.user_id, userId), eq(stepData.module_name, moduleName), inArray(stepData.step_name, later), eq(stepData.status, 'completed')))
            .returning({ step_name: stepData.step_name })
          : [];
        const names = reset.map((r) => r.step_name).sort((a, b) => later.indexOf(a) - later.indexOf(b));
        return { message: t(names.length ? 'api:steps.dependentsReset' : 'api:steps.nothingToReset'), reset_steps: names };
      });
  }
}
