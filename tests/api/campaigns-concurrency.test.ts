import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';

/**
 * The rules that guard campaigns and deals hold when requests race: a unique index, a
 * version-guarded update and the campaign's row lock decide, not a read before the write.
 */

let testApp: TestApp;
let first: SignedInAgent;
let second: SignedInAgent;
let sponsorId: number;
const RACERS = 8;

type Method = 'post' | 'patch' | 'put';
const agentFor = (index: number) => (index % 2 === 0 ? first : second);
const send = (who: SignedInAgent, method: Method, path: string, body: Record<string, unknown>) => who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);

beforeAll(async () => {
  testApp = await createTestApp({ EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
  first = await testApp.signIn((await testApp.createUser('admin')).username);
  second = await testApp.signIn((await testApp.createUser('editor')).username);
  sponsorId = (await send(first, 'post', '/api/sponsors', { display_name: 'Racing brand' })).body.sponsor_id;
});
afterAll(() => testApp.close());

async function newCampaign(): Promise<number> {
  const response = await send(first, 'post', '/api/campaigns', { sponsor_id: sponsorId, name: 'Racing campaign' });
  expect(response.status).toBe(201);
  return response.body.campaign_id;
}

async function newCreator(name: string): Promise<number> {
  const response = await send(first, 'post', '/api/creators', { stage_name: name });
  expect(response.status).toBe(201);
  return response.body.creator_id;
}

test('campaigns created at once with one code: exactly one is created, the others get 409', async () => {
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, index) => send(agentFor(index), 'post', '/api/campaigns', { sponsor_id: sponsorId, name: `Racer ${index}`, code: 'RACE-CODE' })),
  );
  expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
  expect((await first.agent.get('/api/campaigns').query({ q: 'race-code' })).body.total).toBe(1);
});

test('one creator added to a campaign by many at once: the campaign has them once', async () => {
  const campaignId = await newCampaign();
  const creatorId = await newCreator('Racing creator');
  const responses = await Promise.all(Array.from({ length: RACERS }, (_, index) => send(agentFor(index), 'post', `/api/campaigns/${campaignId}/deals`, { creator_ids: [creatorId] })));
  expect(responses.every((response) => response.status === 201)).toBe(true);
  expect(responses.map((response) => response.body.added).sort()).toEqual([...Array<number>(RACERS - 1).fill(0), 1]);
  expect((await first.agent.get(`/api/campaigns/${campaignId}/deals`)).body.deals).toHaveLength(1);
});

test('deal status changes of one version at once: exactly one lands, the others get edit_conflict', async () => {
  const campaignId = await newCampaign();
  const added = await send(first, 'post', `/api/campaigns/${campaignId}/deals`, { creator_ids: [await newCreator('Moving creator')] });
  const dealId = added.body.deals[0].deal_id;
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, index) =>
      send(agentFor(index), 'put', `/api/campaigns/${campaignId}/deals/${dealId}/status`, { status: index % 2 === 0 ? 'proposed' : 'dropped', version: 1 }),
    ),
  );
  const winners = responses.filter((response) => response.status === 200);
  expect(winners).toHaveLength(1);
  expect(responses.filter((response) => response.status === 409 && response.body.code === 'edit_conflict')).toHaveLength(RACERS - 1);
  const [deal] = (await first.agent.get(`/api/campaigns/${campaignId}/deals`)).body.deals;
  expect(deal).toMatchObject({ version: 2, status: winners[0]!.body.status });
});

test('campaign status changes of one version at once: exactly one lands', async () => {
  const campaignId = await newCampaign();
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, index) => send(agentFor(index), 'put', `/api/campaigns/${campaignId}/status`, { status: index % 2 === 0 ? 'pitched' : 'cancelled', version: 1 })),
  );
  expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
  expect(responses.filter((response) => response.status === 409)).toHaveLength(RACERS - 1);
  expect((await first.agent.get(`/api/campaigns/${campaignId}`)).body.version).toBe(2);
});

test('a deal changed while its campaign is archived: the archive waits for the change or the change is refused, never both half-done', async () => {
  const campaignId = await newCampaign();
  const added = await send(first, 'post', `/api/campaigns/${campaignId}/deals`, { creator_ids: [await newCreator('Archive racer')] });
  const dealId = added.body.deals[0].deal_id;
  const [change, archive] = await Promise.all([
    send(first, 'patch', `/api/campaigns/${campaignId}/deals/${dealId}`, { version: 1, usage_rights: 'Organic only' }),
    send(second, 'post', `/api/campaigns/${campaignId}/archive`, { version: 1 }),
  ]);
  expect(archive.status).toBe(200);
  const [deal] = (await first.agent.get(`/api/campaigns/${campaignId}/deals`)).body.deals;
  if (change.status === 200) expect(deal.usage_rights).toBe('Organic only');
  else {
    expect(change.body.code).toBe('campaign_archived');
    expect(deal.usage_rights).toBeNull();
  }
});

test('drafts of one deliverable submitted at once: exactly one goes in review, the others get 409 draft_in_review', async () => {
  const campaignId = await newCampaign();
  const added = await send(first, 'post', `/api/campaigns/${campaignId}/deals`, { creator_ids: [await newCreator('Drafting creator')] });
  const dealId = added.body.deals[0].deal_id;
  const deliverable = await send(first, 'post', `/api/campaigns/${campaignId}/deals/${dealId}/deliverables`, { platform: 'tiktok', type: 'short_video' });
  const id = deliverable.body.deliverable_id;
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, index) =>
      agentFor(index).agent.post(`/api/deliverables/${id}/drafts`).set('X-CSRF-Token', agentFor(index).csrf).field('link_url', `https://drive.example/cut-${index}`),
    ),
  );
  expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
  expect(responses.filter((response) => response.body.code === 'draft_in_review')).toHaveLength(RACERS - 1);
  const drafts = (await first.agent.get(`/api/deliverables/${id}/drafts`)).body;
  expect(drafts.drafts).toHaveLength(1);
  expect(drafts.deliverable.status).toBe('in_review');

  const draftId = drafts.drafts[0].draft_id;
  const reviews = await Promise.all(
    Array.from({ length: RACERS }, (_, index) =>
      send(agentFor(index), 'post', `/api/deliverables/${id}/drafts/${draftId}/review`, index % 2 === 0 ? { outcome: 'approved' } : { outcome: 'needs_work', feedback: 'Again' }),
    ),
  );
  expect(reviews.filter((response) => response.status === 200)).toHaveLength(1);
  expect(reviews.filter((response) => response.status === 409 && response.body.code === 'draft_not_in_review')).toHaveLength(RACERS - 1);
});
