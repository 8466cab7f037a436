import Papa from 'papaparse';

/**
 * The studio's texts as CSV (docs/decisions.md, "The content studio"): one row per text, columns
 * source, key, cs, en. A source is a content namespace ('steps/people', 'variants/general') or a
 * variant file ('variant:general'), as the texts tab's links name them.
 */
export const TEXTS_CSV_COLUMNS = ['source', 'key', 'cs', 'en'] as const;

/** Excel and LibreOffice read a file as UTF-8 (diacritics intact) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * What a spreadsheet may read as a formula (= + - @) or a cell the formula check skips (tab, CR);
 * the apostrophe is in the set too, so that a text of one's own beginning with it survives the
 * round trip: neutralising then prefixes every such cell with one apostrophe, and restoring
 * removes exactly one where it stands before a character of the set.
 */
const NEUTRALISED_START = /^['=+\-@\t\r]/;

export const neutraliseCell = (value: string) => (NEUTRALISED_START.test(value) ? `'${value}` : value);

export const restoreCell = (value: string) => (value.startsWith("'") && NEUTRALISED_START.test(value.slice(1)) ? value.slice(1) : value);

export interface CsvText {
  source: string;
  key: string;
  cs: string | null;
  /** Always null for a variant file's texts, which are Czech only. */
  en: string | null;
}

/** The file to download: BOM, a header, every cell neutralised and quoted where it must be, CRLF between rows. */
export function textsToCsv(texts: readonly CsvText[]): string {
  const rows = texts.map((r) => [r.source, r.key, neutraliseCell(r.cs ?? ''), neutraliseCell(r.en ?? '')]);
  return BOM + Papa.unparse({ fields: [...TEXTS_CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}

export interface CsvImportRow {
  /** The row as a spreadsheet numbers it: the header is row 1; a text with line breaks is still one row. */
  row: number;
  source: string;
  key: string;
  /** Empty cells are null: they change nothing. */
  cs: string | null;
  en: string | null;
}

export type CsvRowProblem = 'columns' | 'quotes';

export interface ParsedTextsCsv {
  /** False when the first row is not the header source, key, cs, en: no row is read then. */
  header: boolean;
  rows: CsvImportRow[];
  refused: Array<{ row: number; problem: CsvRowProblem; source: string; key: string }>;
}

const cellOrNull = (value: string | undefined) => {
  const restored = restoreCell(value ?? '');
  return restored === '' ? null : restored;
};

/**
 * Reads an uploaded file: a BOM or none, comma or semicolon between cells (what a Czech
 * spreadsheet saves), the header checked by name (case and surrounding spaces aside), rows
 * without a single filled cell skipped.
 */
export function parseTextsCsv(text: string): ParsedTextsCsv {
  const parsed = Papa.parse<string[]>(text.startsWith(BOM) ? text.slice(BOM.length) : text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  const [head, ...body] = parsed.data;
  const header =
    head !== undefined &&
    head.length === TEXTS_CSV_COLUMNS.length &&
    head.every((cell, i) => cell.trim().toLowerCase() === TEXTS_CSV_COLUMNS[i]);
  if (!header) return { header: false, rows: [], refused: [] };
  const badQuotes = new Set(parsed.errors.filter((e) => e.type === 'Quotes' && e.row !== undefined).map((e) => e.row!));
  const out: ParsedTextsCsv = { header: true, rows: [], refused: [] };
  body.forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const [source = '', key = ''] = cells.map((c) => c.trim());
    if (badQuotes.has(i + 1)) out.refused.push({ row, problem: 'quotes', source, key });
    else if (cells.length !== TEXTS_CSV_COLUMNS.length) out.refused.push({ row, problem: 'columns', source, key });
    else out.rows.push({ row, source, key, cs: cellOrNull(cells[2]), en: cellOrNull(cells[3]) });
  });
  return out;
}
