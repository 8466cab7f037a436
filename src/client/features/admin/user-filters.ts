import type { ListedUser } from '../../api/admin';
import type { ModuleProgressState } from '../../../engine/variants/index';

export type StatusFilter = 'all' | 'active' | 'inactive';
export type ModuleStateFilter = '' | ModuleProgressState;
export const USER_SORTS = ['default', 'progressDesc', 'progressAsc', 'activityDesc', 'activityAsc'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface UserFilters {
  /** Matched against the name and the e-mail, ignoring case and diacritics. */
  search: string;
  /** A company id as text, '' for every company. */
  companyId: string;
  status: StatusFilter;
  /** 'bez aktivity déle než N dní': N as typed, '' (or anything but a whole number from 1) for no limit. */
  inactiveDays: string;
  /** A module name, '' for any module. */
  module: string;
  /** The state the module (any module when none is chosen) must be in; '' for any. */
  moduleState: ModuleStateFilter;
  sort: UserSort;
}

export const NO_USER_FILTERS: UserFilters = {
  search: '',
  companyId: '',
  status: 'all',
  inactiveDays: '',
  module: '',
  moduleState: '',
  sort: 'default',
};

const DAY = 86_400_000;

/** Lower case without diacritics, so "novak" finds "Novák". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The days typed, when they are a whole number from 1. */
export function daysOf(text: string): number | undefined {
  const days = /^\s*\d{1,5}\s*$/.test(text) ? Number(text) : 0;
  return days >= 1 ? days : undefined;
}

/**
 * When the member was last seen doing anything: their last activity, else when their account was
 * made (a member who never signed in has been idle since the administrator created them).
 */
const lastSeen = (u: Pick<ListedUser, 'last_activity' | 'created_at'>) => new Date(u.last_activity ?? u.created_at).getTime();

function passesModule(user: ListedUser, module: string, state: ModuleStateFilter): boolean {
  if (!module && !state) return true;
  return user.progress.modules.some((m) => (!module || m.module_name === module) && (!state || m.state === state));
}

/** The users that pass every filter, in the order `sort` asks (ties keep the list's order). */
export function filterUsers(users: ListedUser[], filters: UserFilters, now: Date): ListedUser[] {
  const { search, companyId, status, module, moduleState } = filters;
  const needle = foldText(search.trim());
  const days = daysOf(filters.inactiveDays);
  const shown = users.filter(
    (u) =>
      (!needle || foldText(`${u.profile?.name ?? ''} ${u.email}`).includes(needle)) &&
      (!companyId || String(u.company_id) === companyId) &&
      (status === 'all' || u.is_active === (status === 'active')) &&
      (days === undefined || now.getTime() - lastSeen(u) > days * DAY) &&
      passesModule(u, module, moduleState),
  );
  return sortUsers(shown, filters.sort);
}

/** Never active sorts as the oldest activity: it is the longest idle. */
const activity = (u: ListedUser) => (u.last_activity ? new Date(u.last_activity).getTime() : Number.NEGATIVE_INFINITY);

const COMPARE: Record<Exclude<UserSort, 'default'>, (a: ListedUser, b: ListedUser) => number> = {
  progressDesc: (a, b) => b.progress.percentage - a.progress.percentage,
  progressAsc: (a, b) => a.progress.percentage - b.progress.percentage,
  activityDesc: (a, b) => activity(b) - activity(a) || 0,
  activityAsc: (a, b) => activity(a) - activity(b) || 0,
};

export function sortUsers(users: ListedUser[], sort: UserSort): ListedUser[] {
  if (sort === 'default') return users;
  // Two never-active users compare as -Infinity - -Infinity = NaN: `|| 0` keeps them in order.
  return [...users].sort(COMPARE[sort]);
}

/** The modules any listed user has, in the order first met, for the module filter. */
export function moduleOptions(users: ListedUser[]): Array<{ value: string; label: string }> {
  const seen = new Map<string, string>();
  for (const u of users) for (const m of u.progress.modules) if (!seen.has(m.module_name)) seen.set(m.module_name, m.display_name);
  return [...seen].map(([value, label]) => ({ value, label }));
}
