import { isAppRoute, type AppRoute } from '@ts-rest/core';
import { apiContract, type CreatorDeal, type CreatorDealDetail, type DraftList } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { ManualClock } from '../support/manual-clock';
import { expectApiError, pngImage, readLogs } from '../support/api-helpers';

/*
 * The creator's own campaign work (DOMAIN.md §3): their deals, briefs, deliverables and drafts,
 * and nothing of the agency's money or of other creators. Two creators share a campaign.
 */

let testApp: TestApp;
let admin: SignedInAgent;
let editor: SignedInAgent;
let contributor: SignedInAgent;
let oneUser: TestUser;
let one: SignedInAgent;
let two: SignedInAgent;
const clock = new ManualClock('2026-04-10T10:00:00Z');

type Method = 'get' | 'post' | 'patch' | 'put';
const send = (who: SignedInAgent, method: Method, path: string, body: Record<string, unknown> = {}) =>
  method === 'get' ? who.agent.get(path) : who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);
const submitLink = (who: SignedInAgent, deliverableId: number, link = 'https://drive.example/cut') =>
  who.agent.post(`/api/deliverables/${deliverableId}/drafts`).set('X-CSRF-Token', who.csrf).field('link_url', link).field('caption', 'My cut');

async function ok<T>(response: { status: number; body: unknown }, status = 201): Promise<T> {
  expect(response.status).toBe(status);
  return response.body as T;
}

const ids = {
  sponsor: 0,
  shared: 0,
  solo: 0,
  archived: 0,
  dropped: 0,
  oneCreator: 0,
  twoCreator: 0,
  oneSharedDeal: 0,
  twoSharedDeal: 0,
  oneSoloDeal: 0,
  oneArchivedDeal: 0,
  oneDroppedDeal: 0,
  oneReel: 0,
  oneStory: 0,
  oneSolo: 0,
  oneArchived: 0,
  twoReel: 0,
  twoDraft: 0,
  twoFileUrl: '',
};

async function newCampaign(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  return (await ok<{ campaign_id: number }>(await send(admin, 'post', '/api/campaigns', { sponsor_id: ids.sponsor, name, ...extra }))).campaign_id;
}

async function linkedCreator(stageName: string, user: TestUser): Promise<number> {
  const { creator_id: id } = await ok<{ creator_id: number }>(await send(admin, 'post', '/api/creators', { stage_name: stageName }));
  // Linked as the portal invitation does on acceptance.
  await testApp.runtime.database.db.execute(`update creators set portal_user_id = ${user.id} where id = ${id}` as never);
  return id;
}

/** Adds the creator to the campaign; their deal's id. */
async function dealFor(campaignId: number, creatorId: number): Promise<number> {
  const { deals } = await ok<{ deals: { deal_id: number; creator: { creator_id: number } }[] }>(await send(admin, 'post', `/api/campaigns/${campaignId}/deals`, { creator_ids: [creatorId] }));
  return deals.find((deal) => deal.creator.creator_id === creatorId)!.deal_id;
}

async function deliverable(campaignId: number, dealId: number, body: Record<string, unknown> = {}): Promise<number> {
  return (await ok<{ deliverable_id: number }>(await send(admin, 'post', `/api/campaigns/${campaignId}/deals/${dealId}/deliverables`, { platform: 'instagram', type: 'reel', ...body }))).deliverable_id;
}

/** A new deliverable of creator one in the shared campaign, its draft sent by staff and approved: ready to publish. */
async function approvedDeliverable(): Promise<{ id: number; version: number }> {
  const id = await deliverable(ids.shared, ids.oneSharedDeal);
  const sent = await ok<DraftList>(await submitLink(admin, id));
  const approved = await ok<DraftList>(await send(editor, 'post', `/api/deliverables/${id}/drafts/${sent.drafts[0]!.draft_id}/review`, { outcome: 'approved' }), 200);
  return { id, version: approved.deliverable.version };
}

beforeAll(async () => {
  testApp = await createTestApp({ EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' }, { clock });
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
  editor = await testApp.signIn((await testApp.createUser('editor')).username);
  contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
  oneUser = await testApp.createUser('creator');
  const twoUser = await testApp.createUser('creator');
  one = await testApp.signIn(oneUser.username);
  two = await testApp.signIn(twoUser.username);

  ids.sponsor = (await ok<{ sponsor_id: number }>(await send(admin, 'post', '/api/sponsors', { display_name: 'Portal Brand' }))).sponsor_id;
  ids.oneCreator = await linkedCreator('Creator One', oneUser);
  ids.twoCreator = await linkedCreator('Creator Two', twoUser);
  ids.shared = await newCampaign('Shared launch', {
    code: 'SHARED-1',
    brief: '<p>Show the <strong>bottle</strong></p><script>alert(1)</script>',
    budget_minor: 5_000_000,
    agency_fee_minor: 700_000,
    hashtags: ['launch'],
    mentions: ['portalbrand'],
    starts_on: '2026-04-01',
    ends_on: '2026-05-31',
  });
  ids.solo = await newCampaign('Solo summer');
  ids.archived = await newCampaign('Old archived');
  ids.dropped = await newCampaign('Dropped pitch');
  ids.oneSharedDeal = await dealFor(ids.shared, ids.oneCreator);
  ids.twoSharedDeal = await dealFor(ids.shared, ids.twoCreator);
  ids.oneSoloDeal = await dealFor(ids.solo, ids.oneCreator);
  ids.oneArchivedDeal = await dealFor(ids.archived, ids.oneCreator);
  ids.oneDroppedDeal = await dealFor(ids.dropped, ids.oneCreator);
  await ok(await send(admin, 'patch', `/api/campaigns/${ids.shared}/deals/${ids.oneSharedDeal}`, { version: 1, fee_gross_minor: 100_000, commission_bps: 2000 }), 200);
  await ok(await send(admin, 'patch', `/api/campaigns/${ids.shared}/deals/${ids.twoSharedDeal}`, { version: 1, fee_gross_minor: 300_000, commission_bps: 1500 }), 200);
  await ok(await send(admin, 'put', `/api/campaigns/${ids.dropped}/deals/${ids.oneDroppedDeal}/status`, { version: 1, status: 'dropped' }), 200);

  ids.oneReel = await deliverable(ids.shared, ids.oneSharedDeal, { draft_due_on: '2026-04-20', publish_due_on: '2026-04-25' });
  ids.oneStory = await deliverable(ids.shared, ids.oneSharedDeal, { type: 'story', draft_due_on: '2026-04-05' });
  ids.oneSolo = await deliverable(ids.solo, ids.oneSoloDeal, { draft_due_on: '2026-04-15' });
  ids.oneArchived = await deliverable(ids.archived, ids.oneArchivedDeal);
  ids.twoReel = await deliverable(ids.shared, ids.twoSharedDeal, { draft_due_on: '2026-04-12' });
  const twoUpload = await admin.agent.post(`/api/deliverables/${ids.twoReel}/drafts`).set('X-CSRF-Token', admin.csrf).attach('file', pngImage(3, 3), 'two.png');
  const twoDrafts = await ok<DraftList>(twoUpload);
  ids.twoDraft = twoDrafts.drafts[0]!.draft_id;
  ids.twoFileUrl = twoDrafts.drafts[0]!.file!.url;
  await ok(await send(admin, 'post', `/api/campaigns/${ids.archived}/archive`, { version: 1 }), 200);
});
afterAll(() => testApp.close());

describe('the creator’s campaigns', () => {
  test('list only their own deals, not dropped and not in archived campaigns, the nearest due day first, each with only their deliverables', async () => {
    const mine = await ok<{ deals: CreatorDeal[]; today: string }>(await one.agent.get('/api/campaigns/mine'), 200);
    expect(mine.today).toBe('2026-04-10');
    expect(mine.deals.map((deal) => [deal.campaign.name, deal.next_due_on])).toEqual([
      ['Shared launch', '2026-04-05'],
      ['Solo summer', '2026-04-15'],
    ]);
    const shared = mine.deals[0]!;
    expect(shared.deliverables.map((entry) => [entry.deliverable_id, entry.creator.stage_name, entry.overdue])).toEqual([
      [ids.oneReel, 'Creator One', null],
      [ids.oneStory, 'Creator One', 'draft'],
    ]);
    expect(shared.campaign).toMatchObject({ code: 'SHARED-1', sponsor: { display_name: 'Portal Brand' }, hashtags: ['launch'], mentions: ['portalbrand'], disclosure: 'adv', starts_on: '2026-04-01' });
    expect(shared.campaign).not.toHaveProperty('brief');

    const theirs = await ok<{ deals: CreatorDeal[] }>(await two.agent.get('/api/campaigns/mine'), 200);
    expect(theirs.deals.map((deal) => [deal.deal_id, deal.deliverables.map((entry) => entry.deliverable_id)])).toEqual([[ids.twoSharedDeal, [ids.twoReel]]]);
  });

  test('carry the creator’s own net fee and no other money, and never name another creator', async () => {
    const response = await one.agent.get('/api/campaigns/mine');
    const shared = (response.body.deals as CreatorDeal[]).find((deal) => deal.deal_id === ids.oneSharedDeal)!;
    expect(shared).toMatchObject({ creator_net_minor: 80_000, currency: 'EUR', status: 'shortlisted' });
    const detail = await one.agent.get(`/api/campaigns/mine/${ids.oneSharedDeal}`);
    for (const text of [response.text, detail.text]) {
      for (const key of ['fee_gross_minor', 'commission_bps', 'budget_minor', 'agency_fee_minor', 'fees_total_minor', 'kpi_targets', 'owner', 'deals_count']) expect(text).not.toContain(`"${key}"`);
      expect(text).not.toContain('Creator Two');
      expect(text).not.toContain(`"deliverable_id":${ids.twoReel},`);
    }
  });

  test('one deal comes with the sanitised brief; another creator’s, a dropped one, one in an archived campaign or none at all is 404', async () => {
    const detail = await ok<CreatorDealDetail>(await one.agent.get(`/api/campaigns/mine/${ids.oneSharedDeal}`), 200);
    expect(detail.campaign.brief).toBe('<p>Show the <strong>bottle</strong></p>');
    expect(detail.deliverables).toHaveLength(2);
    expect(detail.today).toBe('2026-04-10');
    for (const dealId of [ids.twoSharedDeal, ids.oneDroppedDeal, ids.oneArchivedDeal, 999_999]) {
      expectApiError(await one.agent.get(`/api/campaigns/mine/${dealId}`), 404, 'not_found');
    }
  });

  test('are refused to staff, who read campaigns through their own routes', async () => {
    for (const staff of [admin, editor, contributor]) {
      expectApiError(await staff.agent.get('/api/campaigns/mine'), 403, 'forbidden');
      expectApiError(await staff.agent.get(`/api/campaigns/mine/${ids.oneSharedDeal}`), 403, 'forbidden');
    }
  });
});

/** The routes a creator uses for their own work; every other campaign route refuses them. */
const OWN_WORK = new Set(['mine', 'mineDeal', 'drafts', 'submitDraft', 'publishDeliverable', 'draftFile']);

describe('every other campaign route', () => {
  const routes: { name: string; route: AppRoute }[] = Object.entries(apiContract.campaigns).flatMap(([name, route]) => (isAppRoute(route) ? [{ name, route }] : []));

  test.each(routes.filter(({ name }) => !OWN_WORK.has(name)))('$name ($route.method $route.path) refuses a creator with 403', async ({ route }) => {
    // Real records, the creator's own where the path names one: what refuses them is the route or the service, never a missing record.
    const path = route.path
      .replace(':id', String(route.path.startsWith('/campaigns') ? ids.shared : ids.oneReel))
      .replace(':dealId', String(ids.oneSharedDeal))
      .replace(':draftId', String(ids.twoDraft));
    const method = route.method.toLowerCase() as Method;
    expectApiError(await send(one, method, path, { version: 1, status: 'cancelled', outcome: 'approved', name: 'Mine', sponsor_id: ids.sponsor, creator_ids: [ids.oneCreator], platform: 'instagram', type: 'reel' }), 403, 'forbidden');
  });

  test('the own-work routes are the ones the walk skipped, and each exists', () => {
    expect([...OWN_WORK].filter((name) => !routes.some((route) => route.name === name))).toEqual([]);
  });
});

describe('the creator’s drafts', () => {
  test('another creator’s deliverable, its drafts, its file and its publication do not exist for them (404)', async () => {
    expectApiError(await one.agent.get(`/api/deliverables/${ids.twoReel}/drafts`), 404, 'not_found');
    expectApiError(await submitLink(one, ids.twoReel), 404, 'not_found');
    expectApiError(await send(one, 'post', `/api/deliverables/${ids.twoReel}/publish`, { version: 1, published_url: 'https://instagram.com/p/x', disclosure_present: true }), 404, 'not_found');
    expectApiError(await one.agent.get(ids.twoFileUrl), 404, 'not_found');
    expect((await two.agent.get(ids.twoFileUrl)).status).toBe(200);
    // Nor does their own deliverable once the campaign is archived.
    expectApiError(await one.agent.get(`/api/deliverables/${ids.oneArchived}/drafts`), 404, 'not_found');
  });

  test('a creator sends a draft of their own deliverable as a file, downloads it, reads the review with its feedback, and the log names them', async () => {
    const upload = await one.agent.post(`/api/deliverables/${ids.oneSolo}/drafts`).set('X-CSRF-Token', one.csrf).attach('file', pngImage(4, 4), 'cut.png').field('caption', 'First cut');
    const sent = await ok<DraftList>(upload);
    expect(sent.deliverable.status).toBe('in_review');
    expect(sent.drafts[0]).toMatchObject({ version: 1, caption: 'First cut', submitted_by: { username: oneUser.username }, outcome: null });
    const file = await one.agent.get(sent.drafts[0]!.file!.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expectApiError(await two.agent.get(sent.drafts[0]!.file!.url), 404, 'not_found');

    await ok(await send(editor, 'post', `/api/deliverables/${ids.oneSolo}/drafts/${sent.drafts[0]!.draft_id}/review`, { outcome: 'needs_work', feedback: 'Show the label' }), 200);
    const thread = await ok<DraftList>(await one.agent.get(`/api/deliverables/${ids.oneSolo}/drafts`), 200);
    expect(thread.deliverable.status).toBe('changes_requested');
    expect(thread.drafts[0]).toMatchObject({ outcome: 'needs_work', feedback: 'Show the label', reviewer: { username: expect.any(String) } });

    const { logs } = await readLogs(admin, { message_filter: 'draft_submitted', entity_type_filter: 'campaign' });
    expect(logs.find((entry) => entry.entity_id === ids.solo)).toMatchObject({ username: oneUser.username, role: 'creator', status_code: 201 });
  });

  test('a creator follows the staff’s rules: no second draft while one is in review, none on an approved deliverable', async () => {
    const id = await deliverable(ids.shared, ids.oneSharedDeal);
    expect((await submitLink(one, id)).status).toBe(201);
    expectApiError(await submitLink(one, id), 409, 'draft_in_review');
    const approved = await approvedDeliverable();
    expectApiError(await submitLink(one, approved.id), 409, 'draft_not_expected');
  });

  test('drafts sent by the creator at once: exactly one is in review, the others get 409', async () => {
    const id = await deliverable(ids.shared, ids.oneSharedDeal);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => submitLink(one, id, `https://drive.example/cut-${index}`)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const thread = await ok<DraftList>(await one.agent.get(`/api/deliverables/${id}/drafts`), 200);
    expect(thread.drafts.filter((draft) => draft.outcome === null)).toHaveLength(1);
  });

  test('a creator records the publication of their own approved deliverable; staff still can', async () => {
    const mine = await approvedDeliverable();
    expectApiError(await send(two, 'post', `/api/deliverables/${mine.id}/publish`, { version: mine.version, published_url: 'https://instagram.com/p/two', disclosure_present: true }), 404, 'not_found');
    const published = await send(one, 'post', `/api/deliverables/${mine.id}/publish`, { version: mine.version, published_url: 'https://instagram.com/p/mine', published_at: '2026-04-09T18:00:00Z', disclosure_present: true });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', published_url: 'https://instagram.com/p/mine', published_at: '2026-04-09T18:00:00.000Z', disclosure_present: true });
    const { logs } = await readLogs(admin, { message_filter: 'deliverable_published' });
    expect(logs[0]).toMatchObject({ username: oneUser.username, status_code: 200, entity_id: ids.shared });

    const theirs = await approvedDeliverable();
    expect((await send(contributor, 'post', `/api/deliverables/${theirs.id}/publish`, { version: theirs.version, published_url: 'https://instagram.com/p/staff', disclosure_present: false })).status).toBe(200);
  });
});
