import http, { type Server } from 'node:http';
import { jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { activityLogRepository } from '../../server/modules/activity-log/activity-log-repository';
import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';

let testApp: TestApp;
let admin: SignedInAgent;

beforeAll(async () => {
  testApp = await createTestApp();
  const adminUser = await testApp.createUser('admin', { username: 'export_admin' });
  admin = await testApp.signIn(adminUser.username);
  const editorUser = await testApp.createUser('editor', { username: 'export_editor' });
  await testApp.signIn(editorUser.username);
  await testApp.signIn(editorUser.username);
});
afterAll(() => testApp.close());

function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"')));
}

test('the CSV export holds exactly the entries that match the filters, newest first', async () => {
  const filters = { message_filter: 'user_login', username_filter: 'export_editor' };
  const listed = await admin.agent.get('/api/logs/all').query({ ...filters, page_size: 100 });
  const response = await admin.agent.get('/api/logs/export').query(filters);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...rows] = parseCsv(response.text);
  expect(header).toEqual(['log_id', 'timestamp', 'user_id', 'username', 'role', 'action', 'status_code', 'result']);
  expect(rows.map((row) => Number(row[0]))).toEqual(listed.body.logs.map((log: { log_id: number }) => log.log_id));
  expect(rows).toHaveLength(2);
  expect(rows.every((row) => row[3] === 'export_editor' && row[5] === 'user_login' && row[7] === 'authorized')).toBe(true);
});

test('the export is itself written to the log as data_exported, once it has ended', async () => {
  await admin.agent.get('/api/logs/export');
  const logs = await admin.agent.get('/api/logs/all').query({ message_filter: 'data_exported' });
  expect(logs.body.logs[0]).toMatchObject({ username: 'export_admin', status_code: 200 });
});

test('a username that looks like a spreadsheet formula is exported as text', async () => {
  await expect(testApp.signIn('=cmd@example.com', 'whatever')).rejects.toThrow(/401/);
  const response = await admin.agent.get('/api/logs/export').query({ message_filter: 'login_failed' });
  expect(response.text).toContain(`"'=cmd@example.com"`);
  expect(response.text).not.toContain('"=cmd@example.com"');
});

test('an editor cannot export the log', async () => {
  const editor = await testApp.signIn('export_editor');
  const response = await editor.agent.get('/api/logs/export');
  expect(response.status).toBe(403);
});

describe('an export that fails part-way', () => {
  /** Enough entries (about 4 MB of CSV) for many batches and more than loopback sockets buffer, so the export is mid-way when it fails. */
  async function addLogEntries(count: number): Promise<void> {
    await testApp.runtime.database.db.execute(sql`
      insert into audit_log (user_id, username, role, action, status_code, address, created_at)
      select null, 'bulk_' || (n % 100), 'editor', 'user_login', 200, '192.0.2.1', now() - make_interval(secs => n)
      from generate_series(1, ${count}) as n`);
  }

  /** Reads an export over a real socket; resolves how it ended: complete, or cut before its end. */
  function download(server: Server, path: string, cookie: string): Promise<{ status: number; complete: boolean; bytes: number }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, complete: res.complete, bytes }));
        res.on('aborted', () => resolve({ status: res.statusCode ?? 0, complete: false, bytes }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, complete: false, bytes }));
      });
      req.on('error', reject);
    });
  }

  const cookieOf = (agent: SignedInAgent) => Object.entries(agent.cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

  let server: Server;
  beforeAll(async () => {
    await addLogEntries(40_000);
    server = testApp.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => jest.restoreAllMocks());

  test('a database error mid-export cuts the download, leaves the server up and is audited as a failed export', async () => {
    const realExportBatch = activityLogRepository.exportBatch.bind(activityLogRepository);
    let batches = 0;
    jest.spyOn(activityLogRepository, 'exportBatch').mockImplementation((...args) => {
      batches += 1;
      // The third batch fails in the database (division by zero), after the first rows were sent.
      if (batches === 3) return { toSQL: () => ({ sql: 'select 1 / 0', params: [] }) };
      return realExportBatch(...args);
    });

    const result = await download(server, '/api/logs/export', cookieOf(admin));
    expect(result.status).toBe(200);
    expect(result.complete).toBe(false);
    expect(result.bytes).toBeGreaterThan(0);

    jest.restoreAllMocks();
    expect((await request(testApp.app).get('/healthz')).status).toBe(200);
    const logs = await admin.agent.get('/api/logs/all').query({ message_filter: 'data_exported', page_size: 5 });
    expect(logs.body.logs[0]).toMatchObject({ username: 'export_admin', status_code: 500 });
  });

  test('the audit entry of a complete export is written after its last row (the export does not list itself)', async () => {
    const before = await admin.agent.get('/api/logs/all').query({ page_size: 1 });
    const response = await admin.agent.get('/api/logs/export');
    const [, ...rows] = parseCsv(response.text);
    expect(Number(rows[0]![0])).toBe(before.body.logs[0].log_id);
    const after = await admin.agent.get('/api/logs/all').query({ page_size: 1 });
    expect(after.body.logs[0]).toMatchObject({ message: 'data_exported', status_code: 200 });
  });

  test('bad filters are refused before the answer starts: 400, not a broken stream', async () => {
    for (const query of ['username_filter=%00', 'start_date=0000-01-01', 'end_date=10000-01-01', 'start_date=%2B275760-09-13T00:00:00.000Z', 'user_id_filter=0x10']) {
      const response = await admin.agent.get(`/api/logs/export?${query}`);
      expect({ query, status: response.status, code: response.body.code }).toEqual({ query, status: 400, code: 'validation_error' });
    }
    expect((await request(testApp.app).get('/healthz')).status).toBe(200);
  });
});
