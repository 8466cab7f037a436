import type { FastifyInstance } from 'fastify';
import { t } from '../../i18n.js';
import { forbidden, notFound } from '../../http-error.js';
import { firstStepRoute, overallProgress } from '../../../engine/variants/index.js';
import {
  firstStepRoute as firstStepRouteAnswer,
  moduleSteps,
  moduleStepsParams,
  myVariant,
  progress,
  variantProgress,
  type FirstStepRoute,
  type ModuleSteps,
  type MyVariant,
  type Progress,
  type VariantProgress,
} from '../../../contracts/variants.js';
import { API_TAG } from '../../api-docs.js';

/** The signed-in user's variant, modules, steps and progress (spec: User's variant, Progress data). */
export default async function myVariantRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/variants/my-variant',
    {
      schema: {
        tags: [API_TAG.variants],
        summary: "The user's variant with its modules, steps and progress",
        response: { 200: myVariant },
      },
    },
    async (request): Promise<MyVariant> => {
      const { variant, modules } = await app.progressOf(request.currentUser);
      if (!variant) throw notFound(t('api:variants.noVariant'));
      return {
        variant_name: variant.variant_name,
        display_name: variant.display_name,
        description: variant.description ?? null,
        version: variant.version,
        content_version: app.content.current.id,
        modules,
      };
    },
  );

  app.get(
    '/variants/progress',
    { schema: { tags: [API_TAG.variants], summary: "The user's progress in their variant", response: { 200: variantProgress } } },
    async (request): Promise<VariantProgress> => {
      const { variant, modules } = await app.progressOf(request.currentUser);
      if (!variant) return { user_variants: [] };
      return {
        user_variants: [{ variant_name: variant.variant_name, overall_progress_percentage: overallProgress(modules), modules }],
      };
    },
  );

  app.get<{ Params: { variant: string; module: string } }>(
    '/variants/modules/:variant/:module/steps',
    {
      schema: {
        tags: [API_TAG.variants],
        summary: "The steps of one module of the user's variant",
        params: moduleStepsParams,
        response: { 200: moduleSteps },
      },
    },
    async (request): Promise<ModuleSteps> => {
      const { variant, modules } = await app.progressOf(request.currentUser);
      if (!variant || variant.variant_name !== request.params.variant) throw forbidden(t('api:variants.noModuleAccess'));
      const module = modules.find((m) => m.module_name === request.params.module);
      if (!module) throw notFound(t('api:variants.noModuleAccess'));
      return { variant_name: variant.variant_name, module_name: module.module_name, steps: module.steps };
    },
  );

  app.get(
    '/variants/first-step-route',
    {
      schema: {
        tags: [API_TAG.variants],
        summary: 'The route where the user continues: the current step of the first open module',
        response: { 200: firstStepRouteAnswer },
      },
    },
    async (request): Promise<FirstStepRoute> => {
      const { modules } = await app.progressOf(request.currentUser);
      return { route: firstStepRoute(modules) };
    },
  );

  app.get(
    '/progress',
    { schema: { tags: [API_TAG.variants], summary: 'Overall progress and the counts of every module', response: { 200: progress } } },
    async (request): Promise<Progress> => {
      const { variant, modules } = await app.progressOf(request.currentUser);
      const enabled = modules.filter((m) => m.is_enabled);
      return {
        variant_name: variant?.variant_name ?? null,
        overall_progress_percentage: overallProgress(modules),
        completed_steps: enabled.reduce((n, m) => n + m.completed_steps, 0),
        total_steps: enabled.reduce((n, m) => n + m.total_steps, 0),
        modules: modules.map(({ steps: _steps, ...m }) => m),
      };
    },
  );
}
