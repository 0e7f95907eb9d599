import ExcelJS from 'exceljs';
import { csvWriter, xlsxWriter, type CellValue, type ExportColumn, type ExportSheet, type ExportWriter } from './export-formats';

interface Deal {
  id: number;
  creator: string | null;
  feeMinor: number | null;
  commission: number | null;
  dueOn: Date | null;
  signedAt: Date | null;
}

const columns: ExportColumn<Deal>[] = [
  { header: 'id', type: 'integer', value: (row) => row.id },
  { header: 'creator', type: 'text', value: (row) => row.creator },
  { header: 'fee', type: 'currency', currency: 'EUR', value: (row) => row.feeMinor },
  { header: 'commission', type: 'percent', value: (row) => row.commission },
  { header: 'due_on', type: 'date', value: (row) => row.dueOn },
  { header: 'signed_at', type: 'datetime', value: (row) => row.signedAt },
];

const deals: Deal[] = [
  { id: 1, creator: 'Ada & <Bob> "quoted"', feeMinor: 123_456, commission: 0.125, dueOn: new Date('2026-03-01T00:00:00Z'), signedAt: new Date('2026-02-14T09:30:15.250Z') },
  { id: 2, creator: '=HYPERLINK("http://x")', feeMinor: null, commission: null, dueOn: null, signedAt: null },
  { id: 3, creator: '  padded  ', feeMinor: 5, commission: 1, dueOn: new Date('2026-12-31T00:00:00Z'), signedAt: new Date('2026-12-31T23:59:59.000Z') },
];

async function* inBatches<T>(rows: readonly T[], size: number): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

function sheetOf<T>(name: string, sheetColumns: ExportColumn<T>[], rows: readonly T[]): ExportSheet<unknown> {
  return { name, columns: sheetColumns, batches: inBatches(rows, 2) } as ExportSheet<unknown>;
}

/** Writes sheets with a format's writer, the way the streaming helper does, and returns the bytes. */
async function write(create: (emit: (chunk: string | Uint8Array) => void) => ExportWriter, sheets: ExportSheet<unknown>[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const writer = create((chunk) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk)));
  for (const sheet of sheets) {
    writer.beginSheet(sheet);
    for await (const batch of sheet.batches) writer.rows(batch);
    writer.endSheet();
  }
  writer.end();
  return Buffer.concat(chunks);
}

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('CSV', () => {
  test('quotes every field, defuses formulas, writes instants in ISO 8601 UTC, days as dates and amounts in major units', async () => {
    const text = (await write(csvWriter, [sheetOf('Deals', columns, deals)])).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      '"id","creator","fee","commission","due_on","signed_at"',
      '"1","Ada & <Bob> ""quoted""","1234.56","0.125","2026-03-01","2026-02-14T09:30:15.250Z"',
      `"2","'=HYPERLINK(""http://x"")","","","",""`,
      '"3","  padded  ","0.05","1","2026-12-31","2026-12-31T23:59:59.000Z"',
      '',
    ]);
  });

  test('holds one sheet', async () => {
    await expect(write(csvWriter, [sheetOf('A', columns, deals), sheetOf('B', columns, deals)])).rejects.toThrow(/one sheet/);
  });
});

describe('XLSX', () => {
  test('a valid workbook with typed cells, number formats, a frozen header and filters', async () => {
    const workbook = await readWorkbook(await write(xlsxWriter, [sheetOf('Deals', columns, deals)]));
    const sheet = workbook.getWorksheet('Deals')!;
    expect(sheet).toBeDefined();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe('A1:F4');
    expect(sheet.getRow(1).values).toEqual([undefined, 'id', 'creator', 'fee', 'commission', 'due_on', 'signed_at']);
    expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true);

    const first = sheet.getRow(2);
    expect(first.getCell(1)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 1, numFmt: '0' });
    expect(first.getCell(2).value).toBe('Ada & <Bob> "quoted"');
    expect(first.getCell(3)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 1234.56, numFmt: '[$EUR] #,##0.00' });
    expect(first.getCell(4)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 0.125, numFmt: '0.00%' });
    expect(first.getCell(5)).toMatchObject({ type: ExcelJS.ValueType.Date, numFmt: 'yyyy-mm-dd' });
    expect((first.getCell(5).value as Date).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(first.getCell(6)).toMatchObject({ type: ExcelJS.ValueType.Date, numFmt: 'yyyy-mm-dd hh:mm:ss' });
    expect((first.getCell(6).value as Date).toISOString()).toBe('2026-02-14T09:30:15.250Z');

    // A text that looks like a formula is a string cell, never a formula; empty values are empty cells.
    const second = sheet.getRow(3);
    expect(second.getCell(2)).toMatchObject({ type: ExcelJS.ValueType.String, value: '=HYPERLINK("http://x")' });
    for (const column of [3, 4, 5, 6]) expect(second.getCell(column).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getRow(4).getCell(2).value).toBe('  padded  ');
  });

  test('several sheets, in order, with their own columns', async () => {
    type Pair = { key: string; amount: number };
    const pairColumns: ExportColumn<Pair>[] = [
      { header: 'key', type: 'text', value: (row) => row.key },
      { header: 'amount', type: 'decimal', value: (row) => row.amount },
    ];
    const workbook = await readWorkbook(
      await write(xlsxWriter, [sheetOf('Summary', pairColumns, [{ key: 'total', amount: 2.5 }]), sheetOf('Deals', columns, deals), sheetOf('Empty', pairColumns, [])]),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Deals', 'Empty']);
    expect(workbook.getWorksheet('Summary')!.getCell('B2')).toMatchObject({ value: 2.5, numFmt: '#,##0.00' });
    expect(workbook.getWorksheet('Deals')!.rowCount).toBe(4);
    expect(workbook.getWorksheet('Empty')!.rowCount).toBe(1);
    expect(workbook.getWorksheet('Empty')!.autoFilter).toBe('A1:B1');
  });

  test('rows past the last row of a sheet continue on a new sheet with the header again', async () => {
    type Numbered = { n: number };
    const numbered: ExportColumn<Numbered>[] = [{ header: 'n', type: 'integer', value: (row) => row.n }];
    const rows = Array.from({ length: 7 }, (_, i) => ({ n: i + 1 }));
    const workbook = await readWorkbook(await write((emit) => xlsxWriter(emit, 4), [sheetOf('Numbers', numbered, rows)]));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Numbers', 'Numbers (2)', 'Numbers (3)']);
    const values = (name: string) => workbook.getWorksheet(name)!.getSheetValues().slice(1).map((row) => (row as CellValue[])[1]);
    expect(values('Numbers')).toEqual(['n', 1, 2, 3]);
    expect(values('Numbers (2)')).toEqual(['n', 4, 5, 6]);
    expect(values('Numbers (3)')).toEqual(['n', 7]);
  });

  test('sheet names are made valid and unique', async () => {
    const workbook = await readWorkbook(await write(xlsxWriter, [sheetOf('a/b:c*?[d]', columns, []), sheetOf('A/B:C*?[D]', columns, []), sheetOf('x'.repeat(40), columns, [])]));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['a b c   d', 'A B C   D (2)', 'x'.repeat(31)]);
  });
});
