import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../../src/client/api/admin.js';
import { filterCompanies, sectorsOf } from '../../../../../src/client/features/admin/company-filters.js';

const company = (id: number, name: string, sector: string | null, location: string | null, ico: string | null) =>
  ({ id, name, sector, location, corporation_id: ico }) as Company;

const companies = [
  company(1, 'Alfa s.r.o.', 'Automotive', 'Brno', '12345678'),
  company(2, 'Beta a.s.', 'Bankovnictví', 'Praha', null),
  company(3, 'Čeřovka', null, 'Čelákovice', null),
];
const ids = (list: Company[]) => list.map((c) => c.id);

describe('the companies filter', () => {
  it('searches the name, the place and the IČO without diacritics', () => {
    expect(ids(filterCompanies(companies, { search: '', sector: '' }))).toEqual([1, 2, 3]);
    expect(ids(filterCompanies(companies, { search: 'cerovka', sector: '' }))).toEqual([3]);
    expect(ids(filterCompanies(companies, { search: 'praha', sector: '' }))).toEqual([2]);
    expect(ids(filterCompanies(companies, { search: '3456', sector: '' }))).toEqual([1]);
  });

  it('keeps one sector', () => {
    expect(ids(filterCompanies(companies, { search: '', sector: 'Automotive' }))).toEqual([1]);
  });

  it('lists the sectors in use once each, in Czech order, without blanks', () => {
    expect(sectorsOf([...companies, company(4, 'Gama', 'Automotive', null, null)])).toEqual(['Automotive', 'Bankovnictví']);
  });
});
