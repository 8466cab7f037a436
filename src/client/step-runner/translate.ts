import i18next from 'i18next';

/**
 * Texts in UI schemas and rule files are i18n keys ("steps/people:team_goals.goal.label"); a
 * string that is no key is shown as it is, so a label typed directly still renders.
 */
export function tr(value: unknown, params?: Record<string, unknown>): string {
  if (typeof value !== 'string' || value === '') return '';
  return i18next.exists(value) ? i18next.t(value, params) : value;
}
