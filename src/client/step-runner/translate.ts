import i18next from 'i18next';
import { variantKeyCandidates } from '../../engine/steps';

/** The variant whose texts "{variant}" keys show: the member's, or the one the step preview shows. */
let textVariant: string | undefined;
export function setTextVariant(variant: string | undefined): void {
  textVariant = variant;
}

/**
 * Texts in UI schemas and rule files are i18n keys ("steps/people:team_goals.goal.label"); a
 * string that is no key is shown as it is, so a label typed directly still renders. A key naming
 * "{variant}" shows the variant's own text, else the general variant's.
 */
export function tr(value: unknown, params?: Record<string, unknown>): string {
  if (typeof value !== 'string' || value === '') return '';
  const key = variantKeyCandidates(value, textVariant).find((k) => i18next.exists(k));
  return key ? i18next.t(key, params) : value;
}
