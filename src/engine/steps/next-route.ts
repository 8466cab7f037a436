/** A step as listed in a module (progress or variant data). */
export interface RouteStep {
  step_name: string;
  route_path?: string;
  /** A step whose content is not written yet has no page to go to. */
  in_preparation?: boolean;
}

const routeOf = (moduleName: string, step: RouteStep) =>
  step.route_path || `/${moduleName.replaceAll('_', '-')}/${step.step_name.replaceAll('_', '-')}`;

/**
 * Spec section 4, next-route rule: the next entry of the module's ordered step list; without a
 * route_path there, the variant's module step list decides, else /{module}/{step-with-hyphens};
 * with no next step, the given fallback or /{module}/workflow; a next step in preparation leads to
 * the workflow, where its card says so.
 */
export function nextRoute(
  moduleName: string,
  steps: readonly RouteStep[],
  current: string,
  options: { variantSteps?: readonly RouteStep[]; fallback?: string } = {},
): string {
  const i = steps.findIndex((s) => s.step_name === current);
  const next = i >= 0 ? steps[i + 1] : undefined;
  const workflow = `/${moduleName.replaceAll('_', '-')}/workflow`;
  if (!next) return options.fallback ?? workflow;
  if (next.in_preparation) return workflow;
  if (next.route_path) return next.route_path;
  const listed = options.variantSteps?.find((s) => s.step_name === next.step_name);
  return routeOf(moduleName, listed ?? next);
}

/** The previous step's route, or undefined for the first step. */
export function previousRoute(moduleName: string, steps: readonly RouteStep[], current: string): string | undefined {
  const i = steps.findIndex((s) => s.step_name === current);
  const prev = i > 0 ? steps[i - 1] : undefined;
  return prev && routeOf(moduleName, prev);
}
