/**
 * The admin API's requests and answers (every path under /api/admin), written once: the server
 * validates bodies with these schemas and serializes answers with them, the OpenAPI document and
 * docs/admin-api.md are made from them, and the dashboard's types are derived from them (Static).
 * Bodies are strict: a wrong type or an unknown property is a 422. Rules with a Czech message of
 * their own (a blank name, a missing code, a role other than user) are the handlers', so the
 * dashboard can show their detail. A schema with a `title` is a named shape in docs/admin-api.md.
 */
import type { Static } from './json-schema.js';
import { INT_MAX } from './limits.js';
import { previewSource } from './preview.js';
import { companyRow, dateTime, MANAGERIAL_EXPERIENCE, nullableText, SENIORITY, SIZE_REVENUE, user } from './user.js';

export { MANAGERIAL_EXPERIENCE, ROLES, SENIORITY, SIZE_REVENUE, type SizeRevenue } from './user.js';
/** The roles the admin API gives (`roles` of a user body): never admin. */
export const GIVEN_ROLES = ['user', 'author'] as const;
/** A step of a member's progress: completed, saved but not completed, or never saved. */
export const STEP_PROGRESS = ['completed', 'in_progress', 'not_started'] as const;
/** A module of a member's progress: every step completed, some step saved, or none. */
export const MODULE_PROGRESS = ['done', 'in_progress', 'not_started'] as const;
/** An assignment stored active but past its expiry reads `expired`; `replaced` was ended by a newer one. */
export const ASSIGNMENT_STATUSES = ['active', 'expired', 'replaced'] as const;

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const headcount = { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX } as const;
const choice = <V extends readonly string[]>(values: V, description: string) => ({ enum: [...values, '', null], description }) as const;
const id = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;
const variantName = { type: 'string', minLength: 1, maxLength: 100 } as const;
const email = { type: 'string', format: 'email', maxLength: 320 } as const;

// Requests

export const variantParams = {
  type: 'object',
  properties: { variant_name: { type: 'string', maxLength: 100 } },
} as const;

const profileBody = {
  title: 'ProfileBody',
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 200, description: 'not blank' },
    job_title: text(200),
    department: text(200),
    seniority: choice(SENIORITY, '"" is stored as null'),
    managerial_experience: choice(MANAGERIAL_EXPERIENCE, '"" is stored as null'),
    notes: text(5000),
  },
} as const;

export const userBody = {
  title: 'UserBody',
  description: 'Blank texts are stored as null. On PUT it replaces the form: an optional field left out is cleared.',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'company_id', 'variant_name', 'profile'],
  properties: {
    email: { ...email, description: 'stored trimmed and in lower case; on PUT the stored one' },
    company_id: { ...id, description: 'an existing company' },
    variant_name: { ...variantName, description: 'a stored variant' },
    onboarding_code: { type: 'string', pattern: '^[0-9]{6}$', description: 'required when creating; on PUT it replaces the unused code' },
    osloveni: { ...text(100), description: 'the form of address in e-mails' },
    roles: {
      type: 'array',
      maxItems: 5,
      items: { type: 'string', maxLength: 20 },
      description: '["user"] (the default when creating) or ["author"]; on PUT absent keeps the role',
    },
    // Which modules can be granted is the variant files' business (admin_selectable): the handler checks.
    modules: {
      type: 'array',
      uniqueItems: true,
      maxItems: 50,
      items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 100 },
      description: 'the admin-selectable modules of the variant granted (people, process, sales); default []',
    },
    send_welcome_email: { type: 'boolean', description: 'e-mail the code (Welcome e-mail)' },
    profile: profileBody,
  },
} as const;

export const statusBody = {
  type: 'object',
  additionalProperties: false,
  required: ['is_active'],
  properties: { is_active: { type: 'boolean' } },
} as const;

export const companyBody = {
  title: 'CompanyBody',
  description: 'Blank texts and "" are stored as null. On PUT it replaces every field: one left out is cleared.',
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 200, description: 'not blank' },
    sector: text(200),
    location: text(200),
    corporation_id: { ...text(50), description: 'IČO' },
    number_of_employees: headcount,
    number_of_teams: headcount,
    size_revenue: choice(SIZE_REVENUE, 'small: up to 10M CZK, medium: 10-100M, large: 100M+'),
    notes: text(5000),
  },
} as const;

export const assignBody = {
  type: 'object',
  additionalProperties: false,
  required: ['variant_name'],
  properties: {
    user_id: { ...id, description: 'the user; wins over user_email' },
    user_email: { type: 'string', maxLength: 320, description: 'the user, when user_id is absent' },
    variant_name: variantName,
    expiry_days: { type: 'integer', minimum: 1, maximum: 3650, description: 'default 365' },
  },
} as const;

const stepName = { type: 'string', pattern: '^[a-z0-9_]{1,100}$' } as const;
export const previewStepParams = {
  type: 'object',
  required: ['module', 'step'],
  properties: { module: stepName, step: stepName },
} as const;
export const previewStepQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { variant: { ...stepName, description: "the variant whose '{variant}' texts come with the step (else the general ones)" } },
} as const;
export const previewCheckBody = {
  type: 'object',
  additionalProperties: false,
  required: ['module', 'step', 'data'],
  properties: { module: stepName, step: stepName, data: { type: 'object' }, ...previewSource.properties },
} as const;

// Answers

const names = { type: 'array', items: { type: 'string' } } as const;

export const company = {
  ...companyRow,
  title: 'Company',
  required: [...companyRow.required, 'user_count'],
  properties: {
    ...companyRow.properties,
    user_count: { type: 'integer', description: 'users of every role and status; a company with users cannot be deleted' },
  },
} as const;

export const adminUser = {
  ...user,
  title: 'AdminUser',
  description: 'What `GET /api/onboarding/me` answers for that user, plus `granted_modules`.',
  required: [...user.required, 'granted_modules'],
  properties: {
    ...user.properties,
    granted_modules: { ...names, description: 'the admin-selectable modules granted: some of people, process, sales' },
  },
} as const;

const message = { type: 'string', description: "the Czech text the dashboard shows after 'Úspěch:'" } as const;
const mailSent = { type: 'boolean', description: 'whether the welcome e-mail went out; absent when none was asked for' } as const;

/** The answer of a change with nothing more to say than its message. */
export const done = { type: 'object', additionalProperties: false, required: ['message'], properties: { message } } as const;

const saved = <D>(data: D) =>
  ({ type: 'object', additionalProperties: false, required: ['message', 'data'], properties: { message, data } }) as const;
const savedAndMailed = <D>(data: D) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['message', 'data'],
    properties: { message, data, mail_sent: mailSent },
  }) as const;

const percentage = { type: 'integer', minimum: 0, maximum: 100, description: 'completed steps over steps, rounded' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const moduleProgressFields = {
  module_name: { type: 'string' },
  display_name: { type: 'string', description: "the module's Czech name in the member's variant" },
  state: { type: 'string', enum: MODULE_PROGRESS, description: 'done (every step completed), in_progress (a step saved) or not_started' },
  completed_steps: { type: 'integer' },
  total_steps: { type: 'integer' },
  percentage,
} as const;
const moduleProgressRequired = ['module_name', 'display_name', 'state', 'completed_steps', 'total_steps', 'percentage'] as const;

export const moduleProgress = {
  title: 'ModuleProgress',
  type: 'object',
  additionalProperties: false,
  required: [...moduleProgressRequired],
  properties: moduleProgressFields,
} as const;

export const currentStep = {
  title: 'CurrentStep',
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['module_name', 'module_display_name', 'step_name', 'step_display_name'],
  description:
    'the first step not completed of the first module in progress (else of the first not started); null when all are done or there is no module',
  properties: {
    module_name: { type: 'string' },
    module_display_name: { type: 'string' },
    step_name: { type: 'string' },
    step_display_name: { type: 'string' },
  },
} as const;

const progressSummary = {
  type: 'object',
  additionalProperties: false,
  required: ['percentage', 'current', 'modules'],
  description: "the modules the member may open in their variant's order (enabled; admin-selectable ones only when granted)",
  properties: {
    percentage: { ...percentage, description: "completed steps over every step of the member's modules, rounded" },
    current: currentStep,
    modules: { type: 'array', items: moduleProgress },
  },
} as const;

export const listedUser = {
  ...adminUser,
  title: 'ListedUser',
  description: 'AdminUser with their progress (GET /users).',
  required: [...adminUser.required, 'progress'],
  properties: { ...adminUser.properties, progress: progressSummary },
} as const;

export const userList = { type: 'array', items: listedUser } as const;

export const userProgressDetail = {
  title: 'UserProgress',
  type: 'object',
  additionalProperties: false,
  required: ['percentage', 'current', 'modules'],
  properties: {
    ...progressSummary.properties,
    modules: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [...moduleProgressRequired, 'steps'],
        properties: {
          ...moduleProgressFields,
          steps: {
            type: 'array',
            description: "every step of the module in the variant's order",
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['step_name', 'display_name', 'status', 'started_at', 'completed_at'],
              properties: {
                step_name: { type: 'string' },
                display_name: { type: 'string' },
                status: { type: 'string', enum: STEP_PROGRESS },
                started_at: { ...nullableDateTime, description: 'when the step was first saved' },
                completed_at: { ...nullableDateTime, description: 'when it was completed; null unless completed' },
              },
            },
          },
        },
      },
    },
  },
} as const;
export const newUser = {
  ...adminUser,
  title: 'NewUser',
  description: 'AdminUser with the code it was created with.',
  required: [...adminUser.required, 'onboarding_code'],
  properties: { ...adminUser.properties, onboarding_code: { type: 'string' } },
} as const;
export const createdUser = savedAndMailed(newUser);
export const updatedUser = savedAndMailed(adminUser);
export const savedUser = saved(adminUser);

export const generatedCode = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;

/** POST /users/:id/send-code: the new code, shown to the administrator this once. */
export const sentCode = {
  title: 'SentCode',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'code', 'mail_sent'],
  properties: {
    message,
    code: { type: 'string', pattern: '^[0-9]{6}$', description: 'the new onboarding code; the old one no longer works' },
    mail_sent: { type: 'boolean', description: 'whether the welcome e-mail with the code went out' },
  },
} as const;

export const companyList = { type: 'array', items: company } as const;
export const savedCompany = saved(company);

export const variantSummary = {
  title: 'VariantSummary',
  type: 'object',
  additionalProperties: false,
  required: ['variant_name', 'display_name', 'description', 'version', 'module_count', 'step_count', 'has_frontend_content'],
  properties: {
    variant_name: { type: 'string' },
    display_name: { type: 'string' },
    description: nullableText,
    version: { type: 'string' },
    module_count: { type: 'integer' },
    step_count: { type: 'integer' },
    has_frontend_content: { type: 'boolean', description: 'whether the content bundle locales/cs/variants/<variant_name>.json exists' },
  },
} as const;
export const variantList = { type: 'array', items: variantSummary } as const;

export const variantDetails = {
  ...variantSummary,
  title: 'VariantDetails',
  description: "VariantSummary with the variant's modules and steps, in the variant file's order.",
  required: [...variantSummary.required, 'total_modules', 'total_steps', 'modules'],
  properties: {
    ...variantSummary.properties,
    total_modules: { type: 'integer' },
    total_steps: { type: 'integer' },
    modules: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['module_name', 'display_name', 'description', 'icon', 'is_enabled', 'admin_selectable', 'steps'],
        properties: {
          module_name: { type: 'string' },
          display_name: { type: 'string' },
          description: nullableText,
          icon: nullableText,
          is_enabled: { type: 'boolean' },
          admin_selectable: { type: 'boolean' },
          steps: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['step_name', 'display_name', 'route_path', 'endpoint'],
              properties: {
                step_name: { type: 'string' },
                display_name: { type: 'string' },
                route_path: nullableText,
                endpoint: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const consistencyReport = {
  type: 'object',
  additionalProperties: false,
  required: ['backend_variants', 'frontend_variants', 'common_variants', 'only_in_backend', 'only_in_frontend', 'consistency_score'],
  properties: {
    backend_variants: names,
    frontend_variants: names,
    common_variants: names,
    only_in_backend: names,
    only_in_frontend: names,
    consistency_score: { type: 'integer', description: 'the percent of common variants in the union of both (100 when both are empty)' },
  },
} as const;

export const assignment = {
  title: 'Assignment',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'user_id', 'user_email', 'variant', 'assigned_date', 'expiry_date', 'status'],
  properties: {
    id: { type: 'integer' },
    user_id: { type: 'integer' },
    user_email: { type: 'string' },
    variant: { type: 'string' },
    assigned_date: dateTime,
    expiry_date: dateTime,
    status: {
      type: 'string',
      enum: ASSIGNMENT_STATUSES,
      description:
        '`active` (stored active, not expired), `expired` (stored active, past `expiry_date`) or `replaced` (ended by a newer assignment); the dashboard shows anything but `active` as inactive',
    },
  },
} as const;
export const assignmentList = { type: 'array', items: assignment } as const;
export const savedAssignment = saved(assignment);

export const previewStep = {
  type: 'object',
  additionalProperties: false,
  required: ['module_url', 'texts'],
  properties: {
    module_url: { type: 'string', description: "the step's module: /api/admin/preview/module?token=…, valid for 60 s" },
    texts: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: true },
      description: "each namespace the step's files name, with its current Czech bundle",
    },
  },
} as const;

export const previewMessages = {
  type: 'object',
  additionalProperties: false,
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export type UserBody = Static<typeof userBody>;
export type ProfileBody = UserBody['profile'];
export type CompanyBody = Static<typeof companyBody>;
export type AssignBody = Static<typeof assignBody>;
export type StatusBody = Static<typeof statusBody>;
export type PreviewCheckBody = Static<typeof previewCheckBody>;
export type AdminUser = Static<typeof adminUser>;
export type ListedUser = Static<typeof listedUser>;
export type ModuleProgress = Static<typeof moduleProgress>;
export type UserProgressDetail = Static<typeof userProgressDetail>;
export type Company = Static<typeof company>;
export type CreatedUser = Static<typeof createdUser>;
export type UpdatedUser = Static<typeof updatedUser>;
export type SavedUser = Static<typeof savedUser>;
export type Done = Static<typeof done>;
export type GeneratedCode = Static<typeof generatedCode>;
export type SentCode = Static<typeof sentCode>;
export type SavedCompany = Static<typeof savedCompany>;
export type VariantSummary = Static<typeof variantSummary>;
export type VariantDetails = Static<typeof variantDetails>;
export type ConsistencyReport = Static<typeof consistencyReport>;
export type Assignment = Static<typeof assignment>;
export type SavedAssignment = Static<typeof savedAssignment>;
export type PreviewStep = Static<typeof previewStep>;
export type PreviewMessages = Static<typeof previewMessages>;
