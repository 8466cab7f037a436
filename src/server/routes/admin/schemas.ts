/**
 * Bodies of the admin API (docs/admin-api.md). Validated strictly: a wrong type or an unknown
 * property is a 422. Rules with a Czech message of the spec (a blank name, a missing code, a
 * role other than user) are checked by the handlers instead, so the client can show their detail.
 */
import { trimInvisible } from '../../../engine/shell/index.js';
import { INT_MAX } from '../../db/schema.js';

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const headcount = { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX } as const;
const choice = (values: readonly string[]) => ({ enum: [...values, '', null] }) as const;

export const SENIORITY = ['junior', 'medior', 'senior', 'lead', 'manager', 'director'] as const;
export const MANAGERIAL_EXPERIENCE = ['none', '1-2', '3-5', '6-10', '10+'] as const;
export const SIZE_REVENUE = ['small', 'medium', 'large'] as const;

export const variantParams = {
  type: 'object',
  properties: { variant_name: { type: 'string', maxLength: 100 } },
} as const;

const profileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    job_title: text(200),
    department: text(200),
    seniority: choice(SENIORITY),
    managerial_experience: choice(MANAGERIAL_EXPERIENCE),
    notes: text(5000),
  },
} as const;

export const userBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'company_id', 'variant_name', 'profile'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 320 },
    company_id: { type: 'integer', minimum: 1, maximum: INT_MAX },
    variant_name: { type: 'string', minLength: 1, maxLength: 100 },
    onboarding_code: { type: 'string', pattern: '^[0-9]{6}$' },
    osloveni: text(100),
    roles: { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 20 } },
    // Which modules can be granted is the variant files' business (admin_selectable): the handler checks.
    modules: { type: 'array', uniqueItems: true, maxItems: 50, items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 100 } },
    send_welcome_email: { type: 'boolean' },
    profile: profileBody,
  },
} as const;

export interface ProfileBody {
  name: string;
  job_title?: string | null;
  department?: string | null;
  seniority?: string | null;
  managerial_experience?: string | null;
  notes?: string | null;
}

export interface UserBody {
  email: string;
  company_id: number;
  variant_name: string;
  onboarding_code?: string;
  osloveni?: string | null;
  roles?: string[];
  modules?: string[];
  send_welcome_email?: boolean;
  profile: ProfileBody;
}

export const statusBody = {
  type: 'object',
  additionalProperties: false,
  required: ['is_active'],
  properties: { is_active: { type: 'boolean' } },
} as const;

export const companyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    sector: text(200),
    location: text(200),
    corporation_id: text(50),
    number_of_employees: headcount,
    number_of_teams: headcount,
    size_revenue: choice(SIZE_REVENUE),
    notes: text(5000),
  },
} as const;

export interface CompanyBody {
  name: string;
  sector?: string | null;
  location?: string | null;
  corporation_id?: string | null;
  number_of_employees?: number | null;
  number_of_teams?: number | null;
  size_revenue?: string | null;
  notes?: string | null;
}

export const assignBody = {
  type: 'object',
  additionalProperties: false,
  required: ['variant_name'],
  properties: {
    user_id: { type: 'integer', minimum: 1, maximum: INT_MAX },
    user_email: { type: 'string', maxLength: 320 },
    variant_name: { type: 'string', minLength: 1, maxLength: 100 },
    expiry_days: { type: 'integer', minimum: 1, maximum: 3650 },
  },
} as const;

export interface AssignBody {
  user_id?: number;
  user_email?: string;
  variant_name: string;
  expiry_days?: number;
}

/** Optional free text as stored: without invisible characters at its ends, and blank means none. */
export const optionalText = (value: string | null | undefined): string | null => trimInvisible(value ?? '') || null;
