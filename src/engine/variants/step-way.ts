import { stepRoute } from './module-view.js';
import type { StepStatus } from './types.js';

/** A step as the module's step list presents it (progress or variant data). */
export interface WayStep {
  step_name: string;
  display_name: string;
  status: StepStatus;
  route_path?: string;
  in_preparation?: boolean;
}

/** A neighbouring step: its name and route, and whether its page can be opened now. */
export interface WayLink {
  step_name: string;
  display_name: string;
  route: string;
  /** Locked (the step before it not completed) or in preparation: shown, but no link. */
  open: boolean;
  /** Why a step that is not open cannot be opened. */
  closed?: 'locked' | 'preparing';
}

/** Where a step stands in its module: 'Krok N z M', and the steps before and after it. */
export interface StepWay {
  /** 1-based position among the module's steps. */
  number: number;
  total: number;
  previous?: WayLink;
  next?: WayLink;
}

function linkOf(moduleName: string, step: WayStep): WayLink {
  const closed = step.in_preparation ? 'preparing' : step.status === 'locked' ? 'locked' : undefined;
  return {
    step_name: step.step_name,
    display_name: step.display_name,
    route: stepRoute(moduleName, step),
    open: !closed,
    ...(closed ? { closed } : {}),
  };
}

/**
 * The way through a module from one step (spec section 4: the previous step is the prior list
 * entry, none for the first; the next is the next entry): its position, and its neighbours,
 * each open only while its page can be opened (the next one once this step is completed).
 * Undefined for a step the list does not hold.
 */
export function stepWay(moduleName: string, steps: readonly WayStep[], stepName: string): StepWay | undefined {
  const i = steps.findIndex((s) => s.step_name === stepName);
  if (i < 0) return undefined;
  const previous = steps[i - 1];
  const next = steps[i + 1];
  return {
    number: i + 1,
    total: steps.length,
    ...(previous ? { previous: linkOf(moduleName, previous) } : {}),
    ...(next ? { next: linkOf(moduleName, next) } : {}),
  };
}
