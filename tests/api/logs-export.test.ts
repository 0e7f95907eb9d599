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

test('the export is itself written to the log as data_exported', async () => {
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
