import type { CampaignDetail, Deal } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { expectApiError, readLogs, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let adminUser: TestUser;
let editor: SignedInAgent;
let contributor: SignedInAgent;
let creatorAgent: SignedInAgent;
let sponsorId: number;
let archivedSponsorId: number;

type Method = 'post' | 'patch' | 'put';
const send = (who: SignedInAgent, method: Method, path: string, body: Record<string, unknown> = {}) => who.agent[method](path).set('X-CSRF-Token', who.csrf).send(body);

async function newSponsor(name: string): Promise<number> {
  const response = await send(admin, 'post', '/api/sponsors', { display_name: name });
  expect(response.status).toBe(201);
  return response.body.sponsor_id;
}

async function newCampaign(body: Record<string, unknown> = {}, who: SignedInAgent = admin): Promise<CampaignDetail> {
  const response = await send(who, 'post', '/api/campaigns', { sponsor_id: sponsorId, name: `Campaign ${Math.random().toString(36).slice(2, 8)}`, ...body });
  expect(response.status).toBe(201);
  return response.body;
}

async function newCreator(body: Record<string, unknown> = {}): Promise<number> {
  const response = await send(admin, 'post', '/api/creators', { stage_name: `Creator ${Math.random().toString(36).slice(2, 8)}`, ...body });
  expect(response.status).toBe(201);
  return response.body.creator_id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  adminUser = await testApp.createUser('admin', { username: 'campaign_admin' });
  admin = await testApp.signIn(adminUser.username);
  editor = await testApp.signIn((await testApp.createUser('editor')).username);
  contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
  creatorAgent = await testApp.signIn((await testApp.createUser('creator')).username);
  sponsorId = await newSponsor('Acme Drinks');
  archivedSponsorId = await newSponsor('Gone Brand');
  await send(admin, 'post', `/api/sponsors/${archivedSponsorId}/archive`, { version: 1 });
});
afterAll(() => testApp.close());

describe('creating a campaign', () => {
  test('answers 201 with a draft owned by its author, the brief sanitised and the money as given', async () => {
    const response = await send(admin, 'post', '/api/campaigns', {
      sponsor_id: sponsorId,
      name: ' Summer launch ',
      code: 'acme-2026-01',
      brief: '<h2>Goal</h2><p onclick="x()">Show the bottle<script>alert(1)</script></p>',
      objective: 'awareness',
      kpi_targets: { views: 1_000_000, er_bps: 350 },
      budget_minor: 5_000_000,
      agency_fee_minor: 750_000,
      starts_on: '2026-06-01',
      ends_on: '2026-06-30',
      hashtags: ['#Summer', 'summer', 'acme'],
      mentions: ['@acme'],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Summer launch',
      code: 'ACME-2026-01',
      status: 'draft',
      brief: '<h2>Goal</h2><p>Show the bottle</p>',
      sponsor: { sponsor_id: sponsorId, display_name: 'Acme Drinks' },
      kpi_targets: { views: 1_000_000, reach: null, engagements: null, er_bps: 350, cpm_minor: null, cpe_minor: null },
      budget_minor: 5_000_000,
      agency_fee_minor: 750_000,
      fees_total_minor: 0,
      deals_count: 0,
      hashtags: ['Summer', 'summer', 'acme'],
      mentions: ['acme'],
      disclosure: 'adv',
      owner: { user_id: adminUser.id },
      version: 1,
    });
    const { logs } = await readLogs(admin, { message_filter: 'campaign_created', entity_type_filter: 'campaign' });
    expect(logs[0]).toMatchObject({ status_code: 201, entity_type: 'campaign', entity_id: response.body.campaign_id });
  });

  test('refuses bad fields with a message for each, and creates nothing', async () => {
    const before = (await admin.agent.get('/api/campaigns').query({ archived: 'all' })).body.total;
    const response = await send(admin, 'post', '/api/campaigns', {
      name: ' ',
      code: 'has spaces',
      objective: 'fame',
      budget_minor: -1,
      starts_on: '2026-02-30',
      hashtags: ['two words'],
      kpi_targets: { er_bps: 20_000 },
    });
    const fields = Object.fromEntries(validationMessagesOf(response).map((error) => [error.field, error.message]));
    expect(fields).toMatchObject({
      name: 'Enter the campaign’s name.',
      sponsor_id: 'Choose the sponsor.',
      code: 'A code has up to 40 letters, digits, dots, dashes and underscores.',
      objective: 'Unknown objective.',
      budget_minor: 'Enter an amount of 0 or more.',
      starts_on: 'Enter a date as YYYY-MM-DD.',
    });
    expect((await admin.agent.get('/api/campaigns').query({ archived: 'all' })).body.total).toBe(before);
  });

  test('refuses an end before the start, an archived sponsor and a code in use', async () => {
    const order = await send(admin, 'post', '/api/campaigns', { sponsor_id: sponsorId, name: 'Backwards', starts_on: '2026-05-10', ends_on: '2026-05-01' });
    expect(validationMessagesOf(order)).toEqual([{ field: 'ends_on', message: 'The end cannot come before the start.' }]);
    const archived = await send(admin, 'post', '/api/campaigns', { sponsor_id: archivedSponsorId, name: 'For a gone brand' });
    expect(validationMessagesOf(archived)).toEqual([{ field: 'sponsor_id', message: 'Choose a sponsor that is not archived.' }]);
    await newCampaign({ code: 'TAKEN-1' });
    expectApiError(await send(admin, 'post', '/api/campaigns', { sponsor_id: sponsorId, name: 'Same code', code: 'taken-1' }), 409, 'campaign_code_in_use');
  });

  test('an editor may not set money (403) but may create without it; a creator may not create at all', async () => {
    expectApiError(await send(editor, 'post', '/api/campaigns', { sponsor_id: sponsorId, name: 'Editor budget', budget_minor: 100 }), 403, 'forbidden');
    await newCampaign({}, editor);
    expectApiError(await send(creatorAgent, 'post', '/api/campaigns', { sponsor_id: sponsorId, name: 'Mine' }), 403, 'forbidden');
  });
});

describe('reading campaigns', () => {
  test('money fields are absent for a contributor, present for an editor', async () => {
    const campaign = await newCampaign({ budget_minor: 100_000 });
    const asContributor = await contributor.agent.get(`/api/campaigns/${campaign.campaign_id}`);
    expect(asContributor.status).toBe(200);
    expect(asContributor.body).not.toHaveProperty('budget_minor');
    expect(asContributor.body).not.toHaveProperty('agency_fee_minor');
    expect(asContributor.body).not.toHaveProperty('fees_total_minor');
    const listed = await contributor.agent.get('/api/campaigns').query({ q: campaign.name });
    expect(listed.body.campaigns[0]).not.toHaveProperty('budget_minor');
    expect((await editor.agent.get(`/api/campaigns/${campaign.campaign_id}`)).body.budget_minor).toBe(100_000);
    expectApiError(await creatorAgent.agent.get(`/api/campaigns/${campaign.campaign_id}`), 403, 'forbidden');
  });

  test('the list searches by name and code, filters by sponsor and status, sorts and pages', async () => {
    const otherSponsor = await newSponsor('Other Brand');
    const names = ['Zeta listing', 'Alpha listing', 'Mid listing'];
    for (const name of names) await newCampaign({ name, sponsor_id: otherSponsor, code: `LIST-${name[0]}` });
    const byName = await admin.agent.get('/api/campaigns').query({ sponsor_id: otherSponsor, sort: 'name', dir: 'asc', page_size: 2 });
    expect(byName.body.total).toBe(3);
    expect(byName.body.campaigns.map((campaign: CampaignDetail) => campaign.name)).toEqual(['Alpha listing', 'Mid listing']);
    const page2 = await admin.agent.get('/api/campaigns').query({ sponsor_id: otherSponsor, sort: 'name', dir: 'asc', page_size: 2, page: 2 });
    expect(page2.body.campaigns.map((campaign: CampaignDetail) => campaign.name)).toEqual(['Zeta listing']);
    expect((await admin.agent.get('/api/campaigns').query({ q: 'list-z' })).body.campaigns.map((campaign: CampaignDetail) => campaign.name)).toEqual(['Zeta listing']);
    expect((await admin.agent.get('/api/campaigns').query({ sponsor_id: otherSponsor, status: 'pitched' })).body.total).toBe(0);
    expectApiError(await admin.agent.get('/api/campaigns').query({ sort: 'budget_minor' }), 400);
  });

  test('the board groups the matching campaigns by status with their counts, as cards with money only for who may read it', async () => {
    const boardSponsor = await newSponsor('Board Brand');
    const first = await newCampaign({ sponsor_id: boardSponsor });
    await newCampaign({ sponsor_id: boardSponsor });
    await send(admin, 'put', `/api/campaigns/${first.campaign_id}/status`, { status: 'pitched', version: 1 });
    const board = await admin.agent.get('/api/campaigns/board').query({ sponsor_id: boardSponsor });
    expect(board.status).toBe(200);
    const columns = Object.fromEntries(board.body.columns.map((column: { status: string; total: number; campaigns: unknown[] }) => [column.status, column]));
    expect(columns.draft.total).toBe(1);
    expect(columns.pitched.total).toBe(1);
    expect(columns.pitched.campaigns[0].campaign_id).toBe(first.campaign_id);
    expect(board.body.columns.map((column: { status: string }) => column.status)).toEqual(['draft', 'pitched', 'negotiating', 'confirmed', 'in_progress', 'reporting', 'completed', 'on_hold', 'cancelled']);
    expect(Object.keys(columns.pitched.campaigns[0]).sort()).toEqual([
      'archived_at',
      'budget_minor',
      'campaign_id',
      'currency',
      'deals_count',
      'ends_on',
      'name',
      'sponsor',
      'starts_on',
      'status',
      'updated_at',
      'version',
    ]);
    const seenByContributor = await contributor.agent.get('/api/campaigns/board').query({ sponsor_id: boardSponsor });
    expect(seenByContributor.status).toBe(200);
    expect(seenByContributor.body.columns[1].campaigns[0]).toMatchObject({ campaign_id: first.campaign_id, version: 2 });
    expect(seenByContributor.body.columns[1].campaigns[0]).not.toHaveProperty('budget_minor');
  });
});

describe('changing a campaign', () => {
  test('an update sanitises the brief, keeps the version guard and audits the changed fields', async () => {
    const campaign = await newCampaign();
    const response = await send(admin, 'patch', `/api/campaigns/${campaign.campaign_id}`, { version: 1, brief: '<p>New <a href="javascript:alert(1)">link</a></p>', ends_on: '2026-12-31' });
    expect(response.status).toBe(200);
    expect(response.body.brief).toBe('<p>New <a target="_blank" rel="noopener noreferrer nofollow">link</a></p>');
    expect(response.body.version).toBe(2);
    const stale = await send(admin, 'patch', `/api/campaigns/${campaign.campaign_id}`, { version: 1, name: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'edit_conflict', current: { version: 2, ends_on: '2026-12-31' } });
    const { logs } = await readLogs(admin, { message_filter: 'campaign_updated', entity_type_filter: 'campaign' });
    const entry = logs.find((log) => log.entity_id === campaign.campaign_id && log.status_code === 200);
    expect(entry?.changes).toMatchObject({ ends_on: { from: null, to: '2026-12-31' }, brief: { from: '', to: 'New link' } });
  });

  test('a change of sponsor and owner is audited with the names before and after', async () => {
    const campaign = await newCampaign();
    const otherSponsor = await newSponsor('Other Drinks');
    const editorUser = await testApp.createUser('editor', { username: 'campaign_new_owner' });
    const response = await send(admin, 'patch', `/api/campaigns/${campaign.campaign_id}`, { version: 1, sponsor_id: otherSponsor, owner_id: editorUser.id });
    expect(response.status).toBe(200);
    const { logs } = await readLogs(admin, { message_filter: 'campaign_updated', entity_type_filter: 'campaign' });
    const entry = logs.find((log) => log.entity_id === campaign.campaign_id && log.status_code === 200);
    expect(entry?.changes).toMatchObject({ sponsor: { from: 'Acme Drinks', to: 'Other Drinks' }, owner: { from: 'campaign_admin', to: 'campaign_new_owner' } });
  });

  test('an end before the saved start is refused', async () => {
    const campaign = await newCampaign({ starts_on: '2026-07-01' });
    expect(validationMessagesOf(await send(admin, 'patch', `/api/campaigns/${campaign.campaign_id}`, { version: 1, ends_on: '2026-06-01' }))).toEqual([
      { field: 'ends_on', message: 'The end cannot come before the start.' },
    ]);
  });

  test('the status moves only along the pipeline', async () => {
    const campaign = await newCampaign();
    const path = `/api/campaigns/${campaign.campaign_id}/status`;
    const skip = await send(admin, 'put', path, { status: 'completed', version: 1 });
    expect(skip.status).toBe(400);
    expect(validationMessagesOf(skip)).toEqual([{ field: 'status', message: 'The campaign cannot move to this status from its current one.', code: 'status_change_not_allowed' }]);
    let version = 1;
    for (const status of ['pitched', 'negotiating', 'confirmed', 'in_progress', 'on_hold', 'in_progress', 'reporting', 'completed']) {
      const moved = await send(admin, 'put', path, { status, version });
      expect([status, moved.status]).toEqual([status, 200]);
      version = moved.body.version;
    }
    expect((await send(admin, 'put', path, { status: 'cancelled', version })).status).toBe(400);
  });

  test('archiving hides it from the list and freezes it until it is restored; a contributor may not archive', async () => {
    const campaign = await newCampaign({ name: 'To archive' });
    expectApiError(await send(contributor, 'post', `/api/campaigns/${campaign.campaign_id}/archive`, { version: 1 }), 403, 'forbidden');
    const archived = await send(editor, 'post', `/api/campaigns/${campaign.campaign_id}/archive`, { version: 1 });
    expect(archived.status).toBe(200);
    expect((await admin.agent.get('/api/campaigns').query({ q: 'To archive' })).body.total).toBe(0);
    expect((await admin.agent.get('/api/campaigns').query({ q: 'To archive', archived: 'archived' })).body.total).toBe(1);
    expectApiError(await send(admin, 'patch', `/api/campaigns/${campaign.campaign_id}`, { version: 2, name: 'Changed' }), 409, 'campaign_archived');
    expect((await send(admin, 'post', `/api/campaigns/${campaign.campaign_id}/restore`, { version: 2 })).status).toBe(200);
  });

  test('an unknown campaign is 404, a malformed id 400', async () => {
    expectApiError(await admin.agent.get('/api/campaigns/999999'), 404);
    expectApiError(await admin.agent.get('/api/campaigns/abc'), 400);
  });
});

describe('deals', () => {
  test('creators are shortlisted at their default commission, each once; fees give the computed net and the campaign’s total', async () => {
    const campaign = await newCampaign({ budget_minor: 1_000_000 });
    const first = await newCreator({ default_commission_bps: 2000 });
    const second = await newCreator();
    const path = `/api/campaigns/${campaign.campaign_id}/deals`;
    const added = await send(admin, 'post', path, { creator_ids: [first, second, first] });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ added: 2, already: 0 });
    expect(added.body.deals.map((deal: Deal) => [deal.creator.creator_id, deal.status, deal.commission_bps])).toEqual([
      [first, 'shortlisted', 2000],
      [second, 'shortlisted', 0],
    ]);
    const again = await send(admin, 'post', path, { creator_ids: [first] });
    expect(again.body).toMatchObject({ added: 0, already: 1 });
    const deal = added.body.deals[0] as Deal;
    const priced = await send(admin, 'patch', `${path}/${deal.deal_id}`, { version: 1, fee_gross_minor: 123_457 });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ fee_gross_minor: 123_457, commission_bps: 2000, creator_net_minor: 98_766, version: 2 });
    expect((await admin.agent.get(`/api/campaigns/${campaign.campaign_id}`)).body).toMatchObject({ fees_total_minor: 123_457, deals_count: 2 });
    const asContributor = (await contributor.agent.get(path)).body.deals[0];
    expect(asContributor).not.toHaveProperty('fee_gross_minor');
    expect(asContributor).not.toHaveProperty('creator_net_minor');
    expect(asContributor).not.toHaveProperty('commission_bps');
    expectApiError(await send(editor, 'patch', `${path}/${deal.deal_id}`, { version: 2, fee_gross_minor: 1 }), 403, 'forbidden');
    expect((await send(editor, 'patch', `${path}/${deal.deal_id}`, { version: 2, usage_rights: 'Organic, 6 months' })).status).toBe(200);
  });

  test('unknown or archived creators are refused and nothing is added', async () => {
    const campaign = await newCampaign();
    const gone = await newCreator();
    await send(admin, 'post', `/api/creators/${gone}/archive`, { version: 1 });
    const path = `/api/campaigns/${campaign.campaign_id}/deals`;
    expect(validationMessagesOf(await send(admin, 'post', path, { creator_ids: [gone] }))).toEqual([{ field: 'creator_ids', message: 'Choose creators that are not archived.' }]);
    expect(validationMessagesOf(await send(admin, 'post', path, { creator_ids: [] }))).toEqual([{ field: 'creator_ids', message: 'Choose at least one creator.' }]);
    expect((await admin.agent.get(path)).body.deals).toEqual([]);
  });

  test('the deal pipeline allows only its transitions; dropping keeps the reason and leaving dropped clears it', async () => {
    const campaign = await newCampaign();
    const added = await send(admin, 'post', `/api/campaigns/${campaign.campaign_id}/deals`, { creator_ids: [await newCreator()] });
    const deal = added.body.deals[0] as Deal;
    const path = `/api/campaigns/${campaign.campaign_id}/deals/${deal.deal_id}/status`;
    expect(validationMessagesOf(await send(admin, 'put', path, { status: 'paid', version: 1 }))).toEqual([
      { field: 'status', message: 'The deal cannot move to this status from its current one.', code: 'status_change_not_allowed' },
    ]);
    const dropped = await send(admin, 'put', path, { status: 'dropped', version: 1, drop_reason: 'Budget cut' });
    expect(dropped.body).toMatchObject({ status: 'dropped', drop_reason: 'Budget cut', version: 2 });
    expect((await admin.agent.get(`/api/campaigns/${campaign.campaign_id}`)).body.deals_count).toBe(0);
    const back = await send(admin, 'put', path, { status: 'shortlisted', version: 2 });
    expect(back.body).toMatchObject({ status: 'shortlisted', drop_reason: null });
    const stale = await send(admin, 'put', path, { status: 'proposed', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'edit_conflict', current: { status: 'shortlisted', version: 3 } });
    const { logs } = await readLogs(admin, { message_filter: 'deal_status_changed', entity_type_filter: 'campaign' });
    expect(logs.find((log) => log.entity_id === campaign.campaign_id && log.status_code === 200)?.changes).toMatchObject({ [`deal.${deal.deal_id}.status`]: { from: 'dropped', to: 'shortlisted' } });
  });

  test('a deal of another campaign is 404, and an archived campaign’s deals cannot change', async () => {
    const one = await newCampaign();
    const other = await newCampaign();
    const added = await send(admin, 'post', `/api/campaigns/${one.campaign_id}/deals`, { creator_ids: [await newCreator()] });
    const deal = added.body.deals[0] as Deal;
    expectApiError(await send(admin, 'patch', `/api/campaigns/${other.campaign_id}/deals/${deal.deal_id}`, { version: 1, usage_rights: 'x' }), 404);
    await send(admin, 'post', `/api/campaigns/${one.campaign_id}/archive`, { version: 1 });
    expectApiError(await send(admin, 'patch', `/api/campaigns/${one.campaign_id}/deals/${deal.deal_id}`, { version: 1, usage_rights: 'x' }), 409, 'campaign_archived');
  });
});
