import { texts } from './shared.js';

/** The distinct non-blank texts of `inputs.values`, trimmed, in order (the team evaluation's values: the priorities). */
export const distinctTexts = (inputs: Record<string, unknown>): string[] => texts(inputs.values);
