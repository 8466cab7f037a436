import Papa from 'papaparse';
import { columnOfHeader, type ImportColumn, REQUIRED_COLUMNS } from './columns.js';
import { IMPORT_MAX_ROWS } from '../../contracts/limits.js';

/** One data row of the file as written, by column; `line` is its line in the file (the header is line 1). */
export type RawRow = { line: number } & Record<ImportColumn, string>;

export type FileProblem =
  | { code: 'empty' }
  | { code: 'tooManyRows'; max: number }
  | { code: 'missingColumns'; columns: ImportColumn[] }
  | { code: 'duplicateColumn'; header: string }
  | { code: 'malformed'; line: number };

export type ParsedFile = { ok: true; rows: RawRow[] } | { ok: false; problem: FileProblem };

/**
 * Reads the CSV as a spreadsheet exports it: UTF-8 with or without the byte-order mark, `;` or `,` between fields
 * (whichever the header line uses), quoted fields, CRLF or LF. Unknown columns are ignored; blank lines are skipped.
 */
export function parseMemberCsv(text: string): ParsedFile {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parsed = Papa.parse<string[]>(source, { delimiter, skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (!header || header.every((h) => !h.trim())) return { ok: false, problem: { code: 'empty' } };
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return { ok: false, problem: { code: 'malformed', line: (quoteError.row ?? 0) + 1 } };

  const columns: Array<ImportColumn | undefined> = [];
  for (const h of header) {
    const column = columnOfHeader(h);
    if (column && columns.includes(column)) return { ok: false, problem: { code: 'duplicateColumn', header: h.trim() } };
    columns.push(column);
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) return { ok: false, problem: { code: 'missingColumns', columns: missing } };
  if (records.length === 0) return { ok: false, problem: { code: 'empty' } };
  if (records.length > IMPORT_MAX_ROWS) return { ok: false, problem: { code: 'tooManyRows', max: IMPORT_MAX_ROWS } };

  const lines = dataLineNumbers(source, delimiter);
  const rows = records.map((record, i) => {
    const row: RawRow = { line: lines[i] ?? i + 2, email: '', name: '', osloveni: '', company: '', variant: '', modules: '', welcome: '' };
    columns.forEach((column, c) => {
      if (column) row[column] = record[c] ?? '';
    });
    return row;
  });
  return { ok: true, rows };
}

/**
 * The file line each non-blank record starts on (a quoted field may span lines), so an error names the line the
 * administrator sees in an editor.
 */
function dataLineNumbers(source: string, delimiter: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let recordStart = 1;
  let quoted = false;
  let blank = true;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || (ch === '\r' && source[i + 1] !== '\n'))) {
      if (!blank) starts.push(recordStart);
      line++;
      recordStart = line;
      blank = true;
    } else if (ch === '\n') {
      line++;
    } else if (ch !== '\r' && ch !== delimiter && !/\s/.test(ch)) {
      blank = false;
    }
  }
  if (!blank) starts.push(recordStart);
  return starts.slice(1);
}
