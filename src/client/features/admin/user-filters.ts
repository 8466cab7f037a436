import type { AdminUser } from '../../api/admin';

export type StatusFilter = 'all' | 'active' | 'inactive';

export interface UserFilters {
  /** Matched against the name and the e-mail, ignoring case and diacritics. */
  search: string;
  /** A company id as text, '' for every company. */
  companyId: string;
  status: StatusFilter;
}

export const NO_USER_FILTERS: UserFilters = { search: '', companyId: '', status: 'all' };

/** Lower case without diacritics, so "novak" finds "Novák". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The users that pass every filter, in their original order. */
export function filterUsers(users: AdminUser[], { search, companyId, status }: UserFilters): AdminUser[] {
  const needle = foldText(search.trim());
  return users.filter(
    (u) =>
      (!needle || foldText(`${u.profile?.name ?? ''} ${u.email}`).includes(needle)) &&
      (!companyId || String(u.company_id) === companyId) &&
      (status === 'all' || u.is_active === (status === 'active')),
  );
}
