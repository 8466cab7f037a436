import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.js';
import { companies, users, variants } from '../db/schema.js';
import { t } from '../i18n.js';
import {
  checkRows,
  IMPORT_COLUMNS,
  type FileProblem,
  type ImportContext,
  type MemberDraft,
  type RawRow,
  type RowOutcome,
  type RowProblem,
} from '../../engine/member-import/index.js';
import { saveProfile } from './admin-users.js';
import { enqueueMail } from './mail-queue.js';
import { generateCode, storeCodeHash } from './onboarding-codes.js';
import { hashSecret } from './passwords.js';
import { assignVariant } from './variant-assignments.js';
import { welcomeEmail } from './welcome-email.js';

/** What the rows are checked against, read now: companies, stored variants with their grantable modules, the file's e-mails already taken. */
export async function importContext(app: FastifyInstance, rows: readonly RawRow[]): Promise<ImportContext> {
  const companyRows = await app.db
    .select({ id: companies.id, name: companies.name, corporation_id: companies.corporation_id })
    .from(companies);
  const stored = await app.db.select({ name: variants.variant_name }).from(variants);
  const grantable = new Map(
    stored.map(({ name }) => [
      name,
      app.catalog
        .variant(name)
        ?.modules.filter((m) => m.admin_selectable)
        .map((m) => m.module_name) ?? [],
    ]),
  );
  const emails = [...new Set(rows.map((r) => r.email.trim().toLowerCase()).filter(Boolean))];
  const taken = emails.length ? await app.db.select({ email: users.email }).from(users).where(inArray(users.email, emails)) : [];
  return { companies: companyRows, variants: grantable, takenEmails: new Set(taken.map((u) => u.email)) };
}

export const checkImportRows = async (app: FastifyInstance, rows: readonly RawRow[]): Promise<RowOutcome[]> =>
  checkRows(rows, await importContext(app, rows));

/** A new sign-in code and its hash, made before the member's transaction. */
export interface IssuedCode {
  code: string;
  hash: string;
}

/** Codes for `count` members, hashed side by side (argon2 runs on libuv's threads) rather than one per transaction. */
export const issueCodes = (count: number): Promise<IssuedCode[]> =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const code = generateCode();
      return { code, hash: await hashSecret(code) };
    }),
  );

/**
 * One member of the file, as the single user form makes one (POST /api/admin/users), in one transaction with their
 * welcome e-mail in the queue: the account and its e-mail are stored together or not at all. Without a welcome
 * e-mail no code is issued: 'Poslat nový kód e-mailem' gives the member one when the club is ready.
 */
export async function createImportedMember(
  db: Db,
  member: MemberDraft,
  code: IssuedCode | undefined,
  signInUrl: string,
  /** Called in the member's transaction once they are stored (the audit trail's row). */
  onCreated: (tx: Db, userId: number) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: member.email,
        role: 'user',
        password_hash: null,
        first_login_completed: false,
        osloveni: member.osloveni,
        company_id: member.company_id,
        modules: member.modules,
      })
      .returning();
    await saveProfile(tx, row!.id, { name: member.name });
    await assignVariant(tx, row!.id, member.variant_name);
    if (member.send_welcome && code) {
      await storeCodeHash(tx, row!.id, code.hash);
      await enqueueMail(tx, welcomeEmail({ email: member.email, osloveni: member.osloveni, code: code.code, signInUrl }), row!.id);
    }
    await onCreated(tx, row!.id);
  });
}

export function fileProblemText(problem: FileProblem): string {
  switch (problem.code) {
    case 'empty':
      return t('api:memberImport.fileEmpty');
    case 'tooManyRows':
      return t('api:memberImport.tooManyRows', { max: problem.max });
    case 'missingColumns':
      return t('api:memberImport.missingColumns', { columns: problem.columns.map((c) => IMPORT_COLUMNS[c]).join(', ') });
    case 'duplicateColumn':
      return t('api:memberImport.duplicateColumn', { header: problem.header });
    case 'malformed':
      return t('api:memberImport.malformed', { line: problem.line });
  }
}

export function rowProblemText(problem: RowProblem): string {
  const { code, ...values } = problem;
  if (problem.code === 'tooLong') return t('api:memberImport.tooLong', { column: IMPORT_COLUMNS[problem.column], max: problem.max });
  return t(`api:memberImport.${code}`, values);
}
