import { sql } from 'drizzle-orm';
import type { Deadline } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { ManualClock } from '../support/manual-clock';
import { expectApiError } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let adminUser: TestUser;
let editor: SignedInAgent;
let creatorAgent: SignedInAgent;
const clock = new ManualClock('2026-05-14T10:00:00Z');
const ids: Record<string, number> = {};

type Method = 'post' | 'put';
async function send<T = Record<string, number>>(who: SignedInAgent, method: Method, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);
  expect([200, 201]).toContain(response.status);
  return response.body as T;
}

const read = async (who: SignedInAgent, query: Record<string, string | number>) => who.agent.get('/api/deadlines').query(query);
const keysOf = (deadlines: Deadline[]) =>
  deadlines.map((deadline) => `${deadline.type}:${deadline.content ? `${deadline.content.platform} ${deadline.content.type}` : deadline.title}:${deadline.due_on}`);

beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
  adminUser = await testApp.createUser('admin', { username: 'deadline_admin' });
  admin = await testApp.signIn(adminUser.username);
  const editorUser = await testApp.createUser('editor', { username: 'deadline_editor' });
  editor = await testApp.signIn(editorUser.username);
  creatorAgent = await testApp.signIn((await testApp.createUser('creator')).username);
  ids.sponsor = (await send(admin, 'post', '/api/sponsors', { display_name: 'Deadline brand' })).sponsor_id!;
  ids.other = (await send(admin, 'post', '/api/sponsors', { display_name: 'Other brand' })).sponsor_id!;
  ids.campaign = (await send(admin, 'post', '/api/campaigns', { sponsor_id: ids.sponsor, name: 'May launch', ends_on: '2026-05-31' })).campaign_id!;
  ids.editorCampaign = (await send(editor, 'post', '/api/campaigns', { sponsor_id: ids.other, name: 'Editor run', ends_on: '2026-05-20' })).campaign_id!;
  ids.creator = (await send(admin, 'post', '/api/creators', { stage_name: 'Due creator', representation_start: '2025-05-25', representation_months: 12 })).creator_id!;
  const deals = await send<{ deals: { deal_id: number }[] }>(admin, 'post', `/api/campaigns/${ids.campaign}/deals`, { creator_ids: [ids.creator] });
  const dealId = deals.deals[0]!.deal_id;
  ids.late = (await send(admin, 'post', `/api/campaigns/${ids.campaign}/deals/${dealId}/deliverables`, { platform: 'instagram', type: 'reel', draft_due_on: '2026-05-10', publish_due_on: '2026-05-18' })).deliverable_id!;
  ids.done = (await send(admin, 'post', `/api/campaigns/${ids.campaign}/deals/${dealId}/deliverables`, { platform: 'tiktok', type: 'short_video', draft_due_on: '2026-05-12', publish_due_on: '2026-05-16' })).deliverable_id!;
  await send(admin, 'put', `/api/deliverables/${ids.done}/status`, { status: 'cancelled', version: 1 });
});
afterAll(() => testApp.close());

test('a month holds every kind of date, the earliest first, each done or overdue by the agency’s today', async () => {
  const response = await read(admin, { from: '2026-05-01', to: '2026-05-31' });
  expect(response.status).toBe(200);
  expect(response.body.today).toBe('2026-05-14');
  expect(response.body.next).toBeNull();
  const deadlines = response.body.deadlines as Deadline[];
  expect(keysOf(deadlines)).toEqual([
    'draft_due:instagram reel:2026-05-10',
    'draft_due:tiktok short_video:2026-05-12',
    'publish_due:tiktok short_video:2026-05-16',
    'publish_due:instagram reel:2026-05-18',
    'campaign_end:Editor run:2026-05-20',
    'representation_end:Due creator:2026-05-25',
    'campaign_end:May launch:2026-05-31',
  ]);
  const byKey = Object.fromEntries(deadlines.map((deadline) => [deadline.key, deadline]));
  expect(byKey[`draft_due:${ids.late}`]).toMatchObject({ overdue: true, done: false, campaign: { id: ids.campaign, name: 'May launch' }, sponsor: { name: 'Deadline brand' }, creator: { name: 'Due creator' }, record: { kind: 'deliverable', id: ids.late, version: 1 } });
  expect(byKey[`draft_due:${ids.done}`]).toMatchObject({ overdue: false, done: true });
  expect(byKey[`representation_end:${ids.creator}`]).toMatchObject({ record: { kind: 'creator' }, campaign: null });
});

test('open only, by type, mine, by sponsor, by campaign and by creator', async () => {
  const open = (await read(admin, { from: '2026-05-01', to: '2026-05-31', open: 'true' })).body.deadlines as Deadline[];
  expect(open.some((deadline) => deadline.done)).toBe(false);
  expect(open).toHaveLength(5);
  const ends = (await read(admin, { from: '2026-05-01', to: '2026-05-31', types: 'campaign_end,representation_end' })).body.deadlines as Deadline[];
  expect(ends.map((deadline) => deadline.type)).toEqual(['campaign_end', 'representation_end', 'campaign_end']);
  const mine = (await read(editor, { from: '2026-05-01', to: '2026-05-31', mine: 'true' })).body.deadlines as Deadline[];
  expect(keysOf(mine)).toEqual(['campaign_end:Editor run:2026-05-20']);
  const bySponsor = (await read(admin, { from: '2026-05-01', to: '2026-05-31', sponsor_id: ids.other! })).body.deadlines as Deadline[];
  expect(keysOf(bySponsor)).toEqual(['campaign_end:Editor run:2026-05-20']);
  const byCampaign = (await read(admin, { from: '2026-05-01', to: '2026-05-31', campaign_id: ids.campaign! })).body.deadlines as Deadline[];
  expect(byCampaign.map((deadline) => deadline.type)).toEqual(['draft_due', 'draft_due', 'publish_due', 'publish_due', 'campaign_end']);
  const byCreator = (await read(admin, { from: '2026-05-01', to: '2026-05-31', creator_id: ids.creator! })).body.deadlines as Deadline[];
  expect(byCreator).toHaveLength(6);
});

test('overdue turns at midnight in Rome, not in UTC', async () => {
  clock.set('2026-05-18T21:59:00Z');
  const before = (await read(admin, { from: '2026-05-18', to: '2026-05-18' })).body.deadlines as Deadline[];
  expect(before[0]).toMatchObject({ type: 'publish_due', overdue: false });
  clock.set('2026-05-18T22:00:00Z');
  const after = await read(admin, { from: '2026-05-18', to: '2026-05-18' });
  expect(after.body.today).toBe('2026-05-19');
  expect(after.body.deadlines[0]).toMatchObject({ type: 'publish_due', overdue: true });
  clock.set('2026-05-14T10:00:00Z');
});

test('bad ranges and filters are refused with a message, and a creator may not read the deadlines', async () => {
  expect((await read(admin, { from: '2026-05-31', to: '2026-05-01' })).body.errors).toEqual([{ field: 'to', message: 'to cannot come before from' }]);
  expect((await read(admin, { from: '2025-01-01', to: '2026-12-31' })).body.errors).toEqual([{ field: 'to', message: 'A request covers at most 400 days' }]);
  expectApiError(await read(admin, { from: '2026-05-01', to: '2026-05-31', types: 'birthday' }), 400);
  expectApiError(await read(admin, { from: '2026-02-30', to: '2026-03-01' }), 400);
  expectApiError(await read(creatorAgent, { from: '2026-05-01', to: '2026-05-31' }), 403, 'forbidden');
  const badCursor = [{ field: 'after', message: 'after must be the next value of an earlier answer' }];
  for (const after of ['garbage', '2026-02-30~task_due~1', '2026-05-01~birthday~1', '2026-05-01~task_due~0', '2026-05-01~task_due~99999999999']) {
    expect((await read(admin, { from: '2026-05-01', to: '2026-05-31', after })).body.errors).toEqual(badCursor);
  }
});

test('a busy range comes in pages of 50: each page’s next leads to the following one, with nothing missed or repeated, in (day, type, record) order', async () => {
  const deals = await send<{ deals: { deal_id: number }[] }>(admin, 'post', `/api/campaigns/${ids.campaign}/deals`, {
    creator_ids: [(await send(admin, 'post', '/api/creators', { stage_name: 'Busy creator' })).creator_id!],
  });
  for (const day of ['2026-07-09', '2026-07-10']) {
    await send(admin, 'post', `/api/campaigns/${ids.campaign}/deals/${deals.deals[0]!.deal_id}/deliverables`, { platform: 'instagram', type: 'reel', draft_due_on: day, publish_due_on: day });
  }
  await send(admin, 'post', '/api/campaigns', { sponsor_id: ids.sponsor, name: 'July close', ends_on: '2026-07-10' });
  await testApp.runtime.database.db.execute(
    sql`insert into tasks (title, due_on, priority) select 'Busy ' || n, date '2026-07-09' + (n % 3), 'normal' from generate_series(1, 150) as n`,
  );

  const pages: Deadline[][] = [];
  let after: string | undefined;
  do {
    const response = await read(admin, { from: '2026-07-01', to: '2026-07-31', ...(after ? { after } : {}) });
    expect(response.status).toBe(200);
    pages.push(response.body.deadlines as Deadline[]);
    after = response.body.next ?? undefined;
  } while (after && pages.length < 10);

  expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 5]);
  const all = pages.flat();
  expect(new Set(all.map((deadline) => deadline.key)).size).toBe(155);
  const order = (deadline: Deadline) => `${deadline.due_on} ${deadline.type} ${String(deadline.record.id).padStart(10, '0')}`;
  expect(all.map(order)).toEqual(all.map(order).sort());
  expect(all.filter((deadline) => deadline.type !== 'task_due').map((deadline) => `${deadline.type} ${deadline.due_on}`)).toEqual([
    'draft_due 2026-07-09',
    'publish_due 2026-07-09',
    'campaign_end 2026-07-10',
    'draft_due 2026-07-10',
    'publish_due 2026-07-10',
  ]);
  const boundary = pages[0]!.at(-1)!;
  expect((await read(admin, { from: '2026-07-01', to: '2026-07-31' })).body.next).toBe(`${boundary.due_on}~${boundary.type}~${boundary.record.id}`);
});
