/**
 * The audit trail's requests and answers (GET /api/admin/audit, /api/admin/audit.csv) and one
 * member's data for a data-access request (GET /api/admin/users/:id/export).
 */
import type { Static } from './json-schema.js';
import { INT_MAX } from './limits.js';

/**
 * What the audit trail records, one name per administrator or author action (and a member's own
 * password reset, which ends their sessions as an administrator's change would). The dashboard labels
 * each in Czech (locales/cs/admin.json, audit.actions) and filters by one or by its area (the part
 * before the dot).
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.status',
  'user.delete',
  'user.send_code',
  'user.password_reset',
  'user.export',
  'company.create',
  'company.update',
  'company.delete',
  'assignment.create',
  'assignment.delete',
  'content.text',
  'content.step',
  'content.publish',
  'content.restore',
  'content.draft_discard',
  'content.module_create',
  'content.module_update',
  'content.step_create',
  'content.step_update',
  'content.step_remove',
  'variant.copy',
  'variant.modules',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_AREAS = [...new Set(AUDIT_ACTIONS.map((a) => a.split('.')[0]!))] as const;

/** What an action is about: the kinds of record a row names. */
export const AUDIT_TARGET_KINDS = ['user', 'company', 'assignment', 'content', 'variant'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

const id = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;
const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD, a day in Prague time' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const anyJson = { description: 'any JSON value; secrets are "[skryto]"' } as const;

export const AUDIT_PAGE_LIMIT = 200;

/** The filters both the list and the CSV take. */
const filterProperties = {
  action: { enum: [...AUDIT_ACTIONS, ...AUDIT_AREAS], description: 'one action, or an area: every action before its dot' },
  actor_id: { ...id, description: 'who did it' },
  target_kind: { enum: [...AUDIT_TARGET_KINDS] },
  target_id: { type: 'string', minLength: 1, maxLength: 300, description: 'with target_kind: one record' },
  member_id: { ...id, description: 'every row about one member: their account, codes, assignments' },
  from: { ...day, description: 'from this day on (Prague time)' },
  to: { ...day, description: 'up to and with this day (Prague time)' },
  q: { type: 'string', maxLength: 200, description: 'found in who, the target, the Czech action name or the values, case aside' },
} as const;

export const auditFilterQuery = { type: 'object', additionalProperties: false, properties: filterProperties } as const;

export const auditListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...filterProperties,
    cursor: { ...id, description: 'next_cursor of the page before: rows older than it' },
    limit: { type: 'integer', minimum: 1, maximum: AUDIT_PAGE_LIMIT, default: 50 },
  },
} as const;

export type AuditFilterQuery = Static<typeof auditFilterQuery>;
export type AuditListQuery = Static<typeof auditListQuery>;

export const auditEntry = {
  title: 'AuditEntry',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'at',
    'actor_id',
    'actor_email',
    'action',
    'target_kind',
    'target_id',
    'target_label',
    'member_id',
    'before',
    'after',
    'request_id',
    'erased',
  ],
  properties: {
    id,
    at: dateTime,
    actor_id: { type: 'integer' },
    actor_email: { type: ['string', 'null'], description: "the actor's e-mail then; null once that account was deleted" },
    action: { type: 'string', enum: [...AUDIT_ACTIONS] },
    target_kind: { type: 'string', enum: [...AUDIT_TARGET_KINDS] },
    target_id: { type: 'string' },
    target_label: { type: ['string', 'null'], description: 'what the target was called then; null once erased' },
    member_id: { type: ['integer', 'null'], description: 'the member the row is about' },
    before: anyJson,
    after: anyJson,
    request_id: { type: ['string', 'null'] },
    erased: { type: 'boolean', description: 'the member was deleted: their personal values are gone from the row' },
  },
} as const;

export const auditPage = {
  title: 'AuditPage',
  type: 'object',
  additionalProperties: false,
  required: ['items', 'next_cursor'],
  properties: {
    items: { type: 'array', items: auditEntry },
    next_cursor: { type: ['integer', 'null'], description: 'pass as cursor for older rows; null on the last page' },
  },
} as const;

export type AuditEntry = Static<typeof auditEntry>;
export type AuditPage = Static<typeof auditPage>;

const nullableText = { type: ['string', 'null'] } as const;

/** One member's data for a data-access request: everything stored about them, without secrets. */
export const memberExport = {
  title: 'MemberExport',
  type: 'object',
  additionalProperties: false,
  required: [
    'exported_at',
    'account',
    'profile',
    'company',
    'assignments',
    'steps',
    'decks',
    'sessions',
    'codes',
    'password_resets',
    'audit',
  ],
  properties: {
    exported_at: dateTime,
    account: {
      type: 'object',
      additionalProperties: false,
      required: [
        'id',
        'email',
        'role',
        'is_active',
        'first_login_completed',
        'has_password',
        'osloveni',
        'modules',
        'last_activity',
        'created_at',
      ],
      properties: {
        id: { type: 'integer' },
        email: { type: 'string' },
        role: { type: 'string' },
        is_active: { type: 'boolean' },
        first_login_completed: { type: 'boolean' },
        has_password: { type: 'boolean', description: 'whether a password is set (never the password or its hash)' },
        osloveni: nullableText,
        modules: { type: 'array', items: { type: 'string' } },
        last_activity: nullableDateTime,
        created_at: dateTime,
      },
    },
    profile: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        name: nullableText,
        job_title: nullableText,
        department: nullableText,
        seniority: nullableText,
        managerial_experience: nullableText,
        notes: nullableText,
      },
    },
    company: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { id: { type: 'integer' }, name: { type: 'string' }, corporation_id: nullableText },
    },
    assignments: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['variant', 'status', 'assigned_date', 'expiry_date'],
        properties: { variant: { type: 'string' }, status: { type: 'string' }, assigned_date: dateTime, expiry_date: dateTime },
      },
    },
    steps: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['module', 'step', 'status', 'version', 'data', 'started_at', 'updated_at', 'completed_at', 'kept_rows', 'undo'],
        properties: {
          module: { type: 'string' },
          step: { type: 'string' },
          status: { type: 'string' },
          version: { type: 'integer' },
          data: { description: 'what the member wrote, as stored' },
          started_at: dateTime,
          updated_at: dateTime,
          completed_at: nullableDateTime,
          kept_rows: { description: "rows the step's list no longer shows, kept to come back; null when none" },
          undo: { description: "the data before the member's last change, for 'Vrátit zpět'; null when none" },
        },
      },
    },
    decks: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['file_name', 'created_at', 'expires_at'],
        properties: { file_name: { type: 'string' }, created_at: dateTime, expires_at: dateTime },
      },
    },
    sessions: {
      type: 'array',
      description: 'sign-ins: each refresh token issued (the login history kept)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['created_at', 'expires_at', 'revoked_at'],
        properties: { created_at: dateTime, expires_at: dateTime, revoked_at: nullableDateTime },
      },
    },
    codes: {
      type: 'array',
      description: 'onboarding codes issued (never the code)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['created_at', 'expires_at', 'used_at'],
        properties: { created_at: dateTime, expires_at: dateTime, used_at: nullableDateTime },
      },
    },
    password_resets: {
      type: 'array',
      description: 'password-reset links sent (never the link)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['created_at', 'expires_at', 'used_at'],
        properties: { created_at: dateTime, expires_at: dateTime, used_at: nullableDateTime },
      },
    },
    audit: { type: 'array', items: auditEntry, description: 'audit rows about the member or done by them' },
  },
} as const;

export type MemberExport = Static<typeof memberExport>;
