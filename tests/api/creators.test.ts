import request from 'supertest';
import type { CreatorDetail } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { expectApiError, pngImage, readLogs, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let adminUser: TestUser;
let editor: SignedInAgent;
let contributor: SignedInAgent;
let creatorUser: TestUser;
let creator: SignedInAgent;
const IBAN = 'IT60X0542811101000000123456';

beforeAll(async () => {
  testApp = await createTestApp();
  adminUser = await testApp.createUser('admin', { username: 'creator_admin' });
  admin = await testApp.signIn(adminUser.username);
  editor = await testApp.signIn((await testApp.createUser('editor')).username);
  contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
  creatorUser = await testApp.createUser('creator');
  creator = await testApp.signIn(creatorUser.username);
});
afterAll(() => testApp.close());

const send = (who: SignedInAgent, method: 'post' | 'patch' | 'put' | 'delete', path: string, body?: object) => {
  const call = who.agent[method](path).set('X-CSRF-Token', who.csrf);
  return body === undefined ? call : call.send(body);
};
async function newCreator(body: Record<string, unknown> = {}, who: SignedInAgent = admin): Promise<CreatorDetail> {
  const response = await send(who, 'post', '/api/creators', { stage_name: `Creator ${Math.random().toString(36).slice(2, 8)}`, ...body });
  expect(response.status).toBe(201);
  return response.body;
}
const read = async (who: SignedInAgent, id: number) => who.agent.get(`/api/creators/${id}`);
const handle = () => `h_${Math.random().toString(36).slice(2, 10)}`;

describe('creating and reading creators', () => {
  test('answers 201 with the defaults, the creator as manager, and the representation’s end computed', async () => {
    const response = await send(admin, 'post', '/api/creators', {
      stage_name: ' Giulia Travels ',
      email: 'Giulia@Example.com',
      languages: ['IT', 'en', 'it'],
      representation_start: '2026-01-15',
      representation_months: 12,
      exclusive: true,
      default_commission_bps: 2000,
      iban: 'it60 x054 2811 1010 0000 0123 456',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      stage_name: 'Giulia Travels',
      email: 'giulia@example.com',
      languages: ['it', 'en'],
      status: 'prospect',
      representation_end: '2027-01-14',
      default_commission_bps: 2000,
      iban: IBAN,
      primary_manager: { user_id: adminUser.id },
      accounts: [],
      rate_cards: [],
      followers: 0,
      portal_user: null,
      portal_invited: false,
      version: 1,
    });
    const { logs } = await readLogs(admin, { message_filter: 'creator_created', entity_type_filter: 'creator' });
    expect(logs[0]).toMatchObject({ entity_id: response.body.creator_id, status_code: 201 });
  });

  test('refuses bad fields with a message for each', async () => {
    const fields = validationMessagesOf(
      await send(admin, 'post', '/api/creators', { stage_name: '', email: 'x', iban: 'IT00X0542811101000000123456', default_commission_bps: 20000, representation_months: 0, languages: ['ita'] }),
    ).map((error) => error.field);
    expect(fields.sort()).toEqual(['default_commission_bps', 'email', 'iban', 'languages.0', 'representation_months', 'stage_name']);
    expect(validationMessagesOf(await send(admin, 'post', '/api/creators', { stage_name: 'No start', representation_months: 6 }))).toEqual([
      { field: 'representation_start', message: 'A representation needs its start date.' },
    ]);
  });
});

describe('money and bank data by role', () => {
  let creatorId: number;
  beforeAll(async () => {
    const created = await newCreator({ default_commission_bps: 1500, iban: IBAN, notes: 'Prefers travel brands' });
    creatorId = created.creator_id;
    expect((await send(admin, 'post', `/api/creators/${creatorId}/rate-cards`, { platform: 'instagram', deliverable_type: 'reel', price_minor: 150000, valid_from: '2026-01-01' })).status).toBe(201);
  });

  test('an admin reads the IBAN in full, an editor masked, a contributor not at all (absent, not null)', async () => {
    expect((await read(admin, creatorId)).body).toMatchObject({ iban: IBAN, default_commission_bps: 1500, rate_cards: [{ price_minor: 150000 }] });
    const asEditor = (await read(editor, creatorId)).body;
    expect(asEditor).toMatchObject({ iban: 'IT•• •••• •••• 3456', default_commission_bps: 1500, rate_cards: [{ price_minor: 150000 }] });
    const asContributor = (await read(contributor, creatorId)).body;
    expect(asContributor).not.toHaveProperty('iban');
    expect(asContributor).not.toHaveProperty('default_commission_bps');
    expect(asContributor.rate_cards[0]).not.toHaveProperty('price_minor');
    expect(asContributor.rate_cards[0]).toMatchObject({ platform: 'instagram', deliverable_type: 'reel' });
    const listed = (await contributor.agent.get('/api/creators').query({ q: asContributor.stage_name })).body.creators[0];
    expect(listed).not.toHaveProperty('iban');
    expect(listed).not.toHaveProperty('default_commission_bps');
  });

  test('only super admins and admins change money fields and rate cards', async () => {
    const version = (await read(admin, creatorId)).body.version;
    expectApiError(await send(editor, 'patch', `/api/creators/${creatorId}`, { version, default_commission_bps: 100 }), 403, 'forbidden');
    expectApiError(await send(contributor, 'patch', `/api/creators/${creatorId}`, { version, iban: null }), 403, 'forbidden');
    expectApiError(await send(editor, 'post', `/api/creators/${creatorId}/rate-cards`, { platform: 'tiktok', deliverable_type: 'post', price_minor: 1, valid_from: '2026-01-01' }), 403, 'forbidden');
    expect((await send(editor, 'patch', `/api/creators/${creatorId}`, { version, city: 'Bologna' })).status).toBe(200);
  });

  test('the audit of an IBAN change shows it masked', async () => {
    const version = (await read(admin, creatorId)).body.version;
    expect((await send(admin, 'patch', `/api/creators/${creatorId}`, { version, iban: 'DE89 3704 0044 0532 0130 00' })).status).toBe(200);
    const { entries } = (await admin.agent.get(`/api/creators/${creatorId}/activity`)).body;
    expect(entries[0].changes).toEqual({ iban: { from: '•••• 3456', to: '•••• 3000' } });
    expect(JSON.stringify(entries)).not.toContain('DE89');
  });
});

describe('accounts and numbers', () => {
  test('a handle is unique per platform whatever its case; the first account is primary', async () => {
    const first = await newCreator();
    const name = handle();
    const added = await send(admin, 'post', `/api/creators/${first.creator_id}/accounts`, { platform: 'instagram', handle: `@${name}` });
    expect(added.status).toBe(201);
    expect(added.body.accounts).toEqual([expect.objectContaining({ platform: 'instagram', handle: name, is_primary: true, latest: null })]);
    const other = await newCreator();
    expectApiError(await send(admin, 'post', `/api/creators/${other.creator_id}/accounts`, { platform: 'instagram', handle: name.toUpperCase() }), 409, 'handle_in_use');
    expect((await send(admin, 'post', `/api/creators/${other.creator_id}/accounts`, { platform: 'tiktok', handle: name })).status).toBe(201);
  });

  test('snapshots make a history, the latest followers sum into the creator, and the engagement rate is computed', async () => {
    const made = await newCreator();
    const withAccounts = await send(admin, 'post', `/api/creators/${made.creator_id}/accounts`, { platform: 'instagram', handle: handle() });
    const accountId = withAccounts.body.accounts[0].account_id;
    const path = `/api/creators/${made.creator_id}/accounts/${accountId}/snapshots`;
    expect((await send(admin, 'post', path, { captured_at: '2026-01-01T10:00:00Z', followers: 10_000 })).status).toBe(201);
    const second = await send(editor, 'post', path, { captured_at: '2026-02-01T10:00:00Z', followers: 12_000, avg_likes: 500, avg_comments: 40, avg_shares: 30, avg_saves: 30 });
    expect(second.body).toMatchObject({ followers: 12_000, engagement_rate: 0.05, source: 'manual', estimated: false });
    const history = await admin.agent.get(path);
    expect(history.body.snapshots.map((snapshot: { followers: number }) => snapshot.followers)).toEqual([10_000, 12_000]);
    expect((await read(admin, made.creator_id)).body).toMatchObject({ followers: 12_000, accounts: [{ latest: { followers: 12_000, engagement_rate: 0.05 } }] });
    expect(validationMessagesOf(await send(admin, 'post', path, { captured_at: '2999-01-01T00:00:00Z', followers: 1 }))[0]?.field).toBe('captured_at');
  });

  test('evidence is a picture, attached once, readable by staff', async () => {
    const made = await newCreator();
    const accountId = (await send(admin, 'post', `/api/creators/${made.creator_id}/accounts`, { platform: 'youtube', handle: handle() })).body.accounts[0].account_id;
    const snapshot = (await send(admin, 'post', `/api/creators/${made.creator_id}/accounts/${accountId}/snapshots`, { captured_at: '2026-03-01T00:00:00Z', followers: 5 })).body;
    const evidencePath = `/api/creators/${made.creator_id}/accounts/${accountId}/snapshots/${snapshot.snapshot_id}/evidence`;
    const uploaded = await admin.agent.post(evidencePath).set('X-CSRF-Token', admin.csrf).attach('file', pngImage(), { filename: 's.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.evidence_url).toMatch(/^\/api\/snapshot-evidence\//);
    expect((await contributor.agent.get(uploaded.body.evidence_url)).headers['content-type']).toBe('image/png');
    expectApiError(await admin.agent.post(evidencePath).set('X-CSRF-Token', admin.csrf).attach('file', pngImage(), { filename: 's.png', contentType: 'image/png' }), 409, 'evidence_attached');
    expectApiError(await creator.agent.get(uploaded.body.evidence_url), 404, 'not_found');
  });
});

describe('the creator’s own record', () => {
  let own: CreatorDetail;
  let othersId: number;
  beforeAll(async () => {
    own = await newCreator({ stage_name: 'Own Record', default_commission_bps: 1000, iban: IBAN, notes: 'internal' });
    othersId = (await newCreator()).creator_id;
    // Linked as the portal invitation does on acceptance.
    await testApp.runtime.database.db.execute(`update creators set portal_user_id = ${creatorUser.id} where id = ${own.creator_id}` as never);
  });

  test('a creator reads only their own record, without money, bank data or the agency’s notes', async () => {
    const mine = await creator.agent.get('/api/creators/mine');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ creator_id: own.creator_id, stage_name: 'Own Record' });
    for (const field of ['iban', 'default_commission_bps', 'notes']) expect(mine.body).not.toHaveProperty(field);
    expectApiError(await read(creator, othersId), 404, 'not_found');
    const list = await creator.agent.get('/api/creators');
    expect(list.body).toMatchObject({ total: 1, creators: [{ creator_id: own.creator_id }] });
    expectApiError(await creator.agent.get(`/api/creators/${own.creator_id}/activity`), 403, 'forbidden');
  });

  test('a creator changes their profile and accounts, adds numbers as source creator, and nothing of the agency’s', async () => {
    const version = (await creator.agent.get('/api/creators/mine')).body.version;
    expect((await send(creator, 'patch', `/api/creators/${own.creator_id}`, { version, city: 'Torino', languages: ['it'] })).status).toBe(200);
    expectApiError(await send(creator, 'patch', `/api/creators/${own.creator_id}`, { version: version + 1, primary_manager_id: null }), 403, 'forbidden');
    expectApiError(await send(creator, 'put', `/api/creators/${own.creator_id}/status`, { version: version + 1, status: 'active' }), 403, 'forbidden');
    expectApiError(await send(creator, 'patch', `/api/creators/${othersId}`, { version: 1, city: 'X' }), 404, 'not_found');
    const account = await send(creator, 'post', `/api/creators/${own.creator_id}/accounts`, { platform: 'tiktok', handle: handle() });
    expect(account.status).toBe(201);
    const accountId = account.body.accounts[0].account_id;
    const snapshot = await send(creator, 'post', `/api/creators/${own.creator_id}/accounts/${accountId}/snapshots`, { captured_at: '2026-04-01T00:00:00Z', followers: 777, source: 'manual' });
    expect(snapshot.body).toMatchObject({ source: 'creator', followers: 777 });
    expect((await admin.agent.get(`/api/creators/${own.creator_id}/accounts/${accountId}/snapshots`)).body.snapshots[0]).toMatchObject({ source: 'creator' });
    expectApiError(await send(creator, 'post', '/api/creators', { stage_name: 'Another me' }), 403, 'forbidden');
  });
});

describe('status, archive, conflicts and categories', () => {
  test('status moves only along the allowed changes; a stale version gets the current creator', async () => {
    const made = await newCreator();
    expect((await send(editor, 'put', `/api/creators/${made.creator_id}/status`, { version: 1, status: 'active' })).body).toMatchObject({ status: 'active', version: 2 });
    expect(validationMessagesOf(await send(editor, 'put', `/api/creators/${made.creator_id}/status`, { version: 2, status: 'prospect' }))[0]?.field).toBe('status');
    const stale = await send(admin, 'patch', `/api/creators/${made.creator_id}`, { version: 1, city: 'Roma' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'edit_conflict', current: { status: 'active', version: 2 } });
  });

  test('archived creators are hidden by default, read-only and restorable; a contributor cannot archive', async () => {
    const made = await newCreator({ stage_name: `Archivable ${handle()}` });
    expectApiError(await send(contributor, 'post', `/api/creators/${made.creator_id}/archive`, { version: 1 }), 403, 'forbidden');
    expect((await send(editor, 'post', `/api/creators/${made.creator_id}/archive`, { version: 1 })).status).toBe(200);
    expect((await admin.agent.get('/api/creators').query({ q: made.stage_name })).body.total).toBe(0);
    expect((await admin.agent.get('/api/creators').query({ q: made.stage_name, archived: 'archived' })).body.total).toBe(1);
    expectApiError(await send(admin, 'patch', `/api/creators/${made.creator_id}`, { version: 2, city: 'X' }), 409, 'creator_archived');
    expect((await send(editor, 'post', `/api/creators/${made.creator_id}/restore`, { version: 2 })).body.archived_at).toBeNull();
  });

  test('admins keep the categories; creators are filed under them and filtered by them', async () => {
    expectApiError(await send(editor, 'post', '/api/creator-categories', { name: 'Travel' }), 403, 'forbidden');
    const travel = await send(admin, 'post', '/api/creator-categories', { name: 'Travel' });
    expect(travel.status).toBe(201);
    expectApiError(await send(admin, 'post', '/api/creator-categories', { name: 'travel' }), 409, 'category_name_in_use');
    const made = await newCreator({ category_ids: [travel.body.category_id] });
    expect(made.categories).toEqual([{ category_id: travel.body.category_id, name: 'Travel' }]);
    const filtered = await admin.agent.get('/api/creators').query({ category_id: travel.body.category_id });
    expect(filtered.body.creators.map((found: { creator_id: number }) => found.creator_id)).toEqual([made.creator_id]);
    expect(validationMessagesOf(await send(admin, 'post', '/api/creators', { stage_name: 'Lost', category_ids: [999_999] }))).toEqual([
      { field: 'category_ids', message: 'One of the categories no longer exists.' },
    ]);
  });

  test('the list finds creators by handle, platform, follower tier, manager and country', async () => {
    const made = await newCreator({ country: 'es', stage_name: `Tiered ${handle()}` });
    const name = handle();
    const accountId = (await send(admin, 'post', `/api/creators/${made.creator_id}/accounts`, { platform: 'twitch', handle: name })).body.accounts[0].account_id;
    await send(admin, 'post', `/api/creators/${made.creator_id}/accounts/${accountId}/snapshots`, { captured_at: '2026-01-01T00:00:00Z', followers: 25_000 });
    const ids = async (query: Record<string, string | number>) =>
      (await admin.agent.get('/api/creators').query({ ...query, page_size: 100 })).body.creators.map((found: { creator_id: number }) => found.creator_id);
    expect(await ids({ q: name.slice(2, 8) })).toEqual([made.creator_id]);
    expect(await ids({ q: `@${name}` })).toEqual([made.creator_id]);
    expect(await ids({ platform: 'twitch', tier: 'mid', country: 'ES' })).toEqual([made.creator_id]);
    expect(await ids({ platform: 'twitch', tier: 'micro' })).toEqual([]);
    expect(await ids({ manager_id: adminUser.id, q: made.stage_name })).toEqual([made.creator_id]);
    expectApiError(await admin.agent.get('/api/creators').query({ tier: 'giga' }), 400, 'validation_error');
  });
});

describe('the portal invitation', () => {
  test('inviting a creator sends an invitation with the role creator; accepting it links their account to the record', async () => {
    const made = await newCreator({ email: `portal_${handle()}@example.com` });
    const invited = await send(admin, 'post', `/api/creators/${made.creator_id}/invite`, {});
    expect(invited.status).toBe(201);
    expect(invited.body.creator).toMatchObject({ portal_invited: true, portal_user: null });
    expectApiError(await send(admin, 'post', `/api/creators/${made.creator_id}/invite`, {}), 409, 'portal_invited');
    const token = new URL(invited.body.accept_url).pathname.split('/').pop()!;
    const username = `portal_${handle().slice(2, 8)}`;
    const accepted = await request(testApp.app).post('/api/invitations/accept').send({ token, username, password: 'Secret123' });
    expect(accepted.status).toBe(201);
    const linked = (await read(admin, made.creator_id)).body;
    expect(linked).toMatchObject({ portal_invited: false, portal_user: { username } });
    const session = await testApp.signIn(username, 'Secret123');
    expect((await session.agent.get('/api/creators/mine')).body).toMatchObject({ creator_id: made.creator_id });
  });
});
