import express from 'express';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { readInBatches } from '../../server/db/batched-read';
import { streamExport, type ExportColumn, type ExportOutcome } from '../../server/http/streaming-export';
import { activityLogRepository, exportPositionOf, exportRowOf, type ActivityLogExportRow } from '../../server/modules/activity-log/activity-log-repository';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The streaming export helper writing XLSX from a real query (the activity log read in keyset
 * batches, as its CSV export reads it), downloaded over HTTP and read back as a workbook.
 */
let testApp: TestApp;
const ENTRIES = 2_500;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.runtime.database.db.execute(sql`
    insert into audit_log (user_id, username, role, action, status_code, address, created_at)
    select null, case when n % 10 = 0 then '=SUM(A1:A2)' else 'xlsx_' || n end, 'editor', 'user_login',
      case when n % 3 = 0 then 401 else 200 end, '192.0.2.1',
      -- Entries microseconds apart: the keyset must not lose those within one millisecond.
      timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => n / 1000000.0)
    from generate_series(1, ${ENTRIES}) as n`);
});
afterAll(() => testApp.close());

const columns: ExportColumn<ActivityLogExportRow>[] = [
  { header: 'log_id', type: 'integer', value: (row) => row[0] },
  { header: 'timestamp', type: 'datetime', value: (row) => row[1] },
  { header: 'username', type: 'text', value: (row) => row[3] },
  { header: 'status_code', type: 'integer', value: (row) => row[6] },
  { header: 'share', type: 'percent', value: (row) => Number(row[6]) / 1000 },
];

function exportApp(options: { failAfterBatches?: number } = {}) {
  const outcomes: ExportOutcome[] = [];
  const app = express();
  app.get('/export.xlsx', (_req, res) => {
    let batches = 0;
    const body = streamExport(res, {
      format: 'xlsx',
      filename: 'activity-log',
      sheets: [
        {
          name: 'Activity log',
          columns,
          batches: readInBatches<ActivityLogExportRow>(testApp.runtime.database.db, {
            label: 'xlsx export test',
            size: { postgres: 700, pglite: 700 },
            query: (after, size) => {
              batches += 1;
              // A batch that fails in the database (division by zero), after the first rows were sent.
              if (batches === options.failAfterBatches) return { toSQL: () => ({ sql: 'select 1 / 0', params: [] }) };
              return activityLogRepository.exportBatch(testApp.runtime.database.db, {}, after && exportPositionOf(after), size);
            },
            row: exportRowOf,
          }),
        },
      ],
      onEnd: async (outcome) => {
        outcomes.push(outcome);
      },
    });
    res.status(200);
    body.pipe(res);
  });
  return { app, outcomes };
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

test('a workbook of every row of the query, newest first, with typed cells, a frozen header and filters', async () => {
  const { app, outcomes } = exportApp();
  const response = await request(app).get('/export.xlsx').buffer(true).parse(binary);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(response.headers['content-disposition']).toBe('attachment; filename="activity-log.xlsx"');
  expect(outcomes).toEqual(['completed']);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.body as ArrayBuffer);
  const sheet = workbook.getWorksheet('Activity log')!;
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const { rows: listed } = await activityLogRepository.list(testApp.runtime.database.db, {}, { column: 'timestamp', dir: 'desc' }, { offset: 0, limit: 100_000 }, 0);
  expect(sheet.rowCount).toBe(listed.length + 1);
  expect(sheet.autoFilter).toBe(`A1:E${listed.length + 1}`);

  const ids = sheet.getColumn(1).values.slice(2);
  expect(ids).toEqual(listed.map((row) => row.id));
  expect(new Set(ids).size).toBe(ids.length);

  const row = sheet.getRow(2);
  expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
  expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
  expect((row.getCell(2).value as Date).toISOString()).toBe(listed[0]!.createdAt.toISOString());
  expect(row.getCell(5)).toMatchObject({ type: ExcelJS.ValueType.Number, numFmt: '0.00%' });
  const formulaLike = sheet.getColumn(3).values.filter((value) => value === '=SUM(A1:A2)');
  expect(formulaLike).toHaveLength(ENTRIES / 10);
});

test('a failure while reading rows cuts the download (no readable workbook) and is reported as failed', async () => {
  const { app, outcomes } = exportApp({ failAfterBatches: 3 });
  const failure = await request(app)
    .get('/export.xlsx')
    .buffer(true)
    .parse(binary)
    .then(
      () => null,
      (error: Error) => error,
    );
  // The client sees the connection cut before the end of the body (Errors come from another realm here).
  expect(failure?.message).toMatch(/aborted|socket hang up|ECONNRESET/);
  expect(outcomes).toEqual(['failed']);
  expect((await request(testApp.app).get('/healthz')).status).toBe(200);
});
