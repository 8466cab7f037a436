import { describe, expect, it } from 'vitest';
import type { ListedUser, ModuleProgress } from '../../../../../src/client/api/admin.js';
import {
  daysOf,
  filterUsers,
  moduleOptions,
  NO_USER_FILTERS,
  type UserFilters,
} from '../../../../../src/client/features/admin/user-filters.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const module = (module_name: string, state: ModuleProgress['state'], percentage: number): ModuleProgress => ({
  module_name,
  display_name: module_name === 'people' ? 'Lidé' : 'Úvod',
  state,
  completed_steps: 0,
  total_steps: 0,
  percentage,
});

interface Spec {
  id: number;
  name: string;
  email: string;
  companyId?: number | null;
  active?: boolean;
  lastActivity?: string | null;
  createdAt?: string;
  percentage?: number;
  modules?: ModuleProgress[];
}
const user = (s: Spec) =>
  ({
    id: s.id,
    email: s.email,
    is_active: s.active ?? true,
    company_id: s.companyId ?? null,
    profile: { name: s.name },
    last_activity: s.lastActivity ?? null,
    created_at: s.createdAt ?? daysAgo(100),
    progress: { percentage: s.percentage ?? 0, current: null, modules: s.modules ?? [] },
  }) as ListedUser;

const users = [
  user({
    id: 1,
    name: 'Jan Novák',
    email: 'jan@firma.cz',
    companyId: 1,
    lastActivity: daysAgo(1),
    percentage: 50,
    modules: [module('intro', 'done', 100), module('people', 'in_progress', 40)],
  }),
  user({
    id: 2,
    name: 'Petra Černá',
    email: 'petra@jina.cz',
    companyId: 2,
    active: false,
    lastActivity: daysAgo(10),
    percentage: 5,
    modules: [module('intro', 'done', 100), module('people', 'not_started', 0)],
  }),
  user({ id: 3, name: 'Admin', email: 'admin@firma.cz', lastActivity: daysAgo(0.1) }),
  // Never signed in, created 30 days ago.
  user({
    id: 4,
    name: 'Karel Nový',
    email: 'karel@firma.cz',
    companyId: 1,
    createdAt: daysAgo(30),
    percentage: 0,
    modules: [module('intro', 'not_started', 0)],
  }),
  // Never signed in, created yesterday.
  user({
    id: 5,
    name: 'Eva Čerstvá',
    email: 'eva@firma.cz',
    companyId: 1,
    createdAt: daysAgo(1),
    percentage: 100,
    modules: [module('intro', 'done', 100), module('people', 'done', 100)],
  }),
];
const ids = (list: ListedUser[]) => list.map((u) => u.id);
const shown = (filters: Partial<UserFilters>) => ids(filterUsers(users, { ...NO_USER_FILTERS, ...filters }, NOW));

describe('the users filter', () => {
  it('keeps everyone without filters, in the list order', () => {
    expect(shown({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('searches names and e-mails without case or diacritics', () => {
    expect(shown({ search: 'novak' })).toEqual([1]);
    expect(shown({ search: 'ČERNÁ' })).toEqual([2]);
    expect(shown({ search: ' jina.cz ' })).toEqual([2]);
    expect(shown({ search: 'nikdo' })).toEqual([]);
  });

  it('filters by company and by status, and combines every filter', () => {
    expect(shown({ companyId: '2' })).toEqual([2]);
    expect(shown({ status: 'active' })).toEqual([1, 3, 4, 5]);
    expect(shown({ status: 'inactive' })).toEqual([2]);
    expect(shown({ search: 'firma', companyId: '1', status: 'inactive' })).toEqual([]);
  });

  it('finds members without activity for more than N days; one never signed in counts from their account’s creation', () => {
    expect(shown({ inactiveDays: '7' })).toEqual([2, 4]);
    expect(shown({ inactiveDays: '10' })).toEqual([4]);
    expect(shown({ inactiveDays: '31' })).toEqual([]);
    expect(shown({ inactiveDays: '1' })).toEqual([2, 4]);
  });

  it('ignores a number of days that is no whole number from 1', () => {
    for (const text of ['', '0', '-3', '1.5', 'abc', '1e3']) expect(shown({ inactiveDays: text }), text).toEqual([1, 2, 3, 4, 5]);
    expect([daysOf(' 7 '), daysOf('07'), daysOf('0'), daysOf('x')]).toEqual([7, 7, undefined, undefined]);
  });

  it('filters a module by its state: done, in progress, not started; the state alone means any module', () => {
    expect(shown({ module: 'people' })).toEqual([1, 2, 5]);
    expect(shown({ module: 'people', moduleState: 'in_progress' })).toEqual([1]);
    expect(shown({ module: 'people', moduleState: 'not_started' })).toEqual([2]);
    expect(shown({ module: 'people', moduleState: 'done' })).toEqual([5]);
    expect(shown({ module: 'intro', moduleState: 'not_started' })).toEqual([4]);
    expect(shown({ moduleState: 'not_started' })).toEqual([2, 4]);
    expect(shown({ module: 'sales' })).toEqual([]);
  });

  it('sorts by progress and by last activity; never active is the longest idle; ties keep the list order', () => {
    expect(shown({ sort: 'progressDesc' })).toEqual([5, 1, 2, 3, 4]);
    expect(shown({ sort: 'progressAsc' })).toEqual([3, 4, 2, 1, 5]);
    expect(shown({ sort: 'activityDesc' })).toEqual([3, 1, 2, 4, 5]);
    expect(shown({ sort: 'activityAsc' })).toEqual([4, 5, 2, 1, 3]);
    expect(shown({ inactiveDays: '7', sort: 'activityAsc' })).toEqual([4, 2]);
  });

  it('does not reorder the list it was given', () => {
    filterUsers(users, { ...NO_USER_FILTERS, sort: 'progressDesc' }, NOW);
    expect(ids(users)).toEqual([1, 2, 3, 4, 5]);
  });

  it("offers the members' modules once each, in the order first met", () => {
    expect(moduleOptions(users)).toEqual([
      { value: 'intro', label: 'Úvod' },
      { value: 'people', label: 'Lidé' },
    ]);
  });
});
