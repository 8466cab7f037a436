import type { FastifyInstance } from 'fastify';
import { t } from '../i18n.js';
import { forbidden, notFound } from '../http-error.js';
import type { ModuleView, StepView, VariantDef } from '../../engine/variants/index.js';
import type { AccessKey } from './access-views.js';

export interface StepAccess {
  variant: VariantDef;
  module: ModuleView;
  step: StepView;
  /** The module's steps in order, for the next-step rule. */
  index: number;
}

/**
 * The server's gate for every step request: the user must have a variant in force whose
 * visible, enabled module is not locked by prerequisites and lists the step; the step itself
 * must not be locked or in preparation. Throws 403 (or 404 for an unknown step) with a Czech detail.
 */
export async function requireStepAccess(app: FastifyInstance, user: AccessKey, moduleName: string, stepName: string): Promise<StepAccess> {
  const module = await requireModuleAccess(app, user, moduleName);
  const index = module.steps.findIndex((s) => s.step_name === stepName);
  const step = module.steps[index];
  if (!step) throw notFound(t('api:variants.stepNotFound'));
  if (step.status === 'locked') throw forbidden(t('api:variants.stepLocked'));
  // A step its variant marks in preparation has nothing to read, save, complete or reset yet (its card says so).
  if (step.in_preparation) throw forbidden(t('api:steps.inPreparation'));
  return { variant: module.variant, module: module, step, index };
}

/** Module-level part of the gate, also used by the module's own listings. */
export async function requireModuleAccess(
  app: FastifyInstance,
  user: AccessKey,
  moduleName: string,
): Promise<ModuleView & { variant: VariantDef }> {
  const progress = await app.progressOf(user);
  if (!progress.variant) throw forbidden(t('api:variants.noVariant'));
  const module = progress.modules.find((m) => m.module_name === moduleName);
  if (!module) throw forbidden(t('api:variants.noModuleAccess'));
  if (!module.is_enabled) throw forbidden(t('api:variants.moduleDisabled'));
  if (module.locked_by_prerequisites) throw forbidden(t('api:variants.moduleLocked'));
  return { ...module, variant: progress.variant };
}
