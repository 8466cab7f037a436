/**
 * Characters that make a spreadsheet read a cell as a formula (or, tab and CR, shift what it
 * reads): a text a member wrote could otherwise run in the administrator's Excel or Calc.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text: one that starts like a formula gets a leading apostrophe. */
export function neutralizeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The separator of the CSV files: Czech Excel reads `;` as its list separator (the decimal sign is the comma). */
export const CSV_SEPARATOR = ';';

function csvCell(text: string): string {
  const safe = neutralizeCell(text);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV file as Czech Excel and LibreOffice open it with a double click: UTF-8 with a BOM (Excel
 * guesses the ANSI code page without it), `;` between cells, CRLF between rows, every cell
 * neutralised against formulas.
 */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
