import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { IMPORT_CELL_MAX_LENGTH, IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '../../../contract';
import { ApiError, validationError } from '../../http/api-error';

/** A file's rows as text, the header row apart; blank rows are skipped but keep their numbers. */
export interface ImportFile {
  fileType: 'csv' | 'xlsx';
  headers: string[];
  /** The header set, whatever the case and spacing: files with the same columns share a mapping. */
  headerKey: string;
  rows: { rowNumber: number; cells: string[] }[];
}

type Cell = string | number | boolean | Date | null | undefined;

/** A workbook whose parts would inflate past this is refused before it is read (a zip bomb). */
const XLSX_MAX_INFLATED_BYTES = 256 * 1024 * 1024;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];

/** A file that cannot be imported as it is: the code names the rule for the screens to word. */
const unreadable = (code: string, detail: string) => validationError([{ field: 'file', message: detail, code }], detail);
const unsupportedFile = () => new ApiError(415, 'unsupported_media_type', 'The file must be a CSV or an XLSX workbook (an .xls file must be saved as .xlsx)');
export const importFileTooLarge = () => new ApiError(413, 'payload_too_large', `The file must be at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB`);

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** A day (midnight UTC, as spreadsheets store them) as YYYY-MM-DD; another instant in ISO 8601. */
function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    const iso = cell.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(cell).trim();
}

function declaredInflatedBytes(bytes: Buffer): number {
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw unreadable('damaged_workbook', 'The workbook is damaged: it could not be opened.');
  }
  return total;
}

async function xlsxCells(bytes: Buffer): Promise<Cell[][]> {
  if (declaredInflatedBytes(bytes) > XLSX_MAX_INFLATED_BYTES) throw unreadable('workbook_too_large', 'The workbook is too large once unpacked.');
  try {
    return (await readSheet(bytes)) as Cell[][];
  } catch {
    throw unreadable('damaged_workbook', 'The workbook could not be read: save it again as .xlsx and retry.');
  }
}

/** UTF-8 when the bytes are, else Windows-1252 (what Excel writes for "CSV" in western locales). */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: the most frequent of comma, semicolon and tab outside quotes. */
function separatorOf(text: string): string {
  const counts = new Map([[',', 0], [';', 0], ['\t', 0]]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

function csvCells(bytes: Buffer): Cell[][] {
  if (bytes.includes(0)) throw unsupportedFile();
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  try {
    return parseCsv(text, { delimiter: separatorOf(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as Cell[][];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw unreadable('unreadable_csv', typeof line === 'number' ? `The CSV file could not be read near line ${line}.` : 'The CSV file could not be read.');
  }
}

function headerKeyOf(headers: readonly string[]): string {
  const normalized = headers.map((header) => header.trim().toLowerCase().replace(/\s+/g, ' '));
  return createHash('sha256').update(JSON.stringify(normalized)).digest('hex');
}

/**
 * Reads an uploaded CSV or XLSX (its first sheet) by its content, not its name: every cell as
 * trimmed text, numbers in plain digits, days as YYYY-MM-DD. Refuses files past the limits with
 * the rule they break.
 */
export async function readImportFile(bytes: Buffer | undefined): Promise<ImportFile> {
  if (!bytes || bytes.length === 0) throw unreadable('no_file', 'Choose a CSV or XLSX file to import.');
  if (bytes.length > IMPORT_MAX_BYTES) throw importFileTooLarge();
  if (startsWith(bytes, OLE_SIGNATURE)) throw unsupportedFile();
  const fileType = startsWith(bytes, ZIP_SIGNATURE) ? 'xlsx' : 'csv';
  const table = fileType === 'xlsx' ? await xlsxCells(bytes) : csvCells(bytes);
  const [headerRow, ...body] = table;
  const headers = (headerRow ?? []).map(cellText);
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  if (headers.length === 0) throw unreadable('no_header', 'The first row must name the columns.');
  if (headers.length > IMPORT_MAX_COLUMNS) throw unreadable('too_many_columns', `The file has more than ${IMPORT_MAX_COLUMNS} columns.`);
  const rows: ImportFile['rows'] = [];
  body.forEach((row, index) => {
    const cells = headers.map((_, column) => cellText(row[column]).slice(0, IMPORT_CELL_MAX_LENGTH + 1));
    if (cells.some((cell) => cell !== '')) rows.push({ rowNumber: index + 2, cells });
  });
  if (rows.length === 0) throw unreadable('no_rows', 'The file has no rows under its header.');
  if (rows.length > IMPORT_MAX_ROWS) throw unreadable('too_many_rows', `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows: split it and import the parts.`);
  return { fileType, headers, headerKey: headerKeyOf(headers), rows };
}
