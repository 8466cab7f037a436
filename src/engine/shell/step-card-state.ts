/** The four states of a step card on the workflow screen (spec section 2). */
export type StepCardState = 'completed' | 'current' | 'available' | 'locked';

/** `isCurrent`: the step is the module's current one (the first available, see engine/variants currentStep). */
export function stepCardState(step: { status: string; completed?: boolean }, isCurrent: boolean): StepCardState {
  if (step.completed || step.status === 'completed') return 'completed';
  if (step.status === 'locked') return 'locked';
  return isCurrent ? 'current' : 'available';
}
