import { create } from 'zustand';
import i18next from 'i18next';
import { HTTPError } from '../../api/client';
import {
  getAssignments,
  getCompanies,
  getUsers,
  getVariants,
  type ListedUser,
  type Assignment,
  type Company,
  type VariantSummary,
} from '../../api/admin';
import { useSession } from '../../stores/session';
import { useAdminAlert } from './alert-store';

interface AdminData {
  users: ListedUser[];
  companies: Company[];
  variants: VariantSummary[];
  assignments: Assignment[];
  /** False until the first load has answered (or failed). */
  loaded: boolean;
  /** Users and companies, which every change of a user or a company touches. */
  loadPeople(): Promise<void>;
  /** Variants and their assignments. */
  loadVariants(): Promise<void>;
  loadAll(): Promise<void>;
}

/** A 401 that the shared refresh could not cure ends the session; the guard then shows /. */
function failed(err: unknown, messageKey: string) {
  if (err instanceof HTTPError && err.response.status === 401) useSession.getState().clear();
  else useAdminAlert.getState().showError(i18next.t(messageKey, { ns: 'admin' }));
}

/** The dashboard's lists, read from the admin API and reloaded after each change. */
export const useAdminData = create<AdminData>()((set, get) => ({
  users: [],
  companies: [],
  variants: [],
  assignments: [],
  loaded: false,
  loadPeople: async () => {
    try {
      const [users, companies] = await Promise.all([getUsers(), getCompanies()]);
      set({ users, companies });
    } catch (err) {
      failed(err, 'errors.loadData');
    }
  },
  loadVariants: async () => {
    try {
      const [variants, assignments] = await Promise.all([getVariants(), getAssignments()]);
      set({ variants, assignments });
    } catch (err) {
      failed(err, 'errors.loadVariants');
    }
  },
  loadAll: async () => {
    await Promise.all([get().loadPeople(), get().loadVariants()]);
    set({ loaded: true });
  },
}));
