/**
 * Members in bulk from a CSV (POST /api/admin/users/import/dry-run and /users/import) and the mail queue their welcome
 * e-mails go through (GET /api/admin/mail-queue, POST /api/admin/mail-queue/:id/retry).
 */
import type { Static } from './json-schema.js';
import { IMPORT_MAX_BYTES } from './limits.js';

export const IMPORT_OUTCOMES = ['would_create', 'created', 'error'] as const;

export const importBody = {
  title: 'ImportBody',
  type: 'object',
  additionalProperties: false,
  required: ['csv'],
  properties: {
    // In characters: any text over four times the byte limit is over it (a UTF-8 character is at most 4 bytes); the
    // handler checks the bytes and answers 413 with the limit in Czech.
    csv: { type: 'string', maxLength: 4 * IMPORT_MAX_BYTES, description: 'the file as text (UTF-8, with or without BOM; `;` or `,`)' },
  },
} as const;

const importRow = {
  title: 'ImportRow',
  type: 'object',
  additionalProperties: false,
  required: ['line', 'email', 'name', 'outcome', 'errors', 'send_welcome'],
  properties: {
    line: { type: 'integer', description: 'the line in the file (the header is line 1)' },
    email: { type: 'string', description: 'as written in the file (shown as text)' },
    name: { type: 'string', description: 'as written in the file (shown as text)' },
    outcome: { enum: [...IMPORT_OUTCOMES], description: 'would_create (dry run), created (confirm) or error' },
    errors: { type: 'array', items: { type: 'string' }, description: 'Czech, one per problem; empty unless outcome is error' },
    send_welcome: { type: 'boolean', description: 'the welcome e-mail is (or would be) queued' },
  },
} as const;

export const importReport = {
  title: 'ImportReport',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'rows', 'valid', 'invalid'],
  properties: {
    message: { type: 'string', description: 'a Czech summary' },
    rows: { type: 'array', items: importRow },
    valid: { type: 'integer', description: 'rows that would be (dry run) or were (confirm) created' },
    invalid: { type: 'integer', description: 'rows with an error, not stored' },
  },
} as const;

const failedMail = {
  title: 'FailedMail',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'to', 'subject', 'attempts', 'error', 'created_at'],
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    attempts: { type: 'integer' },
    error: { type: ['string', 'null'], description: 'the last attempt’s error' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const mailQueueState = {
  title: 'MailQueueState',
  type: 'object',
  additionalProperties: false,
  required: ['queued', 'sent', 'failed', 'failed_mails'],
  properties: {
    queued: { type: 'integer', description: 'waiting or being sent' },
    sent: { type: 'integer' },
    failed: { type: 'integer', description: 'given up after the last attempt' },
    failed_mails: { type: 'array', items: failedMail, description: 'the newest 50 failed e-mails' },
  },
} as const;

export const retriedMail = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export type ImportBody = Static<typeof importBody>;
export type ImportReport = Static<typeof importReport>;
export type ImportRow = Static<typeof importRow>;
export type MailQueueState = Static<typeof mailQueueState>;
