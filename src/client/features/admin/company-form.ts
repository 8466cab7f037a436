import { trimInvisible } from '../../../engine/shell/index';
import { SIZE_REVENUE, type Company, type CompanyBody, type SizeRevenue } from '../../api/admin';

/** The add/edit company form as typed; counts stay text until sent. */
export interface CompanyForm {
  name: string;
  sector: string;
  location: string;
  corporationId: string;
  employees: string;
  teams: string;
  sizeRevenue: string;
  notes: string;
}

export type CompanyFormField = 'name' | 'employees' | 'teams';

/** Each invalid field with the key of its message under admin:companyForm. */
export type CompanyFormErrors = Partial<Record<CompanyFormField, string>>;

export const emptyCompanyForm = (): CompanyForm => ({
  name: '',
  sector: '',
  location: '',
  corporationId: '',
  employees: '',
  teams: '',
  sizeRevenue: '',
  notes: '',
});

const text = (value: number | null) => (value === null ? '' : String(value));

export const companyFormOf = (c: Company): CompanyForm => ({
  name: c.name,
  sector: c.sector ?? '',
  location: c.location ?? '',
  corporationId: c.corporation_id ?? '',
  employees: text(c.number_of_employees),
  teams: text(c.number_of_teams),
  sizeRevenue: c.size_revenue ?? '',
  notes: c.notes ?? '',
});

const COUNT = /^\d{1,9}$/;

/** Spec section 5: the name is required; employees and teams, when given, are whole numbers. */
export function companyFormErrors(form: CompanyForm): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  if (!trimInvisible(form.name)) errors.name = 'nameRequired';
  if (form.employees.trim() && !COUNT.test(form.employees.trim())) errors.employees = 'notACount';
  if (form.teams.trim() && !COUNT.test(form.teams.trim())) errors.teams = 'notACount';
  return errors;
}

const orNull = (value: string) => trimInvisible(value) || null;
const countOrNull = (value: string) => (value.trim() ? Number(value.trim()) : null);
const isSize = (value: string): value is SizeRevenue => (SIZE_REVENUE as readonly string[]).includes(value);

/** The body of POST and PUT /api/admin/companies: blanks sent as null, counts as numbers. */
export function companyBody(form: CompanyForm): CompanyBody {
  return {
    name: trimInvisible(form.name),
    sector: orNull(form.sector),
    location: orNull(form.location),
    corporation_id: orNull(form.corporationId),
    number_of_employees: countOrNull(form.employees),
    number_of_teams: countOrNull(form.teams),
    size_revenue: isSize(form.sizeRevenue) ? form.sizeRevenue : null,
    notes: orNull(form.notes),
  };
}
