import type { addProblem } from '../../../../engine/steps/rating-grid';

/** The field's ui:options: property names, the scale, the option source and the text keys it shows. */
export type Options = Record<string, unknown>;

/** Why a member could not be added (null: added). */
export type AddProblem = ReturnType<typeof addProblem>;
