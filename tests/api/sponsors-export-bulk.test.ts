import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type request from 'supertest';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { expectApiError, readLogs, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let contributor: SignedInAgent;
let owner: TestUser;
const BULK_SPONSORS = 5_000;

/** Inserts sponsors straight into the table: `bulk_<n>` tagged `bulk`, every third one active. */
async function insertSponsors(count: number) {
  await testApp.runtime.database.db.execute(sql`
    insert into sponsors (display_name, status, tags, payment_terms_days, city, updated_at)
    select 'bulk_' || lpad(n::text, 5, '0'), case when n % 3 = 0 then 'active' else 'prospect' end, array['bulk'], n % 90, 'City ' || (n % 7),
      timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => n / 1000000.0)
    from generate_series(1, ${count}) as n`);
}

beforeAll(async () => {
  testApp = await createTestApp({ EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
  owner = await testApp.createUser('editor', { username: 'bulk_owner' });
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
  contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
  await insertSponsors(BULK_SPONSORS);
});
afterAll(() => testApp.close());

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const bulk = (who: SignedInAgent, body: object) => who.agent.post('/api/sponsors/bulk').set('X-CSRF-Token', who.csrf).send(body);
const total = async (query: Record<string, string | number>) => (await admin.agent.get('/api/sponsors').query(query)).body.total as number;

describe('export', () => {
  test('the XLSX of a filtered list has the list’s rows in its order and the chosen columns, with numbers and dates as typed cells', async () => {
    const query = { tag: 'bulk', status: 'active', sort: 'payment_terms_days', dir: 'desc' } as const;
    const listed: { display_name: string; payment_terms_days: number; updated_at: string }[] = [];
    for (let page = 1; ; page += 1) {
      const response = await admin.agent.get('/api/sponsors').query({ ...query, page, page_size: 100 });
      listed.push(...response.body.sponsors);
      if (listed.length >= response.body.total) break;
    }
    const response = await admin.agent
      .get('/api/sponsors/export')
      .query({ ...query, format: 'xlsx', columns: 'display_name,status,payment_terms_days,updated_at' })
      .buffer(true)
      .parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="sponsors-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sponsors')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'display_name', 'status', 'payment_terms_days', 'updated_at']);
    expect(sheet.rowCount).toBe(listed.length + 1);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(listed.map((sponsor) => sponsor.display_name));
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe('active');
    expect(first.getCell(3)).toMatchObject({ type: ExcelJS.ValueType.Number, value: listed[0]!.payment_terms_days });
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(4).value as Date).toISOString()).toBe(listed[0]!.updated_at);
    const { logs } = await readLogs(admin, { message_filter: 'data_exported', entity_type_filter: 'sponsor' });
    expect(logs[0]).toMatchObject({ status_code: 200, entity_type: 'sponsor', entity_id: null });
  });

  test('the CSV has every column of the screen by default, and refuses unknown columns', async () => {
    const response = await admin.agent.get('/api/sponsors/export').query({ q: 'bulk_00001' }).buffer(true);
    expect(response.status).toBe(200);
    const [header, ...rows] = response.text.trim().split(/\r?\n/);
    expect(header).toBe('"display_name","status","owner","contact","vat_number","city","tags","payment_terms_days","updated_at"');
    expect(rows).toHaveLength(1);
    expect(validationMessagesOf(await admin.agent.get('/api/sponsors/export').query({ columns: 'display_name,iban' }))[0]?.field).toBe('columns.1');
  });
});

describe('bulk changes', () => {
  test('“select all matching” on 5,000 filtered sponsors changes exactly those, in one audit entry with the count', async () => {
    // Sponsors outside the filter, which must stay as they are.
    for (const name of ['Outside one', 'Outside two']) {
      expect((await admin.agent.post('/api/sponsors').set('X-CSRF-Token', admin.csrf).send({ display_name: name, owner_id: null })).status).toBe(201);
    }
    expect(await total({ owner_id: owner.id })).toBe(0);
    const response = await bulk(admin, { target: { filter: { tag: 'bulk' } }, action: { type: 'set_owner', owner_id: owner.id } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ matched: BULK_SPONSORS, changed: BULK_SPONSORS });
    expect(await total({ owner_id: owner.id })).toBe(BULK_SPONSORS);
    expect(await total({ q: 'outside', owner_id: owner.id })).toBe(0);
    const { logs } = await readLogs(admin, { message_filter: 'sponsors_bulk_updated' });
    expect(logs[0]).toMatchObject({
      status_code: 200,
      entity_type: 'sponsor',
      changes: { action: { to: 'set_owner' }, owner_id: { to: owner.id }, matched: { to: BULK_SPONSORS }, changed: { to: BULK_SPONSORS } },
    });
  });

  test('a status change moves only the sponsors whose status allows it', async () => {
    const activeBefore = await total({ tag: 'bulk', status: 'active' });
    const response = await bulk(admin, { target: { filter: { tag: 'bulk' } }, action: { type: 'set_status', status: 'paused' } });
    expect(response.body).toEqual({ matched: BULK_SPONSORS, changed: activeBefore });
    expect(await total({ tag: 'bulk', status: 'paused' })).toBe(activeBefore);
  });

  test('tags are added and removed by id; archived sponsors are left alone', async () => {
    const { body } = await admin.agent.get('/api/sponsors').query({ q: 'bulk_0000', sort: 'display_name', page_size: 3 });
    const ids = body.sponsors.map((sponsor: { sponsor_id: number }) => sponsor.sponsor_id);
    expect((await bulk(admin, { target: { ids: [ids[0]] }, action: { type: 'archive' } })).body).toEqual({ matched: 1, changed: 1 });
    expect((await bulk(admin, { target: { ids }, action: { type: 'add_tag', tag: ' VIP ' } })).body).toEqual({ matched: 3, changed: 2 });
    expect(await total({ tag: 'vip', archived: 'all' })).toBe(2);
    expect((await bulk(admin, { target: { ids }, action: { type: 'remove_tag', tag: 'vip' } })).body).toEqual({ matched: 3, changed: 2 });
    expect(await total({ tag: 'vip', archived: 'all' })).toBe(0);
  });

  test('a contributor may not archive in bulk; bad targets and actions are refused', async () => {
    expectApiError(await bulk(contributor, { target: { ids: [2] }, action: { type: 'archive' } }), 403, 'forbidden');
    expectApiError(await bulk(admin, { target: { ids: [] }, action: { type: 'archive' } }), 400, 'validation_error');
    expectApiError(await bulk(admin, { target: { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, action: { type: 'archive' } }), 400, 'validation_error');
    expectApiError(await bulk(admin, { target: { ids: [2] }, action: { type: 'delete_everything' } }), 400, 'validation_error');
    expect(validationMessagesOf(await bulk(admin, { target: { ids: [2] }, action: { type: 'set_owner', owner_id: 999_999 } }))).toEqual([
      { field: 'owner_id', message: 'Choose an active staff member.' },
    ]);
  });
});
