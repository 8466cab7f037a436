import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';

/** Binary data: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: serial().primaryKey(),
  name: text().notNull(),
  sector: text(),
  location: text(),
  corporation_id: text(),
  number_of_employees: integer(),
  number_of_teams: integer(),
  size_revenue: text(),
  notes: text(),
  created_at: now(),
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Stored lower-cased; sign-in compares lower-cased. */
    email: text().notNull(),
    password_hash: text(),
    role: text().notNull().default('user'),
    is_active: boolean().notNull().default(true),
    first_login_completed: boolean().notNull().default(false),
    osloveni: text(),
    company_id: integer().references(() => companies.id, { onDelete: 'restrict' }),
    /** Admin-selectable modules (people, process, sales) granted to this user. */
    modules: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    last_activity: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * Moved forward by triggers (migration 0002) on every write that changes what the user may open:
     * their account, modules, variant assignments and the status of their steps. Each request reads it
     * with the account, so a cached access view is used only while it still names this number.
     */
    access_version: integer().notNull().default(0),
    /**
     * Moved forward when the password changes: access tokens carry the number they were signed with and refresh
     * tokens the one their family began with, and either is refused once it is no longer this one.
     */
    session_epoch: integer().notNull().default(0),
    created_at: now(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const profiles = pgTable('profiles', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text(),
  job_title: text(),
  department: text(),
  seniority: text(),
  managerial_experience: text(),
  notes: text(),
});

export const variants = pgTable('variants', {
  variant_name: text().primaryKey(),
  display_name: text().notNull(),
  description: text(),
  version: text().notNull(),
  /** The whole variant file (modules and their steps), as loaded from step-schemas/variants at start. */
  definition: jsonb().notNull(),
  updated_at: now(),
});

export const variantAssignments = pgTable(
  'variant_assignments',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variant_name: text()
      .notNull()
      .references(() => variants.variant_name, { onDelete: 'cascade' }),
    assigned_date: now(),
    expiry_date: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    status: text().notNull().default('active'),
  },
  (t) => [index('variant_assignments_user_idx').on(t.user_id)],
);

export const onboardingCodes = pgTable(
  'onboarding_codes',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: now(),
  },
  (t) => [index('onboarding_codes_user_idx').on(t.user_id)],
);

/**
 * One-time passes e-mailed to an account's owner as a sign-in link: a sign-in that presents one is checked with the
 * owner's own secret but under no throttle (services/sign-in-passes.ts). Stored hashed.
 */
export const signInPasses = pgTable(
  'sign_in_passes',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Wrong secrets presented with it; it dies at a few, so a stolen link is no unthrottled guessing. */
    failures: integer().notNull().default(0),
    used_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: now(),
  },
  (t) => [uniqueIndex('sign_in_passes_hash_key').on(t.token_hash), index('sign_in_passes_user_idx').on(t.user_id)],
);

/** A one-time link to set a new password ('Zapomněli jste heslo?'): the token is e-mailed, only its hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: now(),
  },
  (t) => [uniqueIndex('password_resets_hash_key').on(t.token_hash), index('password_resets_user_idx').on(t.user_id)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: text().notNull(),
    token_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    rotated_at: timestamp({ withTimezone: true, mode: 'date' }),
    /** The token this one was rotated into: a replay of the immediately previous token is told apart. */
    replaced_by_id: integer(),
    revoked_at: timestamp({ withTimezone: true, mode: 'date' }),
    /** The account's session_epoch when the family began. */
    session_epoch: integer().notNull().default(0),
    created_at: now(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.token_hash), index('refresh_tokens_family_idx').on(t.family_id)],
);

export const stepData = pgTable(
  'step_data',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module_name: text().notNull(),
    step_name: text().notNull(),
    data: jsonb().notNull(),
    version: integer().notNull().default(1),
    /** in_progress or completed; locking is derived from the previous step's status. */
    status: text().notNull().default('in_progress'),
    created_at: now(),
    updated_at: now(),
    completed_at: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * Why a completed step was reopened: the step ("<module>/<step>") whose change it builds on
     * (the dependency graph), and when; cleared when the step is completed again.
     */
    reopened_by: text(),
    reopened_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.module_name, t.step_name] })],
);

/**
 * What a member wrote that their step's data no longer shows (engine KeptRows): derived rows that
 * left their list, to come back with their texts when their source returns, and the highest id
 * each list of rules.ids ever held, so no id is handed out twice.
 */
export const stepKept = pgTable(
  'step_kept',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module_name: text().notNull(),
    step_name: text().notNull(),
    rows: jsonb().notNull().default({}),
    highest: jsonb().notNull().default({}),
    updated_at: now(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.module_name, t.step_name] })],
);

/**
 * The last change a member may take back ('Vrátit zpět'), one per step: the data before it, the
 * version the change made (the undo holds only while the step is still at it) and the steps the
 * change reopened with their completion dates, to be completed again as they were.
 */
export const stepUndo = pgTable(
  'step_undo',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module_name: text().notNull(),
    step_name: text().notNull(),
    version: integer().notNull(),
    data: jsonb().notNull(),
    reopened: jsonb().notNull().default([]),
    created_at: now(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.module_name, t.step_name] })],
);

/** Failed sign-ins per key ("email:…" or "ip:…"), shared by every server process on one database. */
export const loginThrottle = pgTable('login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  window_start: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  locked_until: timestamp({ withTimezone: true, mode: 'date' }),
  /** An account's key: when its owner was last e-mailed about failed sign-ins. */
  notified_at: timestamp({ withTimezone: true, mode: 'date' }),
});

/** Values every server process must agree on, such as the generated JWT secret. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/**
 * Generated presentations, kept for their owner to download (docs/decisions.md, "The deck"): any
 * server process on the database can answer the download; expired ones are removed on the next generation.
 */
export const generatedDecks = pgTable(
  'generated_decks',
  {
    /** Random (UUID): the download address names it. */
    id: text().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file_name: text().notNull(),
    content: bytea().notNull(),
    created_at: now(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('generated_decks_user_idx').on(t.user_id)],
);

/**
 * Published content sets (docs/decisions.md, "Content versions"): every JSON file of step-schemas/
 * and the content namespaces of locales/ (locales/{cs,en}/{steps,variants}/…), keyed by path. The
 * newest row is the published version; ids are given as the highest plus one, so two publications
 * at once cannot both take the same number (the primary key refuses the second).
 */
export const contentVersions = pgTable('content_versions', {
  id: integer().primaryKey(),
  created_at: now(),
  /** null: loaded from the release's files. */
  created_by: integer().references(() => users.id, { onDelete: 'set null' }),
  note: text().notNull(),
  /** json, not jsonb: jsonb reorders an object's keys, and their order is content (a schema's fields, a file's texts). */
  files: json().$type<Record<string, unknown>>().notNull(),
  /** What changed against the version before it (src/content/content-set.ts, ContentChange). */
  changes: jsonb().$type<unknown[]>().notNull(),
  /** Per English file, per key: the Czech text the English one was written against (a changed Czech text makes it 'changed'). */
  en_basis: jsonb().$type<Record<string, Record<string, string>>>().notNull().default(sql`'{}'::jsonb`),
  restored_from: integer(),
});

/** The authors' draft: the files that differ from the published version (body null: the file is deleted). */
export const contentDraft = pgTable('content_draft', {
  path: text().primaryKey(),
  /** json, as content_versions.files: the keys keep their order. */
  body: json(),
  /** English files only: as content_versions.en_basis, for this file. */
  en_basis: jsonb().$type<Record<string, string>>(),
  updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
  updated_at: now(),
});

/**
 * The audit trail (docs/decisions.md, "The administrator's daily work"): one row per administrator
 * or author action, written in the action's transaction. Append-only: no route updates or deletes
 * a row, and a trigger (migration 0013) refuses DELETE, TRUNCATE and every UPDATE but the erasure
 * of a deleted member's personal values. No foreign keys: a row outlives the user and the record it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: now(),
    actor_id: integer().notNull(),
    /** The actor's e-mail at the time; null once that account is deleted. */
    actor_email: text(),
    /** user.update, company.create, content.publish… (src/contracts/audit.ts, AUDIT_ACTIONS). */
    action: text().notNull(),
    target_kind: text().notNull(),
    target_id: text().notNull(),
    /** What the target was called at the time (a member's e-mail, a company's name); null once erased. */
    target_label: text(),
    /** The member the row is about (their account, code or assignment): found by the export, erased with the member. */
    member_id: integer(),
    before: jsonb(),
    after: jsonb(),
    request_id: text(),
    /** When the member the row is about was deleted and its personal values with them. */
    erased_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(t.actor_id, t.id),
    index('audit_log_target_idx').on(t.target_kind, t.target_id),
    index('audit_log_member_idx').on(t.member_id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * Outgoing e-mails waiting for the worker (src/server/services/mail-queue.ts): written in the same transaction as
 * what they announce, claimed by one server process at a time, retried with backoff, and kept as 'sent' or
 * 'failed' for the dashboard. A sent message's text is cleared: it carried a sign-in code.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial().primaryKey(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    to_address: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** queued, sending (claimed until claimed_until), sent or failed. */
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    next_attempt_at: now(),
    claimed_until: timestamp({ withTimezone: true, mode: 'date' }),
    last_error: text(),
    created_at: now(),
    sent_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.next_attempt_at)],
);
