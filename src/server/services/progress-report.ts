import type { FastifyInstance } from 'fastify';
import {
  clubWallClock,
  neutralizeCell,
  PROGRESS_COLUMNS,
  progressReportRows,
  reportTextRows,
  toCsv,
  type ReportCell,
  type ReportMember,
} from '../../engine/reports/index.js';
import { usersWithProgress } from './member-progress.js';

/** Every member (administrators are no members) with their progress, as the report lists them. */
async function reportMembers(app: FastifyInstance): Promise<ReportMember[]> {
  const all = await usersWithProgress(app);
  return all
    .filter(({ user }) => user.role !== 'admin')
    .map(({ user, company, profile, progress, json }) => ({
      name: profile?.name ?? '',
      email: user.email,
      company: company?.name ?? '',
      variant: (json.variant_name && app.catalog.variant(json.variant_name)?.display_name) ?? json.variant_name ?? '',
      progress,
    }));
}

async function reportRows(app: FastifyInstance): Promise<ReportCell[][]> {
  return progressReportRows(await reportMembers(app));
}

export async function progressCsv(app: FastifyInstance): Promise<string> {
  const header = PROGRESS_COLUMNS.map((c) => c.header);
  return toCsv([header, ...reportTextRows(await reportRows(app))]);
}

const DATE_FORMAT = 'd. m. yyyy h:mm';

/**
 * The XLSX: a header row that stays in view and filters, widths for the Czech headers and texts,
 * and the dates as real dates in the club's time. Texts are neutralised as in the CSV, so a copy
 * saved as CSV from the spreadsheet stays harmless too.
 */
export async function progressXlsx(app: FastifyInstance): Promise<Buffer> {
  // exceljs and what it pulls in (archiver, unzipper, bluebird…) load with the first report, not at every start: ~1.5 MB of code.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Klub strategických manažerů';
  book.created = new Date();
  const sheet = book.addWorksheet('Postup členů', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PROGRESS_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of await reportRows(app))
    sheet.addRow(row.map((cell) => (cell instanceof Date ? clubWallClock(cell) : typeof cell === 'string' ? neutralizeCell(cell) : cell)));
  for (const i of [9, 10]) sheet.getColumn(i).numFmt = DATE_FORMAT;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: PROGRESS_COLUMNS.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
