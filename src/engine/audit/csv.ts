/**
 * CSV for spreadsheets (LibreOffice Calc, Excel): UTF-8 with a byte order mark, so Czech letters
 * open right, CRLF line ends, every cell quoted. A cell a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe: a name like
 * `=HYPERLINK(…)` stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_BOM = '\uFEFF';

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const cell = (value: string | number | null | undefined) => `"${neutraliseCell(value == null ? '' : String(value)).replace(/"/g, '""')}"`;

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(cell).join(',')}\r\n`;
}
