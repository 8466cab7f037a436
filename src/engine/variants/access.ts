import type { CompletedSteps, StepStatus, VariantDef, VariantModuleDef } from './types.js';

/**
 * The modules a user sees in their variant: admin-selectable ones (people, process, sales)
 * only when the administrator also granted them; the others by the variant alone.
 */
export function visibleModules(variant: VariantDef, grantedModules: readonly string[]): VariantModuleDef[] {
  return variant.modules.filter((m) => !m.admin_selectable || grantedModules.includes(m.module_name));
}

/**
 * Step unlocking: the first step is available, each next one once the one before is completed.
 * A reset marks later steps not completed, which by this rule locks all but the first of them.
 */
export function stepStatuses(module: VariantModuleDef, completed: CompletedSteps): StepStatus[] {
  const done = completed.get(module.module_name);
  return module.steps.map((step, i) => {
    if (done?.has(step.step_name)) return 'completed';
    const previous = module.steps[i - 1];
    return !previous || done?.has(previous.step_name) ? 'available' : 'locked';
  });
}

export function isModuleCompleted(module: VariantModuleDef, completed: CompletedSteps): boolean {
  const done = completed.get(module.module_name);
  return module.steps.length > 0 && module.steps.every((s) => done?.has(s.step_name));
}

/** A module is locked until every module it requires is completed in the same variant. */
export function isLockedByPrerequisites(variant: VariantDef, module: VariantModuleDef, completed: CompletedSteps): boolean {
  return module.requires.some((name) => {
    const required = variant.modules.find((m) => m.module_name === name);
    return !required || !isModuleCompleted(required, completed);
  });
}

/** Rounded percentage; an empty whole counts as 0 %. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}
