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
      (select coalesce(sum(creator_count), 0)::int from creator_counts where category_id = 0 and not archived) as kept,
      (select count(*)::int from creators where id = any(${`{${changed.join(',')}}`}::int[]) and category_ids @> array[${category}]::int[] and handles like '%kept_%') as tracked`)) as unknown as { rows: { current: number; kept: number; tracked: number }[] };
  expect(counted.rows[0]).toEqual({ current: counted.rows[0]!.current, kept: counted.rows[0]!.current, tracked: changed.length });
  expect((await first.agent.get('/api/creators')).body.total).toBe(counted.rows[0]!.current);
  expect((await first.agent.get('/api/creators').query({ category_id: category, q: 'kept_' })).body.total).toBe(changed.length);
});

/** creator_counts rows that a recount of the creators does not give, and recounted rows it lacks. */
async function keptCountsAgainstRecount(): Promise<{ kept_only: unknown[]; recount_only: unknown[] }> {
  const { sql } = await import('drizzle-orm');
  const recount = sql`select category.id as category_id, creator_tier(followers) as tier, status, archived_at is not null as archived, count(*)::int as creator_count
    from creators cross join unnest(array_prepend(0, category_ids)) as category(id) group by 1, 2, 3, 4`;
  const kept = sql`select category_id, tier, status, archived, creator_count from creator_counts where creator_count <> 0`;
  const result = (await testApp.runtime.database.db.execute(sql`
    select (select coalesce(json_agg(difference), '[]'::json) from (${kept} except ${recount}) as difference) as kept_only,
      (select coalesce(json_agg(difference), '[]'::json) from (${recount} except ${kept}) as difference) as recount_only`)) as unknown as { rows: { kept_only: unknown[]; recount_only: unknown[] }[] };
  return result.rows[0]!;
}

test('the counts kept per category, follower tier, status and archiving match a recount after racing changes of all four', async () => {
  const categories = await Promise.all(['Tier race A', 'Tier race B'].map(async (name) => (await post(0, '/api/creator-categories', { name })).body.category_id as number));
  const ids = await Promise.all(Array.from({ length: RACERS }, () => newCreator()));
  const accounts = await Promise.all(ids.map(async (id, index) => (await post(index, `/api/creators/${id}/accounts`, { platform: 'instagram', handle: `tier_${id}` })).body.accounts[0].account_id as number));
  await Promise.all(ids.map((id, index) => post(index, '/api/creators/bulk', { target: { ids: [id] }, action: { type: 'add_category', category_id: categories[index % 2] } })));
  const followers = [500, 3_000, 8_000, 25_000, 150_000, 2_000_000];
  const statusOf = (response: { status: number }) => response.status;
  const moved = await Promise.all(
    ids.flatMap((id, index) => [
      post(index, `/api/creators/${id}/accounts/${accounts[index]}/snapshots`, { captured_at: '2026-06-01T00:00:00Z', followers: followers[index % followers.length] }),
      post(index + 1, '/api/creators/bulk', { target: { ids: [id] }, action: { type: 'add_category', category_id: categories[(index + 1) % 2] } }),
      post(index, '/api/creators/bulk', { target: { ids: [id] }, action: { type: 'set_status', status: 'active' } }),
      post(index + 1, '/api/creators/bulk', { target: { ids: [id] }, action: { type: 'remove_category', category_id: categories[index % 2] } }),
    ]),
  );
  const archivedOrPaused = await Promise.all(
    ids.map((id, index) => post(index, '/api/creators/bulk', { target: { ids: [id] }, action: index % 3 === 0 ? { type: 'archive' } : { type: 'set_status', status: 'paused' } })),
  );
  expect([...moved, ...archivedOrPaused].map(statusOf).filter((status) => status !== 200 && status !== 201)).toEqual([]);
  expect(await keptCountsAgainstRecount()).toEqual({ kept_only: [], recount_only: [] });
  for (const tier of ['micro', 'mid', 'macro', 'mega'] as const) {
    const listed = await first.agent.get('/api/creators').query({ category_id: categories[1], tier, archived: 'all' });
    const counted = await first.agent.get('/api/creators').query({ category_id: categories[1], tier, archived: 'all', q: 'Racing' });
    expect(listed.body.total).toBe(counted.body.total);
  }
});
