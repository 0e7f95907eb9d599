import type { ImportRow } from '../../../contract';

/** Texts a spreadsheet would run as a formula start with one of these: they get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

const field = (value: string) => `"${(FORMULA_START.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

/**
 * The report of an import's rejected rows as CSV: the row's number in the file, why it was
 * rejected, then its cells under the file's own headers, so it can be corrected and imported again.
 * Every field is quoted, and a byte-order mark lets spreadsheets read it as UTF-8.
 */
export function rejectedRowsCsv(labels: { row: string; problems: string }, headers: readonly string[], rows: readonly ImportRow[], describe: (row: ImportRow) => string): string {
  const lines = [[labels.row, labels.problems, ...headers], ...rows.map((row) => [String(row.row_number), describe(row), ...headers.map((_, column) => row.cells[column] ?? '')])];
  return `\uFEFF${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}
