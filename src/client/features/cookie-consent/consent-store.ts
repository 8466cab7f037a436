import { create } from 'zustand';
import {
  CONSENT_KEY,
  makePreferences,
  parseStoredPreferences,
  type ConsentChoice,
  type CookiePreferences,
} from '../../../engine/shell/index';

/** The browser event fired after every save; `detail` is the stored preference. */
export const PREFERENCES_CHANGED_EVENT = 'cookiePreferencesChanged';

declare global {
  interface Window {
    /** Reopens the cookie banner directly in detailed mode (spec section 2). */
    openCookieSettings?: () => void;
  }
}

interface ConsentState {
  visible: boolean;
  detailed: boolean;
  preferences: CookiePreferences | null;
  openSettings(): void;
  showDetails(): void;
  save(choice: ConsentChoice): void;
}

/** Reads the stored preference; a failed read is logged and the banner shows. */
function initial(): Pick<ConsentState, 'visible' | 'preferences'> {
  try {
    const preferences = parseStoredPreferences(localStorage.getItem(CONSENT_KEY));
    return { preferences, visible: preferences === null };
  } catch (err) {
    console.error('Could not read the cookie preferences', err);
    return { preferences: null, visible: true };
  }
}

export const useConsent = create<ConsentState>()((set) => ({
  ...initial(),
  detailed: false,
  openSettings: () => set({ visible: true, detailed: true }),
  showDetails: () => set({ detailed: true }),
  save: (choice) => {
    const preferences = makePreferences(choice, new Date());
    try {
      localStorage.setItem(CONSENT_KEY, JSON.stringify(preferences));
    } catch (err) {
      console.error('Could not save the cookie preferences', err);
    }
    set({ preferences, visible: false, detailed: false });
    window.dispatchEvent(new CustomEvent(PREFERENCES_CHANGED_EVENT, { detail: preferences }));
  },
}));

if (typeof window !== 'undefined') window.openCookieSettings = () => useConsent.getState().openSettings();
