import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { Zip, type ZipInputFile } from 'fflate';
import { readImportFile } from './import-file';

/** A ZIP of one entry that inflates to `size` zero bytes, deflated by Node's zlib (fflate's own deflate takes seconds on this much). */
function zipOfZeros(filename: string, size: number): Buffer {
  const zeros = Buffer.alloc(size);
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const entry: ZipInputFile = { filename, size, crc: crc32(zeros), compression: 8 };
  zip.add(entry);
  entry.ondata?.(null, deflateRawSync(zeros, { level: 9 }), true);
  zip.end();
  return Buffer.concat(chunks);
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('One');
  rows.forEach((row) => sheet.addRow(row));
  workbook.addWorksheet('Two').addRow(['ignored']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readImportFile', () => {
  test('reads the first sheet of a workbook as text: numbers in digits, days as YYYY-MM-DD, blank rows skipped but counted', async () => {
    const file = await readImportFile(await xlsx([['Name', 'Since', 'Followers', ''], ['Ada', new Date(Date.UTC(2026, 0, 31)), 12500], [], ['  Bo ', null, 3.5]]));
    expect(file).toMatchObject({ fileType: 'xlsx', headers: ['Name', 'Since', 'Followers'] });
    expect(file.rows).toEqual([
      { rowNumber: 2, cells: ['Ada', '2026-01-31', '12500'] },
      { rowNumber: 4, cells: ['Bo', '', '3.5'] },
    ]);
  });

  test('reads CSV with commas, semicolons or tabs, quoted fields and a byte-order mark', async () => {
    for (const separator of [',', ';', '\t']) {
      const text = `\uFEFFname${separator}note\r\n"Rossi${separator} Srl"${separator}"said ""hi"""\r\n`;
      const file = await readImportFile(Buffer.from(text));
      expect(file.rows).toEqual([{ rowNumber: 2, cells: [`Rossi${separator} Srl`, 'said "hi"'] }]);
    }
  });

  test('reads Windows-1252 text when the file is not UTF-8', async () => {
    const file = await readImportFile(Buffer.from([...Buffer.from('nome\n'), 0x43, 0x69, 0x74, 0x74, 0xe0, 0x0a]));
    expect(file.rows[0]!.cells).toEqual(['Città']);
  });

  test('gives files with the same headers, whatever their case and spacing, the same header key', async () => {
    const first = await readImportFile(Buffer.from('Name,VAT\nA,1\n'));
    const second = await readImportFile(Buffer.from(' name ; vat \nB;2\n'));
    expect(second.headerKey).toBe(first.headerKey);
  });

  test('refuses a workbook that would inflate past the limit before reading it', async () => {
    const bomb = zipOfZeros('xl/worksheets/sheet1.xml', 300 * 1024 * 1024);
    await expect(readImportFile(bomb)).rejects.toMatchObject({ status: 400, detail: 'The workbook is too large once unpacked.' });
  });

  test('refuses legacy .xls, empty files and files without rows', async () => {
    await expect(readImportFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]))).rejects.toMatchObject({ status: 415 });
    await expect(readImportFile(Buffer.alloc(0))).rejects.toMatchObject({ status: 400 });
    await expect(readImportFile(Buffer.from('name\n\n'))).rejects.toMatchObject({ status: 400, detail: 'The file has no rows under its header.' });
  });
});
