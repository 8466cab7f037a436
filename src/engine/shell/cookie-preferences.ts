/** Cookie preference as stored (spec section 3). */
export interface CookiePreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  version: string;
  timestamp: string;
}

export const CONSENT_KEY = 'cookie_consent_preferences';
export const CONSENT_VERSION = '1.0';

export type ConsentChoice = Pick<CookiePreferences, 'functional' | 'analytics' | 'marketing'>;

export const ACCEPT_ALL: ConsentChoice = { functional: true, analytics: true, marketing: true };
export const ONLY_NECESSARY: ConsentChoice = { functional: false, analytics: false, marketing: false };

/** A stored preference counts only when it parses and has the current version. */
export function parseStoredPreferences(raw: string | null): CookiePreferences | null {
  if (raw === null) return null;
  const value = JSON.parse(raw) as Partial<CookiePreferences> | null;
  if (!value || value.version !== CONSENT_VERSION) return null;
  return {
    necessary: true,
    functional: value.functional === true,
    analytics: value.analytics === true,
    marketing: value.marketing === true,
    version: CONSENT_VERSION,
    timestamp: typeof value.timestamp === 'string' ? value.timestamp : new Date(0).toISOString(),
  };
}

export function makePreferences(choice: ConsentChoice, now: Date): CookiePreferences {
  return { necessary: true, ...choice, version: CONSENT_VERSION, timestamp: now.toISOString() };
}
