import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';

/** The rules that guard creators hold when requests race: unique handles, versions, one primary account, followers. */
let testApp: TestApp;
let first: SignedInAgent;
let second: SignedInAgent;
const RACERS = 8;

beforeAll(async () => {
  testApp = await createTestApp({ EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
  first = await testApp.signIn((await testApp.createUser('admin')).username);
  second = await testApp.signIn((await testApp.createUser('editor')).username);
});
afterAll(() => testApp.close());

const agentFor = (index: number) => (index % 2 === 0 ? first : second);
const post = (index: number, path: string, body: object) => agentFor(index).agent.post(path).set('X-CSRF-Token', agentFor(index).csrf).send(body);

async function newCreator(): Promise<number> {
  const response = await post(0, '/api/creators', { stage_name: 'Racing creator' });
  expect(response.status).toBe(201);
  return response.body.creator_id;
}

test('one handle added at once to several creators: exactly one gets it, the others 409', async () => {
  const ids = await Promise.all(Array.from({ length: RACERS }, () => newCreator()));
  const responses = await Promise.all(ids.map((id, index) => post(index, `/api/creators/${id}/accounts`, { platform: 'instagram', handle: 'same_handle' })));
  expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
});

test('accounts added at once as primary: the creator ends with exactly one primary account', async () => {
  const id = await newCreator();
  const responses = await Promise.all(Array.from({ length: RACERS }, (_, index) => post(index, `/api/creators/${id}/accounts`, { platform: 'tiktok', handle: `racer_${index}_${id}`, is_primary: true })));
  expect(responses.map((response) => response.status)).toEqual(Array<number>(RACERS).fill(201));
  const { accounts } = (await first.agent.get(`/api/creators/${id}`)).body as { accounts: { is_primary: boolean }[] };
  expect(accounts.filter((account) => account.is_primary)).toHaveLength(1);
});

test('snapshots of several accounts added at once: the creator’s followers are the sum of each account’s latest', async () => {
  const id = await newCreator();
  const accountIds: number[] = [];
  for (let index = 0; index < 4; index += 1) {
    const response = await post(0, `/api/creators/${id}/accounts`, { platform: 'youtube', handle: `sum_${index}_${id}` });
    accountIds.push(response.body.accounts.at(-1).account_id);
  }
  await Promise.all(accountIds.map((accountId, index) => post(index, `/api/creators/${id}/accounts/${accountId}/snapshots`, { captured_at: '2026-05-01T00:00:00Z', followers: 1000 * (index + 1) })));
  expect((await first.agent.get(`/api/creators/${id}`)).body.followers).toBe(10_000);
});

test('saves of the same version at once: exactly one lands, the others get edit_conflict', async () => {
  const id = await newCreator();
  const responses = await Promise.all(Array.from({ length: RACERS }, (_, index) => agentFor(index).agent.patch(`/api/creators/${id}`).set('X-CSRF-Token', agentFor(index).csrf).send({ version: 1, city: `City ${index}` })));
  expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
  expect(responses.filter((response) => response.status === 409 && response.body.code === 'edit_conflict')).toHaveLength(RACERS - 1);
});

test('the list’s kept counts, handles and categories stay exact when creators, accounts and categories change at once', async () => {
  const db = testApp.runtime.database.db;
  const { sql } = await import('drizzle-orm');
  const category = (await post(0, '/api/creator-categories', { name: 'Racing category' })).body.category_id as number;
  const ids = await Promise.all(Array.from({ length: RACERS }, () => newCreator()));
  const [archived, changed] = [ids.slice(0, 3), ids.slice(3)];
  const results = await Promise.all([
    ...Array.from({ length: RACERS }, () => post(1, '/api/creators', { stage_name: 'Racing newcomer' })),
    ...archived.map((id, index) => post(index, '/api/creators/bulk', { target: { ids: [id] }, action: { type: 'archive' } })),
    ...changed.map((id, index) => post(index, `/api/creators/${id}/accounts`, { platform: 'twitch', handle: `kept_${id}` })),
    ...changed.map((id, index) => post(index, '/api/creators/bulk', { target: { ids: [id] }, action: { type: 'add_category', category_id: category } })),
  ]);
  expect(results.every((response) => response.status === 200 || response.status === 201)).toBe(true);
  const counted = (await db.execute(sql`
    select (select count(*)::int from creators where archived_at is null) as current,
      (select coalesce(sum(creator_count), 0)::int from creator_counts where not archived) as kept,
      (select count(*)::int from creators where id = any(${`{${changed.join(',')}}`}::int[]) and category_ids @> array[${category}]::int[] and handles like '%kept_%') as tracked`)) as unknown as { rows: { current: number; kept: number; tracked: number }[] };
  expect(counted.rows[0]).toEqual({ current: counted.rows[0]!.current, kept: counted.rows[0]!.current, tracked: changed.length });
  expect((await first.agent.get('/api/creators')).body.total).toBe(counted.rows[0]!.current);
  expect((await first.agent.get('/api/creators').query({ category_id: category, q: 'kept_' })).body.total).toBe(changed.length);
});
