import { ADMIN_TAG } from '../../admin/docs.js';
import { STUDIO_DESCRIPTIONS } from '../docs.js';

export type VariantParams = { variant: string };
export type ModuleParams = VariantParams & { module: string };
export type StepParams = ModuleParams & { step: string };

/** A structure route's place in the API documents: the studio's area and its description there. */
export const docs = (operation: keyof typeof STUDIO_DESCRIPTIONS) => ({
  tags: [ADMIN_TAG.content],
  description: STUDIO_DESCRIPTIONS[operation],
});
