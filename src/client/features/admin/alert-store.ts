import { create } from 'zustand';

/** A success message disappears after this long (spec section 9); an error stays until dismissed. */
export const SUCCESS_VISIBLE_MS = 4000;

export interface AdminAlertMessage {
  kind: 'error' | 'success';
  text: string;
}

interface AlertState {
  alert: AdminAlertMessage | null;
  showError(text: string): void;
  showSuccess(text: string): void;
  dismiss(): void;
}

let successTimer: ReturnType<typeof setTimeout> | undefined;

/** The dashboard's one 'Chyba:' / 'Úspěch:' message; a new one replaces the old. */
export const useAdminAlert = create<AlertState>()((set) => ({
  alert: null,
  showError: (text) => {
    clearTimeout(successTimer);
    set({ alert: { kind: 'error', text } });
  },
  showSuccess: (text) => {
    clearTimeout(successTimer);
    set({ alert: { kind: 'success', text } });
    successTimer = setTimeout(() => set({ alert: null }), SUCCESS_VISIBLE_MS);
  },
  dismiss: () => {
    clearTimeout(successTimer);
    set({ alert: null });
  },
}));
