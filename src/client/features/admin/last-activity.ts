import type { TFunction } from 'i18next';
import { czechDate } from '../../components/czech-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A user's last activity as the admin table shows it (spec section 2): under 60 minutes in
 * minutes, under 24 hours in hours, under 7 days in days, otherwise the Czech date. Counts are
 * whole units rounded down and worded with Czech plurals; a moment in the future (a clock a
 * little ahead) reads as just now.
 */
export function lastActivityText(iso: string | null, now: Date, t: TFunction<'admin'>): string {
  if (!iso) return t('lastActivity.never');
  const ago = now.getTime() - new Date(iso).getTime();
  if (ago < MINUTE) return t('lastActivity.justNow');
  if (ago < HOUR) return t('lastActivity.minutes', { count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return t('lastActivity.hours', { count: Math.floor(ago / HOUR) });
  if (ago < 7 * DAY) return t('lastActivity.days', { count: Math.floor(ago / DAY) });
  return czechDate(iso);
}
