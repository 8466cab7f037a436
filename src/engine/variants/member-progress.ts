import { percent, visibleModules } from './access.js';
import type { VariantDef } from './types.js';
import type { MODULE_PROGRESS, STEP_PROGRESS } from '../../contracts/admin.js';

/** A stored step row as progress reads it: never its data. */
export interface StoredStep {
  module_name: string;
  step_name: string;
  /** in_progress or completed. */
  status: string;
  /** When the row was first saved: the step was started then. */
  created_at: Date;
  completed_at: Date | null;
}

export type StepProgressStatus = (typeof STEP_PROGRESS)[number];
export type ModuleProgressState = (typeof MODULE_PROGRESS)[number];

export interface StepProgress {
  step_name: string;
  display_name: string;
  status: StepProgressStatus;
  /** ISO 8601; null for a step never saved. */
  started_at: string | null;
  /** ISO 8601; null unless the step is completed. */
  completed_at: string | null;
}

export interface ModuleProgress {
  module_name: string;
  display_name: string;
  state: ModuleProgressState;
  completed_steps: number;
  total_steps: number;
  percentage: number;
  steps: StepProgress[];
}

/** Where a member stands: the first step not completed of their first module in progress. */
export interface CurrentStep {
  module_name: string;
  module_display_name: string;
  step_name: string;
  step_display_name: string;
}

export interface MemberProgress {
  modules: ModuleProgress[];
  /** null when every module is done, or the member has none. */
  current: CurrentStep | null;
  /** Completed steps of all the member's modules over all their steps, in percent. */
  percentage: number;
}

const NO_PROGRESS: MemberProgress = { modules: [], current: null, percentage: 0 };

/**
 * A member's progress in their variant, from their stored step rows. Only the modules they may
 * open count: the variant's enabled ones, the admin-selectable ones only when granted. A module
 * locked until another is completed counts (not started): it is still on the member's way. Rows of
 * steps the variant does not list (another variant's) are left out.
 */
export function memberProgress(
  variant: VariantDef | undefined,
  grantedModules: readonly string[],
  rows: readonly StoredStep[],
): MemberProgress {
  if (!variant) return NO_PROGRESS;
  const stored = new Map(rows.map((r) => [`${r.module_name}/${r.step_name}`, r]));
  const modules = visibleModules(variant, grantedModules)
    .filter((m) => m.enabled)
    .map((m): ModuleProgress => {
      const steps = m.steps.map((s): StepProgress => {
        const row = stored.get(`${m.module_name}/${s.step_name}`);
        const completed = row?.status === 'completed';
        return {
          step_name: s.step_name,
          display_name: s.display_name,
          status: completed ? 'completed' : row ? 'in_progress' : 'not_started',
          started_at: row ? row.created_at.toISOString() : null,
          completed_at: completed && row.completed_at ? row.completed_at.toISOString() : null,
        };
      });
      const done = steps.filter((s) => s.status === 'completed').length;
      const touched = steps.some((s) => s.status !== 'not_started');
      return {
        module_name: m.module_name,
        display_name: m.display_name,
        state: steps.length > 0 && done === steps.length ? 'done' : touched ? 'in_progress' : 'not_started',
        completed_steps: done,
        total_steps: steps.length,
        percentage: percent(done, steps.length),
        steps,
      };
    });
  const done = modules.reduce((n, m) => n + m.completed_steps, 0);
  const total = modules.reduce((n, m) => n + m.total_steps, 0);
  return { modules, current: currentOf(modules), percentage: percent(done, total) };
}

/** The first module in progress, else the first not started; its first step not completed. */
function currentOf(modules: readonly ModuleProgress[]): CurrentStep | null {
  const module = modules.find((m) => m.state === 'in_progress') ?? modules.find((m) => m.state === 'not_started');
  const step = module?.steps.find((s) => s.status !== 'completed');
  if (!module || !step) return null;
  return {
    module_name: module.module_name,
    module_display_name: module.display_name,
    step_name: step.step_name,
    step_display_name: step.display_name,
  };
}
