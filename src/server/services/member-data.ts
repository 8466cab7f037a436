import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { MemberExport } from '../../contracts/audit.js';
import type { Db } from '../db/open.js';
import {
  auditLog,
  companies,
  generatedDecks,
  loginThrottle,
  onboardingCodes,
  passwordResets,
  profiles,
  refreshTokens,
  stepData,
  stepKept,
  stepUndo,
  users,
  variantAssignments,
} from '../db/schema.js';
import { outboxDir, outboxFileIsTo, type Mailer } from './mail.js';
import { auditEntryJson } from './audit-query.js';
import { memberSnapshot, recordAudit } from './audit-log.js';

type UserRow = typeof users.$inferSelect;

const withoutOwner = <R extends { user_id: number }>({ user_id: _owner, ...rest }: R) => rest;

const stepKey = (r: { module_name: string; step_name: string }) => `${r.module_name}/${r.step_name}`;

/** Everything stored about one member, for a data-access request: no password, hash, code or token. */
export async function memberExport(db: Db, user: UserRow): Promise<MemberExport> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.user_id, user.id));
  const [company] = user.company_id === null ? [] : await db.select().from(companies).where(eq(companies.id, user.company_id));
  const assignments = await db
    .select()
    .from(variantAssignments)
    .where(eq(variantAssignments.user_id, user.id))
    .orderBy(asc(variantAssignments.id));
  const steps = await db
    .select()
    .from(stepData)
    .where(eq(stepData.user_id, user.id))
    .orderBy(asc(stepData.module_name), asc(stepData.created_at));
  const kept = new Map((await db.select().from(stepKept).where(eq(stepKept.user_id, user.id))).map((r) => [stepKey(r), r.rows]));
  const undo = new Map((await db.select().from(stepUndo).where(eq(stepUndo.user_id, user.id))).map((r) => [stepKey(r), r.data]));
  const decks = await db
    .select({ file_name: generatedDecks.file_name, created_at: generatedDecks.created_at, expires_at: generatedDecks.expires_at })
    .from(generatedDecks)
    .where(eq(generatedDecks.user_id, user.id))
    .orderBy(asc(generatedDecks.created_at));
  const sessions = await db
    .select({ created_at: refreshTokens.created_at, expires_at: refreshTokens.expires_at, revoked_at: refreshTokens.revoked_at })
    .from(refreshTokens)
    .where(eq(refreshTokens.user_id, user.id))
    .orderBy(asc(refreshTokens.id));
  const times = { created_at: onboardingCodes.created_at, expires_at: onboardingCodes.expires_at, used_at: onboardingCodes.used_at };
  const codes = await db.select(times).from(onboardingCodes).where(eq(onboardingCodes.user_id, user.id)).orderBy(asc(onboardingCodes.id));
  const resets = await db
    .select({ created_at: passwordResets.created_at, expires_at: passwordResets.expires_at, used_at: passwordResets.used_at })
    .from(passwordResets)
    .where(eq(passwordResets.user_id, user.id))
    .orderBy(asc(passwordResets.id));
  const audit = await db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.member_id, user.id), eq(auditLog.actor_id, user.id)))
    .orderBy(asc(auditLog.id));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const dates = <R extends { created_at: Date; expires_at: Date }>(r: R) => ({
    ...r,
    created_at: iso(r.created_at)!,
    expires_at: iso(r.expires_at)!,
  });
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      role: user.role,
      is_active: user.is_active,
      first_login_completed: user.first_login_completed,
      has_password: user.password_hash !== null,
      osloveni: user.osloveni,
      modules: user.modules,
      last_activity: iso(user.last_activity),
      created_at: iso(user.created_at)!,
    },
    profile: profile ? withoutOwner(profile) : null,
    company: company ? { id: company.id, name: company.name, corporation_id: company.corporation_id } : null,
    assignments: assignments.map((a) => ({
      variant: a.variant_name,
      status: a.status,
      assigned_date: iso(a.assigned_date)!,
      expiry_date: iso(a.expiry_date)!,
    })),
    steps: steps.map((s) => ({
      module: s.module_name,
      step: s.step_name,
      status: s.status,
      version: s.version,
      data: s.data,
      started_at: iso(s.created_at)!,
      updated_at: iso(s.updated_at)!,
      completed_at: iso(s.completed_at),
      kept_rows: kept.get(stepKey(s)) ?? null,
      undo: undo.get(stepKey(s)) ?? null,
    })),
    decks: decks.map(dates),
    sessions: sessions.map((s) => ({ ...dates(s), revoked_at: iso(s.revoked_at) })),
    codes: codes.map((c) => ({ ...dates(c), used_at: iso(c.used_at) })),
    password_resets: resets.map((r) => ({ ...dates(r), used_at: iso(r.used_at) })),
    audit: audit.map(auditEntryJson),
  };
}

/**
 * The sign-in throttle's rows that name the member: by e-mail (`account:`, `link:`, `reset:`, `pair:<e-mail>|<address>`)
 * or by id (`send-code:`). Rows by address alone name nobody and stay.
 */
function throttleRowsOf(user: UserRow) {
  const named = sql`substr(${loginThrottle.key}, strpos(${loginThrottle.key}, ':') + 1)`;
  return or(
    eq(named, user.email),
    eq(sql`left(${named}, ${user.email.length + 1})`, `${user.email}|`),
    eq(loginThrottle.key, `send-code:${user.id}`),
  );
}

/**
 * Deletes a member with everything of theirs, in the caller's transaction: every row referencing the
 * account goes with it (ON DELETE CASCADE: profile, assignments, steps, kept rows, undo, decks, codes,
 * sessions, sign-in passes, password resets; content they authored keeps its text, its author set to
 * null), their throttle rows are deleted, and the audit rows about them keep the action but lose every
 * personal value. The deletion itself is recorded without them.
 */
export async function deleteMember(db: Db, request: FastifyRequest, user: UserRow): Promise<void> {
  const before = await memberSnapshot(db, user.id);
  await db
    .update(auditLog)
    .set({ target_label: null, before: null, after: null, erased_at: new Date() })
    .where(and(eq(auditLog.member_id, user.id), isNull(auditLog.erased_at)));
  await db.update(auditLog).set({ actor_email: null }).where(eq(auditLog.actor_id, user.id));
  await db.delete(loginThrottle).where(throttleRowsOf(user));
  await db.delete(users).where(eq(users.id, user.id));
  await recordAudit(db, request, {
    action: 'user.delete',
    target: { kind: 'user', id: user.id, label: null },
    memberId: user.id,
    before: before && {
      role: before.role,
      company_id: before.company_id,
      company: before.company,
      variant: before.variant,
      modules: before.modules,
    },
    erased: true,
  });
}

/**
 * The e-mails to a deleted member that are still here: written to DATA_DIR/outbox (their file names name
 * the recipient), or kept in memory by a test's mailer. Mail handed to an SMTP relay is beyond reach.
 */
export async function forgetMailTo(mailer: Mailer, dataDir: string, email: string): Promise<void> {
  if (mailer.kept) {
    const others = mailer.kept.filter((m) => m.to.toLowerCase() !== email);
    mailer.kept.splice(0, mailer.kept.length, ...others);
  }
  if (dataDir.startsWith('memory://')) return;
  const dir = outboxDir(dataDir);
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  for (const file of files) if (outboxFileIsTo(file, email)) await fs.rm(`${dir}/${file}`, { force: true });
}

/** 'Smazat': the member and everything of theirs (deleteMember, in one transaction), then their e-mails still here. */
export async function removeMember(app: FastifyInstance, request: FastifyRequest, user: UserRow, dataDir: string): Promise<void> {
  await app.db.transaction((tx) => deleteMember(tx, request, user));
  await forgetMailTo(app.mailer, dataDir, user.email);
}
