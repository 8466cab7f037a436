import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { pgErrorCode } from '../../db/pg-error.js';
import { HttpError, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, parseMemberCsv, type RawRow, type RowOutcome } from '../../../engine/member-import/index.js';
import { recordMemberChange } from '../../services/audit-log.js';
import { checkImportRows, createImportedMember, fileProblemText, issueCodes, rowProblemText } from '../../services/member-import.js';
import { importBody, importReport, type ImportBody, type ImportRow } from '../../../contracts/member-import.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

/** The file's rows, or a 4xx naming what is wrong with the file as a whole. */
function readFile(csv: string): RawRow[] {
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_BYTES) {
    throw new HttpError(413, t('api:memberImport.fileTooLarge', { kb: IMPORT_MAX_BYTES / 1024, rows: IMPORT_MAX_ROWS }));
  }
  // A file saved in another encoding (windows-1250) arrives with replacement characters where the Czech letters were.
  if (csv.includes('\uFFFD')) throw unprocessable(t('api:memberImport.notText'));
  const parsed = parseMemberCsv(csv);
  if (!parsed.ok) throw unprocessable(fileProblemText(parsed.problem));
  return parsed.rows;
}

const reportRow = (outcome: RowOutcome, done: ImportRow['outcome']): ImportRow => ({
  line: outcome.line,
  email: outcome.email,
  name: outcome.name,
  outcome: outcome.member ? done : 'error',
  errors: outcome.problems.map(rowProblemText),
  send_welcome: outcome.member?.send_welcome ?? false,
});

const counted = (rows: ImportRow[]) => ({
  valid: rows.filter((r) => r.outcome !== 'error').length,
  invalid: rows.filter((r) => r.outcome === 'error').length,
});

/**
 * 'Import členů z CSV': the dry run checks every row as the single user form would and stores nothing; the confirm
 * sends the same file again, checks it again (the database may have changed meanwhile) and creates each valid row in
 * a transaction of its own, so a row that became invalid is reported and the others are still created.
 */
export default async function memberImportRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.post<{ Body: ImportBody }>(
    '/users/import/dry-run',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'POST /users/import/dry-run'),
        summary: 'Check a CSV of members without storing anything',
        body: importBody,
        response: { 200: importReport },
      },
    },
    async (request) => {
      const rows = readFile(request.body.csv);
      const report = (await checkImportRows(app, rows)).map((o) => reportRow(o, 'would_create'));
      const counts = counted(report);
      return { message: t('api:memberImport.dryRun', { ...counts, total: report.length }), rows: report, ...counts };
    },
  );

  app.post<{ Body: ImportBody }>(
    '/users/import',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'POST /users/import'),
        summary: 'Create the valid members of a CSV and queue their welcome e-mails',
        body: importBody,
        response: { 200: importReport },
      },
    },
    async (request) => {
      const rows = readFile(request.body.csv);
      const outcomes = await checkImportRows(app, rows);
      if (!outcomes.some((o) => o.member)) throw unprocessable(t('api:memberImport.nothingValid'));
      const codes = await issueCodes(outcomes.filter((o) => o.member?.send_welcome).length);
      const report: ImportRow[] = [];
      for (const outcome of outcomes) {
        if (outcome.member) {
          try {
            const code = outcome.member.send_welcome ? codes.pop() : undefined;
            await createImportedMember(app.db, outcome.member, code, config.publicUrl, (tx, userId) =>
              recordMemberChange(tx, request, 'user.create', userId, null, {
                imported: true,
                ...(code ? { onboarding_code: code.code } : {}),
              }),
            );
          } catch (err) {
            // Created meanwhile by another administrator: the unique index decides, the row is reported.
            if (pgErrorCode(err) !== '23505') throw err;
            report.push({
              ...reportRow(outcome, 'error'),
              outcome: 'error',
              errors: [t('api:memberImport.emailTaken')],
              send_welcome: false,
            });
            continue;
          }
        }
        report.push(reportRow(outcome, 'created'));
      }
      void app.mailQueue.drain();
      const counts = counted(report);
      return { message: t('api:memberImport.done', counts), rows: report, ...counts };
    },
  );
}
