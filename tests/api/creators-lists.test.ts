import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type request from 'supertest';
import { FOLLOWER_TIER_NAMES, FOLLOWER_TIERS, followerTierRange } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { expectApiError, readLogs } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let contributor: SignedInAgent;
let manager: TestUser;
const MATCHING = 5_000;

beforeAll(async () => {
  testApp = await createTestApp({ EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
  manager = await testApp.createUser('editor', { username: 'creator_manager' });
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
  contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
  // 5,000 Italian creators with 10,000 to 50,000 followers, and 500 Spanish ones the filter leaves out.
  await testApp.runtime.database.db.execute(sql`
    insert into creators (stage_name, country, followers, status, updated_at)
    select 'bulk_' || lpad(n::text, 5, '0'), case when n <= ${MATCHING} then 'IT' else 'ES' end, 10000 + (n * 8) % 40000,
      case when n % 4 = 0 then 'active' else 'prospect' end,
      timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => n / 1000000.0)
    from generate_series(1, ${MATCHING + 500}) as n`);
});
afterAll(() => testApp.close());

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const bulk = (who: SignedInAgent, body: object) => who.agent.post('/api/creators/bulk').set('X-CSRF-Token', who.csrf).send(body);
const total = async (query: Record<string, string | number>) => (await admin.agent.get('/api/creators').query(query)).body.total as number;

test('“select all matching” on 5,000 filtered creators changes exactly those 5,000 and writes one audit entry with the count', async () => {
  expect(await total({ country: 'IT' })).toBe(MATCHING);
  const response = await bulk(admin, { target: { filter: { country: 'IT' } }, action: { type: 'set_manager', manager_id: manager.id } });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ matched: MATCHING, changed: MATCHING });
  expect(await total({ manager_id: manager.id })).toBe(MATCHING);
  expect(await total({ manager_id: manager.id, country: 'ES' })).toBe(0);
  const { logs } = await readLogs(admin, { message_filter: 'creators_bulk_updated' });
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ entity_type: 'creator', changes: { action: { to: 'set_manager' }, matched: { to: MATCHING }, changed: { to: MATCHING } } });
});

test('a category is added to and removed from every matching creator in bulk', async () => {
  const category = (await admin.agent.post('/api/creator-categories').set('X-CSRF-Token', admin.csrf).send({ name: 'Bulk lifestyle' })).body;
  const added = await bulk(admin, { target: { filter: { country: 'IT', tier: 'micro' } }, action: { type: 'add_category', category_id: category.category_id } });
  const micro = await total({ country: 'IT', tier: 'micro' });
  expect(added.body).toEqual({ matched: micro, changed: micro });
  expect(await total({ category_id: category.category_id })).toBe(micro);
  const again = await bulk(admin, { target: { filter: { country: 'IT', tier: 'micro' } }, action: { type: 'add_category', category_id: category.category_id } });
  expect(again.body).toEqual({ matched: micro, changed: 0 });
  const removed = await bulk(admin, { target: { filter: { country: 'IT' } }, action: { type: 'remove_category', category_id: category.category_id } });
  expect(removed.body).toEqual({ matched: MATCHING, changed: micro });
});

test('a contributor may neither archive nor change statuses in bulk', async () => {
  expectApiError(await bulk(contributor, { target: { ids: [1] }, action: { type: 'archive' } }), 403, 'forbidden');
  expect((await bulk(contributor, { target: { ids: [1] }, action: { type: 'set_manager', manager_id: null } })).status).toBe(200);
});

test('the XLSX of a filtered list has its rows in its order and its columns, with followers and dates typed', async () => {
  const query = { country: 'ES', sort: 'followers', dir: 'desc' } as const;
  const listed: { stage_name: string; followers: number }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await admin.agent.get('/api/creators').query({ ...query, page, page_size: 100 });
    listed.push(...response.body.creators);
    if (listed.length >= response.body.total) break;
  }
  const response = await admin.agent.get('/api/creators/export').query({ ...query, format: 'xlsx', columns: 'stage_name,followers,country,updated_at' }).buffer(true).parse(binary);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.body as ArrayBuffer);
  const sheet = workbook.getWorksheet('Creators')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'stage_name', 'followers', 'country', 'updated_at']);
  expect(sheet.rowCount).toBe(listed.length + 1);
  expect(sheet.getColumn(1).values.slice(2)).toEqual(listed.map((creator) => creator.stage_name));
  expect(sheet.getColumn(2).values.slice(2)).toEqual(listed.map((creator) => creator.followers));
  expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Number);
  expect(sheet.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.Date);
});

test('the follower tiers the database counts by are the contract’s, at each bound', async () => {
  const tierOf = async (followers: number) =>
    ((await testApp.runtime.database.db.execute(sql`select creator_tier(${followers}::bigint) as tier`)) as unknown as { rows: { tier: string }[] }).rows[0]!.tier;
  expect(await tierOf(FOLLOWER_TIERS.nano - 1)).toBe('');
  for (const tier of FOLLOWER_TIER_NAMES) {
    const { min, max } = followerTierRange(tier);
    expect([await tierOf(min), await tierOf(max === null ? min * 100 : max - 1)]).toEqual([tier, tier]);
  }
});
