import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../../src/client/api/admin.js';
import { filterUsers, NO_USER_FILTERS } from '../../../../../src/client/features/admin/user-filters.js';

const user = (id: number, name: string, email: string, companyId: number | null, active: boolean) =>
  ({ id, email, is_active: active, company_id: companyId, profile: { name } }) as AdminUser;

const users = [
  user(1, 'Jan Novák', 'jan@firma.cz', 1, true),
  user(2, 'Petra Černá', 'petra@jina.cz', 2, false),
  user(3, 'Admin', 'admin@firma.cz', null, true),
];
const ids = (list: AdminUser[]) => list.map((u) => u.id);

describe('the users filter', () => {
  it('keeps everyone without filters', () => {
    expect(ids(filterUsers(users, NO_USER_FILTERS))).toEqual([1, 2, 3]);
  });

  it('searches the name and the e-mail, ignoring case and diacritics', () => {
    expect(ids(filterUsers(users, { ...NO_USER_FILTERS, search: 'novak' }))).toEqual([1]);
    expect(ids(filterUsers(users, { ...NO_USER_FILTERS, search: 'ČERNÁ' }))).toEqual([2]);
    expect(ids(filterUsers(users, { ...NO_USER_FILTERS, search: ' firma.cz ' }))).toEqual([1, 3]);
    expect(ids(filterUsers(users, { ...NO_USER_FILTERS, search: 'nikdo' }))).toEqual([]);
  });

  it('keeps the users of the chosen company', () => {
    expect(ids(filterUsers(users, { ...NO_USER_FILTERS, companyId: '2' }))).toEqual([2]);
  });

  it('keeps active or inactive users', () => {
    expect(ids(filterUsers(users, { ...NO_USER_FILTERS, status: 'active' }))).toEqual([1, 3]);
    expect(ids(filterUsers(users, { ...NO_USER_FILTERS, status: 'inactive' }))).toEqual([2]);
  });

  it('combines the filters', () => {
    expect(ids(filterUsers(users, { search: 'firma', companyId: '1', status: 'inactive' }))).toEqual([]);
  });
});
