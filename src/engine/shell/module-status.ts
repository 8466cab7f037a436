/** The module status shown on home (spec section 4), as a stable key for translation. */
export type ModuleStatus = 'locked' | 'unavailable' | 'completed' | 'inProgress' | 'available';

interface ModuleLike {
  locked_by_prerequisites: boolean;
  is_enabled: boolean;
  steps: ReadonlyArray<{ completed?: boolean; active?: boolean; status?: string }>;
}

/**
 * Uzamčeno when locked by prerequisites, Nedostupné when not enabled, Dokončeno when every step
 * is completed, Probíhá when some step is completed or active but not all, otherwise Dostupné.
 */
export function moduleStatus(module: ModuleLike): ModuleStatus {
  if (module.locked_by_prerequisites) return 'locked';
  if (!module.is_enabled) return 'unavailable';
  const done = (s: ModuleLike['steps'][number]) => s.completed === true || s.status === 'completed';
  if (module.steps.length > 0 && module.steps.every(done)) return 'completed';
  if (module.steps.some((s) => done(s) || s.active === true)) return 'inProgress';
  return 'available';
}

/** Whether a click on the module card opens anything. */
export function isModuleOpenable(module: ModuleLike): boolean {
  return module.is_enabled && !module.locked_by_prerequisites;
}

/** Where a module card leads: the entry route its variant names (the intro's /intro), else its workflow. */
export function moduleEntryRoute(module: { module_name: string; entry_route?: string }): string {
  if (module.entry_route) return module.entry_route;
  return `/${module.module_name.replaceAll('_', '-')}/workflow`;
}
