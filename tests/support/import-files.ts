import ExcelJS from 'exceljs';
import { italianVatCheckDigit } from '../../contract';
import type { SignedInAgent } from './test-app';
import { sleep } from './api-helpers';

/** A valid Italian VAT number from a serial number. */
export function italianVat(serial: number): string {
  const firstTen = String(serial).padStart(10, '0');
  return `${firstTen}${italianVatCheckDigit(firstTen)}`;
}

/** An XLSX workbook of one sheet, written by an independent library (exceljs). */
export async function xlsxOf(rows: readonly (readonly (string | number | Date | null)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function csvOf(rows: readonly (readonly string[])[], separator = ','): Buffer {
  return Buffer.from(rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(separator)).join('\r\n'));
}

export const upload = (who: SignedInAgent, entity: 'sponsors' | 'creators', file: Buffer, name = 'import.xlsx') =>
  who.agent.post(`/api/imports/${entity}`).set('X-CSRF-Token', who.csrf).attach('file', file, name);

export const preview = (who: SignedInAgent, id: string, mapping: Record<string, number | null>) =>
  who.agent.put(`/api/imports/${id}/mapping`).set('X-CSRF-Token', who.csrf).send({ mapping });

export const runImport = (who: SignedInAgent, id: string, allOrNothing = false) =>
  who.agent.post(`/api/imports/${id}/run`).set('X-CSRF-Token', who.csrf).send({ all_or_nothing: allOrNothing });

/** The import once its job has finished (polled; the test's own timeout bounds the wait). */
export async function finishedImport(who: SignedInAgent, id: string): Promise<{ status: string; result: { created: number; updated: number; rejected: number }; progress: { processed: number; total: number } }> {
  for (;;) {
    const response = await who.agent.get(`/api/imports/${id}`);
    if (['completed', 'rolled_back', 'failed'].includes(response.body.status)) return response.body;
    await sleep(200);
  }
}

/** Every row of an import with this result, in file order. */
export async function importRows(who: SignedInAgent, id: string, query: Record<string, string>): Promise<{ row_number: number; problems: { field: string; problem: string }[]; cells: string[] }[]> {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const response = await who.agent.get(`/api/imports/${id}/rows`).query({ ...query, page, page_size: 1000 });
    rows.push(...response.body.rows);
    if (rows.length >= response.body.total) return rows;
  }
}
