import { isLockedByPrerequisites, percent, stepStatuses, visibleModules } from './access.js';
import type { CompletedSteps, CompletionDates, StepStatus, VariantDef, VariantModuleDef } from './types.js';

/** A step as the API presents it (spec: Step). */
export interface StepView {
  step_name: string;
  display_name: string;
  completed: boolean;
  /** Work on the step is saved but the step is not completed yet. */
  active: boolean;
  /** When a completed step was completed (ISO 8601); absent for a step not completed. */
  completed_at?: string;
  status: StepStatus;
  route_path?: string;
  route_aliases?: string[];
  redirect_from?: string[];
  /** API slug: the step's data lives at /api/{module-with-dashes}/{endpoint}. */
  endpoint: string;
  description?: string;
  icon?: string;
  duration?: string;
  difficulty?: string;
  /** The step's content is not written yet: it is shown, but cannot be opened. */
  in_preparation: boolean;
  /** A completed step reopened because a step it builds on changed (absent otherwise). */
  reopened?: StepReopened;
}

/** Why a step was reopened: which step's change (its key and display name), and when (ISO time). */
export interface StepReopened {
  /** "<module>/<step>" of the step whose change reopened it. */
  by: string;
  display_name: string;
  at: string;
}

/** Reopened steps not completed since, by "<module>/<step>": the changed step's key and when. */
export type ReopenedSteps = ReadonlyMap<string, { by: string; at: string }>;

/** The display name of a step ("<module>/<step>") in the variant; its step name when the variant does not list it. */
export function stepDisplayName(variant: VariantDef, key: string): string {
  const slash = key.indexOf('/');
  const module = variant.modules.find((m) => m.module_name === key.slice(0, slash));
  return module?.steps.find((s) => s.step_name === key.slice(slash + 1))?.display_name ?? key.slice(slash + 1);
}

/** A module as the API presents it (spec: Module and progress data). */
export interface ModuleView {
  module_name: string;
  display_name: string;
  description?: string;
  icon?: string;
  /** Where the module's card leads instead of its workflow. */
  entry_route?: string;
  /** The address that leads to the module's first step not completed (resumeRoute). */
  resume_route?: string;
  is_enabled: boolean;
  locked_by_prerequisites: boolean;
  completed_steps: number;
  total_steps: number;
  progress_percentage: number;
  steps: StepView[];
}

export function moduleView(
  variant: VariantDef,
  module: VariantModuleDef,
  completed: CompletedSteps,
  started: CompletedSteps = new Map(),
  completedAt: CompletionDates = new Map(),
  reopened: ReopenedSteps = new Map(),
): ModuleView {
  const statuses = stepStatuses(module, completed);
  const inProgress = started.get(module.module_name);
  const dates = completedAt.get(module.module_name);
  const steps = module.steps.map(
    (s, i): StepView => ({
      step_name: s.step_name,
      display_name: s.display_name,
      completed: statuses[i] === 'completed',
      active: statuses[i] !== 'completed' && Boolean(inProgress?.has(s.step_name)),
      ...(statuses[i] === 'completed' && dates?.has(s.step_name) ? { completed_at: dates.get(s.step_name) } : {}),
      status: statuses[i]!,
      route_path: s.route_path,
      route_aliases: s.route_aliases,
      redirect_from: s.redirect_from,
      endpoint: s.endpoint,
      description: s.description,
      icon: s.icon,
      duration: s.duration,
      difficulty: s.difficulty,
      in_preparation: s.in_preparation === true,
      ...reopenedView(variant, statuses[i] === 'completed' ? undefined : reopened.get(`${module.module_name}/${s.step_name}`)),
    }),
  );
  const done = steps.filter((s) => s.completed).length;
  return {
    module_name: module.module_name,
    display_name: module.display_name,
    description: module.description,
    icon: module.icon,
    entry_route: module.entry_route,
    resume_route: module.resume_route,
    is_enabled: module.enabled,
    locked_by_prerequisites: isLockedByPrerequisites(variant, module, completed),
    completed_steps: done,
    total_steps: steps.length,
    progress_percentage: percent(done, steps.length),
    steps,
  };
}

function reopenedView(variant: VariantDef, reopened: { by: string; at: string } | undefined): { reopened?: StepReopened } {
  return reopened ? { reopened: { by: reopened.by, display_name: stepDisplayName(variant, reopened.by), at: reopened.at } } : {};
}

/** Every module the user sees, with statuses and progress. */
export function variantView(
  variant: VariantDef,
  grantedModules: readonly string[],
  completed: CompletedSteps,
  started?: CompletedSteps,
  completedAt?: CompletionDates,
  reopened?: ReopenedSteps,
): ModuleView[] {
  return visibleModules(variant, grantedModules).map((m) => moduleView(variant, m, completed, started, completedAt, reopened));
}

/** Overall progress over the enabled modules the user sees. */
export function overallProgress(modules: readonly ModuleView[]): number {
  const enabled = modules.filter((m) => m.is_enabled);
  const done = enabled.reduce((n, m) => n + m.completed_steps, 0);
  const total = enabled.reduce((n, m) => n + m.total_steps, 0);
  return percent(done, total);
}

/** Route of a step: its route_path, else /{module-with-dashes}/{step-with-dashes}. */
export function stepRoute(moduleName: string, step: { step_name: string; route_path?: string }): string {
  return step.route_path || `/${moduleName.replaceAll('_', '-')}/${step.step_name.replaceAll('_', '-')}`;
}

/**
 * The step to work on now in a module: the first one that is available (not completed, not
 * locked), unless that one is still in preparation: then there is nothing to work on yet.
 */
export function currentStep<S extends { status: StepStatus; in_preparation?: boolean }>(steps: readonly S[]): S | undefined {
  const first = steps.find((s) => s.status === 'available');
  return first?.in_preparation ? undefined : first;
}

/**
 * Where a member should start: the current step of the first open, unlocked module that has one
 * (the module's entry route when its variant names one, as the intro's /intro); /home when nothing is left.
 */
export function firstStepRoute(modules: readonly ModuleView[]): string {
  for (const m of modules) {
    if (!m.is_enabled || m.locked_by_prerequisites) continue;
    const active = currentStep(m.steps);
    if (!active) continue;
    if (m.entry_route) return m.entry_route;
    return stepRoute(m.module_name, active);
  }
  return '/home';
}

/**
 * Where a module's resume route leads: its first step not completed (the current step), else
 * its workflow, where a step in preparation or a finished module shows as it is.
 */
export function resumeRoute(module: Pick<ModuleView, 'module_name' | 'steps'>): string {
  const step = currentStep(module.steps);
  return step ? stepRoute(module.module_name, step) : `/${module.module_name.replaceAll('_', '-')}/workflow`;
}
