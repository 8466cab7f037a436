import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../api/audit';

/** Who did it: the e-mail then, or the deleted account's id. */
export const actorText = (t: TFunction<'admin'>, e: AuditEntry) => e.actor_email ?? t('audit.deletedActor', { id: e.actor_id });

/** What it was done to: what the target was called then, else its kind and id ('osobní údaje smazány' once erased). */
export const targetText = (t: TFunction<'admin'>, e: AuditEntry) =>
  e.target_label ?? (e.erased ? t('audit.erased') : `${t(`audit.kinds.${e.target_kind}`)} ${e.target_id}`);

/** A recorded value as one line: texts as they are, lists joined, the rest as JSON; nothing as a dash. */
export function valueText(t: TFunction<'admin'>, value: unknown): string {
  if (value === undefined || value === null || value === '') return t('audit.emptyValue');
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.join(', ') : t('audit.emptyValue');
  return JSON.stringify(value);
}

/** A field of the before/after view by its Czech name where the dashboard has one ('profile.department' → 'Oddělení'), else its path. */
export const fieldLabel = (t: TFunction<'admin'>, path: string) => t(`audit.fields.${path.replace(/\./g, '_')}`, { defaultValue: path });
