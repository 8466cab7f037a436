import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../../src/client/api/admin.js';
import { companyBody, companyFormErrors, companyFormOf, emptyCompanyForm } from '../../../../../src/client/features/admin/company-form.js';

describe('the add/edit company form', () => {
  it('requires the name only', () => {
    expect(companyFormErrors(emptyCompanyForm())).toEqual({ name: 'nameRequired' });
    expect(companyFormErrors({ ...emptyCompanyForm(), name: 'Alfa' })).toEqual({});
    expect(companyFormErrors({ ...emptyCompanyForm(), name: '\u200b\u200e' })).toEqual({ name: 'nameRequired' });
    expect(companyBody({ ...emptyCompanyForm(), name: '\ufeffAlfa\u200b' }).name).toBe('Alfa');
  });

  it('takes employees and teams as whole non-negative numbers', () => {
    const form = { ...emptyCompanyForm(), name: 'Alfa' };
    expect(companyFormErrors({ ...form, employees: '12', teams: '0' })).toEqual({});
    expect(companyFormErrors({ ...form, employees: '1.5', teams: '-2' })).toEqual({ employees: 'notACount', teams: 'notACount' });
    expect(companyFormErrors({ ...form, employees: 'hodně' })).toEqual({ employees: 'notACount' });
  });

  it('sends counts as numbers, blanks as null and only a known size band', () => {
    expect(
      companyBody({ ...emptyCompanyForm(), name: ' Alfa ', employees: '120', teams: ' ', sizeRevenue: 'medium', sector: 'IT' }),
    ).toEqual({
      name: 'Alfa',
      sector: 'IT',
      location: null,
      corporation_id: null,
      number_of_employees: 120,
      number_of_teams: null,
      size_revenue: 'medium',
      notes: null,
    });
    expect(companyBody({ ...emptyCompanyForm(), name: 'Alfa', sizeRevenue: 'huge' }).size_revenue).toBeNull();
  });

  it('is filled from a stored company', () => {
    const company = {
      name: 'Alfa',
      sector: null,
      location: 'Brno',
      corporation_id: '123',
      number_of_employees: 0,
      number_of_teams: null,
      size_revenue: 'small',
      notes: null,
    } as Company;
    expect(companyFormOf(company)).toEqual({
      name: 'Alfa',
      sector: '',
      location: 'Brno',
      corporationId: '123',
      employees: '0',
      teams: '',
      sizeRevenue: 'small',
      notes: '',
    });
  });
});
