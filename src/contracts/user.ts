/**
 * The user as the API shows them (spec: User), in the sign-in answers, `GET /api/onboarding/me` and,
 * with more, in the admin API; the choices of their profile and company come with it.
 */
import type { Static } from './json-schema.js';

/** `author`: a member who may also edit and publish the content (the studio, /api/admin/content) and open the step preview. */
export const ROLES = ['user', 'author', 'admin'] as const;
export const SENIORITY = ['junior', 'medior', 'senior', 'lead', 'manager', 'director'] as const;
export const MANAGERIAL_EXPERIENCE = ['none', '1-2', '3-5', '6-10', '10+'] as const;
export const SIZE_REVENUE = ['small', 'medium', 'large'] as const;

export type SizeRevenue = (typeof SIZE_REVENUE)[number];

export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const nullable = <S extends { type: string }>(schema: S) =>
  ({ ...schema, type: [schema.type, 'null'] }) as Omit<S, 'type'> & { readonly type: readonly [S['type'], 'null'] };

export const companyRow = {
  title: 'CompanyRow',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'sector',
    'location',
    'corporation_id',
    'number_of_employees',
    'number_of_teams',
    'size_revenue',
    'notes',
    'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    sector: nullableText,
    location: nullableText,
    corporation_id: nullableText,
    number_of_employees: { type: ['integer', 'null'] },
    number_of_teams: { type: ['integer', 'null'] },
    size_revenue: { type: ['string', 'null'], enum: [...SIZE_REVENUE, null] },
    notes: nullableText,
    created_at: dateTime,
  },
} as const;

const profile = {
  title: 'Profile',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'job_title', 'department', 'seniority', 'managerial_experience', 'notes'],
  properties: {
    name: nullableText,
    job_title: nullableText,
    department: nullableText,
    seniority: { type: ['string', 'null'], enum: [...SENIORITY, null] },
    managerial_experience: { type: ['string', 'null'], enum: [...MANAGERIAL_EXPERIENCE, null] },
    notes: nullableText,
  },
} as const;

export const user = {
  title: 'User',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'email',
    'role',
    'is_active',
    'first_login_completed',
    'osloveni',
    'company_id',
    'company',
    'profile',
    'last_activity',
    'created_at',
    'variant_name',
    'modules',
  ],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string', description: 'lower case' },
    role: { type: 'string', enum: ROLES },
    is_active: { type: 'boolean' },
    first_login_completed: { type: 'boolean' },
    osloveni: { ...nullableText, description: 'the form of address in e-mails' },
    company_id: { type: ['integer', 'null'] },
    company: nullable(companyRow),
    profile: nullable(profile),
    last_activity: { ...nullable(dateTime), description: 'null until the first sign-in' },
    created_at: dateTime,
    variant_name: { ...nullableText, description: 'the variant of the assignment in force' },
    modules: {
      type: 'array',
      description: 'the modules the user sees (empty for administrators)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['module_name', 'locked_by_prerequisites'],
        properties: { module_name: { type: 'string' }, locked_by_prerequisites: { type: 'boolean' } },
      },
    },
  },
} as const;

export type User = Static<typeof user>;
