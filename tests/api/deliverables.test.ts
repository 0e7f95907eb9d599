import type { Deliverable, DraftList } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';
import { ManualClock } from '../support/manual-clock';
import { expectApiError, pngImage, readLogs, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let editor: SignedInAgent;
let contributor: SignedInAgent;
let creatorAgent: SignedInAgent;
let campaignId: number;
let dealId: number;
const clock = new ManualClock('2026-03-10T10:00:00Z');

type Method = 'post' | 'patch' | 'put';
const send = (who: SignedInAgent, method: Method, path: string, body: Record<string, unknown> = {}) => who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);

async function created<T>(response: { status: number; body: T }): Promise<T> {
  expect(response.status).toBe(201);
  return response.body;
}

async function newDeliverable(body: Record<string, unknown> = {}): Promise<Deliverable> {
  return created(await send(admin, 'post', `/api/campaigns/${campaignId}/deals/${dealId}/deliverables`, { platform: 'instagram', type: 'reel', ...body }));
}

const submitLink = (who: SignedInAgent, id: number, link = 'https://drive.example/draft') =>
  who.agent.post(`/api/deliverables/${id}/drafts`).set('X-CSRF-Token', who.csrf).field('link_url', link).field('caption', 'First cut');

beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
  editor = await testApp.signIn((await testApp.createUser('editor')).username);
  contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
  creatorAgent = await testApp.signIn((await testApp.createUser('creator')).username);
  const sponsor = await created(await send(admin, 'post', '/api/sponsors', { display_name: 'Deliverable brand' }));
  const campaign = await created(await send(admin, 'post', '/api/campaigns', { sponsor_id: (sponsor as { sponsor_id: number }).sponsor_id, name: 'Deliverable campaign' }));
  campaignId = (campaign as { campaign_id: number }).campaign_id;
  const creator = await created(await send(admin, 'post', '/api/creators', { stage_name: 'Deliverable creator' }));
  const deals = await created(await send(admin, 'post', `/api/campaigns/${campaignId}/deals`, { creator_ids: [(creator as { creator_id: number }).creator_id] }));
  dealId = (deals as { deals: { deal_id: number }[] }).deals[0]!.deal_id;
});
afterAll(() => testApp.close());

describe('deliverables', () => {
  test('are added to a deal with their due days, the campaign and the creator beside them, and audited', async () => {
    const deliverable = await newDeliverable({ draft_due_on: '2026-03-20', publish_due_on: '2026-03-25', caption_requirements: 'Tag @brand' });
    expect(deliverable).toMatchObject({ deal_id: dealId, campaign_id: campaignId, creator: { stage_name: 'Deliverable creator' }, status: 'planned', overdue: null, drafts_count: 0, version: 1 });
    const { logs } = await readLogs(admin, { message_filter: 'deliverable_created', entity_type_filter: 'campaign' });
    expect(logs[0]).toMatchObject({ status_code: 201, entity_id: campaignId });
  });

  test('refuse a publication due before the draft, an unknown type, and a deal of another campaign', async () => {
    const path = `/api/campaigns/${campaignId}/deals/${dealId}/deliverables`;
    expect(validationMessagesOf(await send(admin, 'post', path, { platform: 'instagram', type: 'reel', draft_due_on: '2026-03-20', publish_due_on: '2026-03-19' }))).toEqual([
      { field: 'publish_due_on', message: 'The publication cannot be due before the draft.' },
    ]);
    expect(validationMessagesOf(await send(admin, 'post', path, { platform: 'instagram', type: 'billboard' }))).toEqual([{ field: 'type', message: 'Choose a type of content.' }]);
    expectApiError(await send(admin, 'post', `/api/campaigns/999999/deals/${dealId}/deliverables`, { platform: 'instagram', type: 'reel' }), 404);
    const deliverable = await newDeliverable({ draft_due_on: '2026-03-20' });
    expect(validationMessagesOf(await send(admin, 'patch', `/api/deliverables/${deliverable.deliverable_id}`, { version: 1, publish_due_on: '2026-03-01' }))).toEqual([
      { field: 'publish_due_on', message: 'The publication cannot be due before the draft.' },
    ]);
  });

  test('move by hand only along their pipeline', async () => {
    const deliverable = await newDeliverable();
    const path = `/api/deliverables/${deliverable.deliverable_id}/status`;
    expect((await send(admin, 'put', path, { status: 'published', version: 1 })).status).toBe(400);
    expect((await send(admin, 'put', path, { status: 'approved', version: 1 })).status).toBe(400);
    const waiting = await send(contributor, 'put', path, { status: 'awaiting_draft', version: 1 });
    expect(waiting.body).toMatchObject({ status: 'awaiting_draft', version: 2 });
    expect((await send(admin, 'put', path, { status: 'cancelled', version: 1 })).body.code).toBe('edit_conflict');
    expect((await send(admin, 'put', path, { status: 'cancelled', version: 2 })).body.status).toBe('cancelled');
    expectApiError(await send(creatorAgent, 'put', path, { status: 'planned', version: 3 }), 403, 'forbidden');
  });

  test('overdue follows the agency’s day in Europe/Rome across the change to summer time', async () => {
    clock.set('2026-03-27T12:00:00Z');
    const deliverable = await newDeliverable({ draft_due_on: '2026-03-28', publish_due_on: '2026-03-29' });
    const overdueAt = async (instant: string) => {
      clock.set(instant);
      const list = await admin.agent.get(`/api/campaigns/${campaignId}/deliverables`);
      return { today: list.body.today, overdue: list.body.deliverables.find((entry: Deliverable) => entry.deliverable_id === deliverable.deliverable_id).overdue };
    };
    // 23:59 of 28 March in Rome (CET, UTC+1): the draft's day has not ended.
    expect(await overdueAt('2026-03-28T22:59:00Z')).toEqual({ today: '2026-03-28', overdue: null });
    // Midnight in Rome: 29 March, the draft is late.
    expect(await overdueAt('2026-03-28T23:00:00Z')).toEqual({ today: '2026-03-29', overdue: 'draft' });
    // 29 March is 23 hours long: at 23:59 CEST (21:59 UTC) the publication is still on time, at midnight it is late.
    expect(await overdueAt('2026-03-29T21:59:00Z')).toEqual({ today: '2026-03-29', overdue: 'draft' });
    expect(await overdueAt('2026-03-29T22:00:00Z')).toEqual({ today: '2026-03-30', overdue: 'publish' });
    clock.set('2026-03-10T10:00:00Z');
  });

  test('overdue follows the agency’s day across the change back to winter time, and a done deliverable is never overdue', async () => {
    clock.set('2026-10-20T12:00:00Z');
    const late = await newDeliverable({ draft_due_on: '2026-10-24', publish_due_on: '2026-10-25' });
    const done = await newDeliverable({ draft_due_on: '2026-10-24' });
    await send(admin, 'put', `/api/deliverables/${done.deliverable_id}/status`, { status: 'cancelled', version: 1 });
    const stateAt = async (instant: string) => {
      clock.set(instant);
      const list = (await admin.agent.get(`/api/campaigns/${campaignId}/deliverables`)).body.deliverables as Deliverable[];
      return [late, done].map((one) => list.find((entry) => entry.deliverable_id === one.deliverable_id)!.overdue);
    };
    expect(await stateAt('2026-10-24T21:59:00Z')).toEqual([null, null]);
    expect(await stateAt('2026-10-24T22:00:00Z')).toEqual(['draft', null]);
    // 25 October is 25 hours long: 23:59 CET is 22:59 UTC.
    expect(await stateAt('2026-10-25T22:59:00Z')).toEqual(['draft', null]);
    expect(await stateAt('2026-10-25T23:00:00Z')).toEqual(['publish', null]);
    clock.set('2026-03-10T10:00:00Z');
  });
});

describe('drafts', () => {
  test('version 1 goes in review, needs work, version 2 is approved, then the deliverable is published with its disclosure', async () => {
    const deliverable = await newDeliverable({ draft_due_on: '2026-03-20', publish_due_on: '2026-03-25' });
    const id = deliverable.deliverable_id;
    const first = await created<DraftList>(await submitLink(admin, id));
    expect(first.deliverable).toMatchObject({ status: 'in_review', drafts_count: 1 });
    expect(first.drafts[0]).toMatchObject({ version: 1, link_url: 'https://drive.example/draft', caption: 'First cut', outcome: null });
    expectApiError(await send(contributor, 'post', `/api/deliverables/${id}/drafts/${first.drafts[0]!.draft_id}/review`, { outcome: 'approved' }), 403, 'forbidden');
    expect(validationMessagesOf(await send(editor, 'post', `/api/deliverables/${id}/drafts/${first.drafts[0]!.draft_id}/review`, { outcome: 'needs_work' }))).toEqual([
      { field: 'feedback', message: 'Say what needs to change.' },
    ]);
    const reviewed = await send(editor, 'post', `/api/deliverables/${id}/drafts/${first.drafts[0]!.draft_id}/review`, { outcome: 'needs_work', feedback: 'Show the label' });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.deliverable.status).toBe('changes_requested');
    expectApiError(await send(editor, 'post', `/api/deliverables/${id}/drafts/${first.drafts[0]!.draft_id}/review`, { outcome: 'approved' }), 409, 'draft_not_in_review');

    const upload = await admin.agent.post(`/api/deliverables/${id}/drafts`).set('X-CSRF-Token', admin.csrf).attach('file', pngImage(4, 4), { filename: '../../etc/cut.png', contentType: 'application/octet-stream' });
    expect(upload.status).toBe(201);
    const second = upload.body as DraftList;
    expect(second.drafts.map((draft) => draft.version)).toEqual([2, 1]);
    expect(second.drafts[0]!.file).toMatchObject({ filename: 'cut.png', content_type: 'image/png' });
    const file = await admin.agent.get(second.drafts[0]!.file!.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('attachment');

    const approved = await send(admin, 'post', `/api/deliverables/${id}/drafts/${second.drafts[0]!.draft_id}/review`, { outcome: 'approved' });
    expect(approved.body.deliverable.status).toBe('approved');
    const published = await send(admin, 'post', `/api/deliverables/${id}/publish`, { version: approved.body.deliverable.version, published_url: 'https://instagram.com/p/abc', disclosure_present: true });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', published_url: 'https://instagram.com/p/abc', disclosure_present: true, published_at: '2026-03-10T10:00:00.000Z' });
  });

  test('a draft needs a file or a link; a file is taken by its content, up to 50 MB', async () => {
    const { deliverable_id: id } = await newDeliverable();
    expect(validationMessagesOf(await admin.agent.post(`/api/deliverables/${id}/drafts`).set('X-CSRF-Token', admin.csrf).field('caption', 'no content'))).toEqual([
      { field: 'file', message: 'Attach a file or give a link to the draft.' },
    ]);
    expect(validationMessagesOf(await submitLink(admin, id, 'javascript:alert(1)'))).toEqual([{ field: 'link_url', message: 'Enter a web address starting with https://.' }]);
    const script = await admin.agent.post(`/api/deliverables/${id}/drafts`).set('X-CSRF-Token', admin.csrf).attach('file', Buffer.from('<script>alert(1)</script>'), { filename: 'x.png', contentType: 'image/png' });
    expectApiError(script, 415, 'unsupported_media_type');
    const huge = await admin.agent.post(`/api/deliverables/${id}/drafts`).set('X-CSRF-Token', admin.csrf).attach('file', Buffer.alloc(50 * 1024 * 1024 + 1), 'big.mp4');
    expectApiError(huge, 413, 'payload_too_large');
    expect((await admin.agent.get(`/api/deliverables/${id}/drafts`)).body.drafts).toEqual([]);
  });

  test('a second draft while one is in review is refused', async () => {
    const { deliverable_id: id } = await newDeliverable();
    expect((await submitLink(admin, id)).status).toBe(201);
    expectApiError(await submitLink(admin, id), 409, 'draft_in_review');
  });
});
