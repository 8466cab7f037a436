import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { redact } from '../../engine/audit/index.js';
import type { AuditAction, AuditTargetKind } from '../../contracts/audit.js';
import type { Db } from '../db/open.js';
import { auditLog, companies, profiles, users } from '../db/schema.js';
import { currentAssignment } from './variant-assignments.js';

export interface AuditEntryInput {
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string | number; label?: string | null };
  /** The member the row is about, when it is about one (their account, code or assignment). */
  memberId?: number;
  before?: unknown;
  after?: unknown;
  /** Written already without the member's personal values (their deletion). */
  erased?: boolean;
  /** Who acted, when not the request's signed-in user (a member resetting a forgotten password). */
  actor?: { id: number; email: string };
}

/**
 * Appends one row to the audit trail as the request's user, in `db` (the action's transaction where
 * it has one, so the change and its row commit together). Secrets in the values are redacted here,
 * whatever the caller passes.
 */
export async function recordAudit(db: Db, request: FastifyRequest, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: entry.actor?.id ?? request.currentUser.id,
    actor_email: entry.actor?.email ?? request.currentUser.email,
    action: entry.action,
    target_kind: entry.target.kind,
    target_id: String(entry.target.id),
    target_label: entry.target.label ?? null,
    member_id: entry.memberId ?? null,
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
    request_id: request.id,
    erased_at: entry.erased ? new Date() : null,
  });
}

/** A member as the trail records them: account, profile, company and variant, nothing secret. */
export async function memberSnapshot(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, profile: profiles, company: companies.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, profile } = row;
  return {
    email: user.email,
    role: user.role,
    is_active: user.is_active,
    osloveni: user.osloveni,
    company_id: user.company_id,
    company: row.company,
    variant: (await currentAssignment(db, userId))?.variant_name ?? null,
    modules: user.modules,
    profile: profile && {
      name: profile.name,
      job_title: profile.job_title,
      department: profile.department,
      seniority: profile.seniority,
      managerial_experience: profile.managerial_experience,
      notes: profile.notes,
    },
  };
}

export type MemberSnapshot = Awaited<ReturnType<typeof memberSnapshot>>;

/**
 * Records a change of a member: `before` as memberSnapshot read it before the change, the member as
 * they are now after it; `extra` joins the after values (a code issued shows as "[skryto]").
 */
export async function recordMemberChange(
  db: Db,
  request: FastifyRequest,
  action: AuditAction,
  userId: number,
  before: MemberSnapshot,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const after = await memberSnapshot(db, userId);
  await recordAudit(db, request, {
    action,
    target: { kind: 'user', id: userId, label: after?.email ?? before?.email },
    memberId: userId,
    before,
    after: after && { ...after, ...extra },
  });
}

type CompanyRow = typeof companies.$inferSelect;

/** A company's change: the row before (null when created) and after (null when deleted). */
export async function recordCompanyChange(
  db: Db,
  request: FastifyRequest,
  action: AuditAction,
  before: CompanyRow | null,
  after: CompanyRow | null,
): Promise<void> {
  const company = (after ?? before)!;
  const values = (row: CompanyRow | null) => {
    if (!row) return null;
    const { created_at: _created, id: _id, ...rest } = row;
    return rest;
  };
  await recordAudit(db, request, {
    action,
    target: { kind: 'company', id: company.id, label: company.name },
    before: values(before),
    after: values(after),
  });
}
