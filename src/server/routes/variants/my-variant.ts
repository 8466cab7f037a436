import type { FastifyInstance } from 'fastify';
import { t } from '../../i18n.js';
import { forbidden, notFound } from '../../http-error.js';
import { firstStepRoute, overallProgress } from '../../../engine/variants/index.js';
import { moduleStepsParams } from './schemas.js';

/** The signed-in user's variant, modules, steps and progress (spec: User's variant, Progress data). */
export default async function myVariantRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.authenticate);

  app.get('/variants/my-variant', { schema: { summary: "The user's variant with its modules, steps and progress" } }, async (request) => {
    const { variant, modules } = await app.progressOf(request.currentUser);
    if (!variant) throw notFound(t('api:variants.noVariant'));
    return {
      variant_name: variant.variant_name,
      display_name: variant.display_name,
      description: variant.description ?? null,
      version: variant.version,
      // The content version the server answers with: the step modules and texts of /api/content/versions/<it>/….
      content_version: app.content.current.id,
      modules,
    };
  });

  app.get('/variants/progress', { schema: { summary: "The user's progress in their variant" } }, async (request) => {
    const { variant, modules } = await app.progressOf(request.currentUser);
    if (!variant) return { user_variants: [] };
    return {
      user_variants: [{ variant_name: variant.variant_name, overall_progress_percentage: overallProgress(modules), modules }],
    };
  });

  app.get<{ Params: { variant: string; module: string } }>(
    '/variants/modules/:variant/:module/steps',
    { schema: { summary: "The steps of one module of the user's variant", params: moduleStepsParams } },
    async (request) => {
      const { variant, modules } = await app.progressOf(request.currentUser);
      if (!variant || variant.variant_name !== request.params.variant) throw forbidden(t('api:variants.noModuleAccess'));
      const module = modules.find((m) => m.module_name === request.params.module);
      if (!module) throw notFound(t('api:variants.noModuleAccess'));
      return { variant_name: variant.variant_name, module_name: module.module_name, steps: module.steps };
    },
  );

  app.get(
    '/variants/first-step-route',
    { schema: { summary: 'The route where the user continues: the current step of the first open module' } },
    async (request) => {
      const { modules } = await app.progressOf(request.currentUser);
      return { route: firstStepRoute(modules) };
    },
  );

  app.get('/progress', { schema: { summary: 'Overall progress and the counts of every module' } }, async (request) => {
    const { variant, modules } = await app.progressOf(request.currentUser);
    const enabled = modules.filter((m) => m.is_enabled);
    return {
      variant_name: variant?.variant_name ?? null,
      overall_progress_percentage: overallProgress(modules),
      completed_steps: enabled.reduce((n, m) => n + m.completed_steps, 0),
      total_steps: enabled.reduce((n, m) => n + m.total_steps, 0),
      modules: modules.map(({ steps: _steps, ...m }) => m),
    };
  });
}
