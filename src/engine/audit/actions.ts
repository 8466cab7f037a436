/**
 * What the audit trail records, one name per administrator or author action. The dashboard labels
 * each in Czech (locales/cs/admin.json, audit.actions) and filters by one or by its area (the part
 * before the dot).
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.status',
  'user.delete',
  'user.send_code',
  'user.export',
  'company.create',
  'company.update',
  'company.delete',
  'assignment.create',
  'assignment.delete',
  'content.text',
  'content.publish',
  'content.restore',
  'content.draft_discard',
  'variant.copy',
  'variant.modules',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_AREAS = [...new Set(AUDIT_ACTIONS.map((a) => a.split('.')[0]!))] as const;

/** What an action is about: the kinds of record a row names. */
export const AUDIT_TARGET_KINDS = ['user', 'company', 'assignment', 'content', 'variant'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];
