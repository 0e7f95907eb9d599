import { Zip, ZipDeflate } from 'fflate';

/**
 * The file formats of exports behind one small interface: a format receives sheets (their columns
 * and their rows, batch by batch) and emits the bytes of the file in order, as it goes, so that an
 * export of any size is written in constant memory. CSV holds one sheet; XLSX holds several.
 */

/** What a cell holds; null is an empty cell. */
export type CellValue = string | number | Date | null;

/**
 * The type of a column, which decides how its cells are written: in XLSX as typed cells with a
 * number format; in CSV as plain text (instants as ISO 8601 in UTC, days as YYYY-MM-DD). Values
 * of number columns may also be the database's text of a number (written as it is in CSV); only
 * `text` columns are checked for formulas in CSV.
 * - `currency`: an amount in minor units (integers, as stored), shown in major units with its code.
 * - `percent`: a fraction (0.125 is 12.5%).
 * - `date`: a day; `datetime`: an instant: a Date, or an ISO 8601 text (written as it is in CSV).
 */
export type ColumnType = 'text' | 'integer' | 'decimal' | 'currency' | 'percent' | 'date' | 'datetime';

export interface ExportColumn<T> {
  header: string;
  type: ColumnType;
  value(row: T): CellValue;
  /** The ISO 4217 code of a `currency` column (EUR when absent). */
  currency?: string;
  /** The width of the column in characters (XLSX). */
  width?: number;
}

export interface ExportSheet<T> {
  /** The sheet's name in a workbook (at most 31 characters, none of []:*?/\). */
  name: string;
  columns: readonly ExportColumn<T>[];
  /** The rows in the order they are written, in batches (a batch becomes one chunk of output). */
  batches: AsyncIterable<readonly T[]>;
}

export interface ExportFormat {
  contentType: string;
  extension: string;
  /** Sheets beyond the first are refused by formats that hold one. */
  maxSheets: number;
}

export interface ExportWriter {
  beginSheet(sheet: ExportSheet<unknown>): void;
  rows(batch: readonly unknown[]): void;
  endSheet(): void;
  end(): void;
}

export type Emit = (chunk: string | Uint8Array) => void;

// ---------------------------------------------------------------------------------------------
// CSV

export const csvFormat: ExportFormat = { contentType: 'text/csv; charset=utf-8', extension: 'csv', maxSheets: 1 };

/** A text that needs more than quotes: it has a quote, or it starts like a formula (=, +, -, @, tab, CR). */
const CSV_NEEDS_WORK = /^[=+\-@\t\r]|"/;

/** Every field quoted; formulas that spreadsheets would run are defused with a leading apostrophe. */
function csvText(text: string): string {
  if (!CSV_NEEDS_WORK.test(text)) return `"${text}"`;
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

function csvCell(value: CellValue, type: ColumnType): string {
  if (value === null) return '""';
  if (type === 'text') return csvText(typeof value === 'string' ? value : String(value));
  if (type === 'currency') return `"${(Number(value) / 100).toFixed(2)}"`;
  if (value instanceof Date) return `"${type === 'date' ? value.toISOString().slice(0, 10) : value.toISOString()}"`;
  // Numbers, and numbers or ISO 8601 instants as the database wrote them: nothing to quote or defuse.
  return `"${value}"`;
}

export function csvWriter(emit: Emit): ExportWriter {
  let columns: readonly ExportColumn<unknown>[] = [];
  let sheets = 0;
  return {
    beginSheet(sheet) {
      sheets += 1;
      if (sheets > 1) throw new Error('A CSV file holds one sheet');
      columns = sheet.columns;
      emit(`${columns.map((column) => csvText(column.header)).join(',')}\r\n`);
    },
    rows(batch) {
      let text = '';
      for (const row of batch) {
        let line = '';
        for (let i = 0; i < columns.length; i += 1) {
          const column = columns[i]!;
          line += i === 0 ? csvCell(column.value(row), column.type) : `,${csvCell(column.value(row), column.type)}`;
        }
        text += `${line}\r\n`;
      }
      if (text) emit(text);
    },
    endSheet() {},
    end() {},
  };
}

// ---------------------------------------------------------------------------------------------
// XLSX (Office Open XML SpreadsheetML, written directly and zipped by fflate as it goes)

export const xlsxFormat: ExportFormat = {
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  maxSheets: 255,
};

/** Excel's last row: a sheet that would go past it continues on a new sheet, with the header again. */
export const XLSX_MAX_ROWS = 1_048_576;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Cell styles (indexes into cellXfs of styles.xml). */
const STYLE = { text: 0, header: 1, integer: 2, decimal: 3, date: 4, datetime: 5, percent: 6 } as const;
const FIRST_CURRENCY_STYLE = 7;
const FIRST_CUSTOM_FORMAT = 164;

// XML 1.0 forbids most control characters; the contract refuses them, but a file must stay valid.
/* eslint-disable no-control-regex */
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/* eslint-enable no-control-regex */

function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(XML_INVALID, '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Days since 1899-12-30 (Excel's day zero, leap-year bug included), in UTC. */
function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

function sheetName(name: string, taken: Set<string>): string {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

interface WrittenSheet {
  name: string;
  lastCell: string;
}

/** `maxRows` is Excel's limit; smaller only in tests of the continuation sheets. */
export function xlsxWriter(emit: Emit, maxRows = XLSX_MAX_ROWS): ExportWriter {
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    if (chunk.length > 0) emit(chunk);
    void final;
  });
  const encoder = new TextEncoder();
  const written: WrittenSheet[] = [];
  const takenNames = new Set<string>();
  const currencies: string[] = [];

  let sheet: ExportSheet<unknown> | null = null;
  let file: ZipDeflate | null = null;
  let styles: number[] = [];
  let letters: string[] = [];
  let rowNumber = 0;
  let part = 1;

  function styleOf(column: ExportColumn<unknown>): number {
    if (column.type !== 'currency') return STYLE[column.type];
    const code = (column.currency ?? 'EUR').replace(/[^A-Z]/g, '').slice(0, 3) || 'EUR';
    let index = currencies.indexOf(code);
    if (index < 0) index = currencies.push(code) - 1;
    return FIRST_CURRENCY_STYLE + index;
  }

  function cell(ref: string, value: CellValue, column: ExportColumn<unknown>, style: number): string {
    if (value === null) return '';
    const type = column.type;
    if (type === 'date' || type === 'datetime') {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) return '';
      const serial = type === 'date' ? Math.floor(excelSerial(date)) : excelSerial(date);
      return `<c r="${ref}" s="${style}"><v>${serial}</v></c>`;
    }
    if (type !== 'text') {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) return '';
      return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${type === 'currency' ? number / 100 : number}</v></c>`;
    }
    // Inline strings: never formulas, so nothing to defuse; no shared table held in memory.
    const text = xmlText(typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value));
    const space = text !== text.trim() ? ' xml:space="preserve"' : '';
    return `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
  }

  function push(text: string, final = false): void {
    file!.push(encoder.encode(text), final);
  }

  function openPart(): void {
    const current = sheet!;
    const name = sheetName(part === 1 ? current.name : `${current.name} (${part})`, takenNames);
    file = new ZipDeflate(`xl/worksheets/sheet${written.length + 1}.xml`, { level: 6 });
    zip.add(file);
    written.push({ name, lastCell: 'A1' });
    const cols = current.columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width ?? Math.max(10, column.header.length + 4)}" customWidth="1"/>`).join('');
    const header = current.columns.map((column, i) => `<c r="${letters[i]}1" t="inlineStr" s="${STYLE.header}"><is><t>${xmlText(column.header)}</t></is></c>`).join('');
    push(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
    );
    rowNumber = 1;
  }

  function closePart(): void {
    const lastCell = `${letters[letters.length - 1] ?? 'A'}${rowNumber}`;
    written[written.length - 1]!.lastCell = lastCell;
    push(`</sheetData><autoFilter ref="A1:${lastCell}"/></worksheet>`, true);
    file = null;
  }

  function addFile(path: string, text: string): void {
    const entry = new ZipDeflate(path, { level: 6 });
    zip.add(entry);
    entry.push(encoder.encode(text), true);
  }

  return {
    beginSheet(next) {
      sheet = next;
      letters = next.columns.map((_, i) => columnLetters(i));
      styles = next.columns.map(styleOf);
      part = 1;
      openPart();
    },
    rows(batch) {
      const columns = sheet!.columns;
      let text = '';
      for (const row of batch) {
        if (rowNumber === maxRows) {
          push(text);
          text = '';
          closePart();
          part += 1;
          openPart();
        }
        rowNumber += 1;
        let cells = '';
        for (let i = 0; i < columns.length; i += 1) cells += cell(`${letters[i]}${rowNumber}`, columns[i]!.value(row), columns[i]!, styles[i]!);
        text += `<row r="${rowNumber}">${cells}</row>`;
      }
      if (text) push(text);
    },
    endSheet() {
      closePart();
      sheet = null;
    },
    end() {
      if (written.length === 0) throw new Error('A workbook needs a sheet');
      const sheetsXml = written.map((entry, i) => `<sheet name="${xmlText(entry.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
      const filters = written
        .map((entry, i) => `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">'${xmlText(entry.name.replaceAll("'", "''"))}'!$A$1:$${entry.lastCell.replace(/(\d+)$/, '$$$1')}</definedName>`)
        .join('');
      addFile('xl/workbook.xml', `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${sheetsXml}</sheets><definedNames>${filters}</definedNames></workbook>`);
      const sheetRels = written
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
        .join('');
      addFile(
        'xl/_rels/workbook.xml.rels',
        `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetRels}<Relationship Id="rId${written.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
      );
      addFile('xl/styles.xml', stylesXml(currencies));
      const overrides = written
        .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
        .join('');
      addFile(
        '[Content_Types].xml',
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`,
      );
      addFile(
        '_rels/.rels',
        `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      );
      zip.end();
    },
  };
}

function stylesXml(currencies: readonly string[]): string {
  const formats = [
    { id: FIRST_CUSTOM_FORMAT, code: 'yyyy-mm-dd' },
    { id: FIRST_CUSTOM_FORMAT + 1, code: 'yyyy-mm-dd hh:mm:ss' },
    ...currencies.map((code, i) => ({ id: FIRST_CUSTOM_FORMAT + 2 + i, code: `[$${code}] #,##0.00` })),
  ];
  const numFmts = formats.map((format) => `<numFmt numFmtId="${format.id}" formatCode="${xmlText(format.code)}"/>`).join('');
  const xf = (numFmtId: number, fontId = 0) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  const cellXfs = [
    xf(0), // text
    xf(0, 1), // header
    xf(1), // integer: 0
    xf(4), // decimal: #,##0.00
    xf(FIRST_CUSTOM_FORMAT), // date
    xf(FIRST_CUSTOM_FORMAT + 1), // datetime
    xf(10), // percent: 0.00%
    ...currencies.map((_, i) => xf(FIRST_CUSTOM_FORMAT + 2 + i)),
  ];
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="${formats.length}">${numFmts}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellXfs.length}">${cellXfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
