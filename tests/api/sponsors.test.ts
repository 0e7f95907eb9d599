import request from 'supertest';
import { italianVatCheckDigit, type SponsorDetail } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { expectApiError, pngImage, readLogs, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let adminUser: TestUser;
let editor: SignedInAgent;
let contributor: SignedInAgent;
let creator: SignedInAgent;

/** A valid Italian VAT number whose first ten digits are `seed`, zero-padded. */
function vat(seed: number): string {
  const firstTen = String(seed).padStart(10, '0');
  return `${firstTen}${italianVatCheckDigit(firstTen)}`;
}

beforeAll(async () => {
  testApp = await createTestApp();
  adminUser = await testApp.createUser('admin', { username: 'sponsor_admin' });
  admin = await testApp.signIn(adminUser.username);
  editor = await testApp.signIn((await testApp.createUser('editor')).username);
  contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
  creator = await testApp.signIn((await testApp.createUser('creator')).username);
});
afterAll(() => testApp.close());

const create = (who: SignedInAgent, body: Record<string, unknown>) => who.agent.post('/api/sponsors').set('X-CSRF-Token', who.csrf).send(body);
const update = (who: SignedInAgent, id: number, body: Record<string, unknown>) => who.agent.patch(`/api/sponsors/${id}`).set('X-CSRF-Token', who.csrf).send(body);
const post = (who: SignedInAgent, path: string, body: Record<string, unknown> = {}) => who.agent.post(path).set('X-CSRF-Token', who.csrf).send(body);
const read = async (id: number): Promise<SponsorDetail> => {
  const response = await admin.agent.get(`/api/sponsors/${id}`);
  expect(response.status).toBe(200);
  return response.body;
};
async function newSponsor(body: Record<string, unknown> = {}, who: SignedInAgent = admin): Promise<SponsorDetail> {
  const response = await create(who, { display_name: `Brand ${Math.random().toString(36).slice(2, 8)}`, ...body });
  expect(response.status).toBe(201);
  return response.body;
}

describe('creating a sponsor', () => {
  test('answers 201 with the defaults, the creator as owner and the VAT number stored without its IT prefix', async () => {
    const number = vat(1001);
    const response = await create(admin, { display_name: '  Acme Foods ', vat_number: `IT ${number}`, tags: ['Food', 'food', ' drinks '], website: 'https://acme.example' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      display_name: 'Acme Foods',
      vat_number: number,
      status: 'prospect',
      country: 'IT',
      currency: 'EUR',
      payment_terms_days: 30,
      tags: ['food', 'drinks'],
      owner: { user_id: adminUser.id, username: adminUser.username },
      created_by: { user_id: adminUser.id, username: adminUser.username },
      contacts: [],
      primary_contact: null,
      version: 1,
      archived_at: null,
    });
    const { logs } = await readLogs(admin, { message_filter: 'sponsor_created', entity_type_filter: 'sponsor' });
    expect(logs[0]).toMatchObject({ username: adminUser.username, status_code: 201, entity_type: 'sponsor', entity_id: response.body.sponsor_id });
  });

  test('refuses bad fields with a message for each, and creates nothing', async () => {
    const before = (await admin.agent.get('/api/sponsors').query({ archived: 'all' })).body.total;
    const response = await create(admin, {
      display_name: ' ',
      vat_number: '01234567890',
      website: 'javascript:alert(1)',
      currency: 'EURO',
      payment_terms_days: 400,
      country: 'Italy',
      sdi_code: '12',
      pec: 'not-an-address',
    });
    const fields = Object.fromEntries(validationMessagesOf(response).map((error) => [error.field, error.message]));
    expect(fields).toMatchObject({
      display_name: 'Enter the sponsor’s name.',
      vat_number: 'This VAT number’s check digit is wrong: check the digits.',
      website: 'Enter a web address starting with http:// or https://.',
      currency: 'Enter a currency code such as EUR.',
      payment_terms_days: 'Payment terms are whole days from 0 to 365.',
      country: 'Enter a two-letter country code such as IT.',
      sdi_code: 'An SDI code has 7 letters and digits.',
      pec: 'Enter a valid email.',
    });
    expect((await admin.agent.get('/api/sponsors').query({ archived: 'all' })).body.total).toBe(before);
  });

  test('a VAT number another sponsor has gets 409, whichever way it is written', async () => {
    const number = vat(1002);
    await newSponsor({ vat_number: number });
    const response = await create(admin, { display_name: 'Copycat', vat_number: `it${number}` });
    expect(expectApiError(response, 409, 'vat_number_in_use').errors).toEqual([
      { field: 'vat_number', message: 'Another sponsor has this VAT number.', code: 'vat_number_in_use' },
    ]);
  });

  test('an owner who is not an active staff member is refused', async () => {
    const creatorUser = await testApp.createUser('creator');
    const inactive = await testApp.createUser('editor', { isActive: false });
    for (const ownerId of [creatorUser.id, inactive.id, 999_999]) {
      expect(validationMessagesOf(await create(admin, { display_name: 'Owned', owner_id: ownerId }))).toEqual([
        { field: 'owner_id', message: 'Choose an active staff member.' },
      ]);
    }
  });
});

describe('access by role', () => {
  test('every staff role reads, creates and edits; a creator is refused; signed out is 401', async () => {
    for (const who of [editor, contributor]) {
      const sponsor = await newSponsor({}, who);
      expect((await update(who, sponsor.sponsor_id, { version: 1, industry: 'Retail' })).status).toBe(200);
      expect((await who.agent.get('/api/sponsors')).status).toBe(200);
    }
    expectApiError(await creator.agent.get('/api/sponsors'), 403, 'forbidden');
    expectApiError(await create(creator, { display_name: 'Nope' }), 403, 'forbidden');
    expectApiError(await request(testApp.app).get('/api/sponsors'), 401);
  });

  test('a contributor may not archive; an editor may archive and restore', async () => {
    const sponsor = await newSponsor();
    expectApiError(await post(contributor, `/api/sponsors/${sponsor.sponsor_id}/archive`, { version: 1 }), 403, 'forbidden');
    const archived = await post(editor, `/api/sponsors/${sponsor.sponsor_id}/archive`, { version: 1 });
    expect(archived.status).toBe(200);
    expect(archived.body.archived_at).toEqual(expect.any(String));
    const restored = await post(editor, `/api/sponsors/${sponsor.sponsor_id}/restore`, { version: 2 });
    expect(restored.body).toMatchObject({ archived_at: null, version: 3 });
  });
});

describe('editing a sponsor', () => {
  test('a save with the version read changes the fields, moves the version on and audits the changed fields', async () => {
    const sponsor = await newSponsor({ city: 'Milano', tags: ['food'] });
    const response = await update(admin, sponsor.sponsor_id, { version: 1, city: 'Torino', tags: ['food', 'bio'], legal_name: 'Brand S.p.A.' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ city: 'Torino', tags: ['food', 'bio'], legal_name: 'Brand S.p.A.', version: 2 });
    const activity = await admin.agent.get(`/api/sponsors/${sponsor.sponsor_id}/activity`);
    expect(activity.status).toBe(200);
    expect(activity.body.entries[0]).toMatchObject({
      message: 'sponsor_updated',
      entity_type: 'sponsor',
      entity_id: sponsor.sponsor_id,
      changes: { city: { from: 'Milano', to: 'Torino' }, tags: { from: ['food'], to: ['food', 'bio'] }, legal_name: { from: null, to: 'Brand S.p.A.' } },
    });
    expect(activity.body.entries.map((entry: { message: string }) => entry.message)).toEqual(['sponsor_updated', 'sponsor_created']);
  });

  test('an empty text field clears the value', async () => {
    const sponsor = await newSponsor({ industry: 'Fashion' });
    expect((await update(admin, sponsor.sponsor_id, { version: 1, industry: '' })).body.industry).toBeNull();
  });

  test('a stale version gets 409 edit_conflict with the sponsor as it now is, and changes nothing', async () => {
    const sponsor = await newSponsor({ city: 'Milano' });
    expect((await update(editor, sponsor.sponsor_id, { version: 1, city: 'Roma' })).status).toBe(200);
    const response = await update(admin, sponsor.sponsor_id, { version: 1, city: 'Napoli', industry: 'Travel' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'edit_conflict', detail: expect.any(String), current: { city: 'Roma', version: 2, industry: null } });
    expect(await read(sponsor.sponsor_id)).toMatchObject({ city: 'Roma', version: 2, industry: null });
  });

  test('taking another sponsor’s VAT number gets 409 and changes nothing', async () => {
    const number = vat(1003);
    await newSponsor({ vat_number: number });
    const other = await newSponsor();
    expectApiError(await update(admin, other.sponsor_id, { version: 1, vat_number: number }), 409, 'vat_number_in_use');
    expect(await read(other.sponsor_id)).toMatchObject({ vat_number: null, version: 1 });
  });

  test('an archived sponsor is read-only until restored', async () => {
    const sponsor = await newSponsor();
    await post(admin, `/api/sponsors/${sponsor.sponsor_id}/archive`, { version: 1 });
    expectApiError(await update(admin, sponsor.sponsor_id, { version: 2, city: 'Bari' }), 409, 'sponsor_archived');
    expectApiError(await post(admin, `/api/sponsors/${sponsor.sponsor_id}/archive`, { version: 2 }), 409, 'already_archived');
    expectApiError(await post(admin, `/api/sponsors/${sponsor.sponsor_id}/contacts`, { name: 'Late' }), 409, 'sponsor_archived');
  });

  test('an unknown or malformed id is 404 or 400', async () => {
    expectApiError(await admin.agent.get('/api/sponsors/999999'), 404, 'not_found');
    expectApiError(await update(admin, 999_999, { version: 1, city: 'X' }), 404, 'not_found');
    expectApiError(await admin.agent.get('/api/sponsors/abc'), 400, 'validation_error');
    expect(validationMessagesOf(await update(admin, 1, { city: 'X' }))).toEqual([{ field: 'version', message: 'The version of the record you edited is required.' }]);
  });
});

describe('status', () => {
  test('moves only along the allowed changes', async () => {
    const sponsor = await newSponsor();
    const active = await admin.agent.put(`/api/sponsors/${sponsor.sponsor_id}/status`).set('X-CSRF-Token', admin.csrf).send({ status: 'active', version: 1 });
    expect(active.body).toMatchObject({ status: 'active', version: 2 });
    const back = await admin.agent.put(`/api/sponsors/${sponsor.sponsor_id}/status`).set('X-CSRF-Token', admin.csrf).send({ status: 'prospect', version: 2 });
    expect(validationMessagesOf(back)).toEqual([{ field: 'status', message: 'The sponsor cannot move to this status from its current one.', code: 'status_change_not_allowed' }]);
    const { entries } = (await admin.agent.get(`/api/sponsors/${sponsor.sponsor_id}/activity`)).body;
    expect(entries[0]).toMatchObject({ message: 'sponsor_status_changed', status_code: 400 });
    expect(entries[1]).toMatchObject({ message: 'sponsor_status_changed', status_code: 200, changes: { status: { from: 'prospect', to: 'active' } } });
  });
});

describe('contacts', () => {
  const addContact = (id: number, body: Record<string, unknown>) => post(admin, `/api/sponsors/${id}/contacts`, body);

  test('the first contact is primary; a new primary takes over; removing the primary promotes the oldest', async () => {
    const sponsor = await newSponsor();
    const first = await addContact(sponsor.sponsor_id, { name: 'Anna Rossi', email: 'anna@brand.example' });
    expect(first.status).toBe(201);
    expect(first.body.contacts).toEqual([expect.objectContaining({ name: 'Anna Rossi', is_primary: true })]);
    expect(first.body.primary_contact).toEqual({ name: 'Anna Rossi', email: 'anna@brand.example', phone: null });
    await addContact(sponsor.sponsor_id, { name: 'Bruno Bianchi' });
    const third = await addContact(sponsor.sponsor_id, { name: 'Carla Verdi', is_primary: true });
    expect(third.body.contacts.filter((contact: { is_primary: boolean }) => contact.is_primary).map((contact: { name: string }) => contact.name)).toEqual(['Carla Verdi']);
    const carla = third.body.contacts.find((contact: { name: string }) => contact.name === 'Carla Verdi');
    const removed = await admin.agent.delete(`/api/sponsors/${sponsor.sponsor_id}/contacts/${carla.contact_id}`).set('X-CSRF-Token', admin.csrf);
    expect(removed.status).toBe(200);
    expect(removed.body.primary_contact).toMatchObject({ name: 'Anna Rossi' });
  });

  test('a contact edit with a stale version gets 409 with the current sponsor; the primary cannot be unset directly', async () => {
    const sponsor = await newSponsor();
    const added = await addContact(sponsor.sponsor_id, { name: 'Dario', phone: '+39 02 1234567' });
    const contact = added.body.contacts[0];
    const path = `/api/sponsors/${sponsor.sponsor_id}/contacts/${contact.contact_id}`;
    expect((await admin.agent.patch(path).set('X-CSRF-Token', admin.csrf).send({ version: 1, job_title: 'CMO' })).body.contacts[0]).toMatchObject({ job_title: 'CMO', version: 2 });
    const stale = await admin.agent.patch(path).set('X-CSRF-Token', admin.csrf).send({ version: 1, job_title: 'CEO' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'edit_conflict', current: { contacts: [{ job_title: 'CMO' }] } });
    const unset = await admin.agent.patch(path).set('X-CSRF-Token', admin.csrf).send({ version: 2, is_primary: false });
    expect(validationMessagesOf(unset)).toEqual([{ field: 'is_primary', message: 'Make another contact primary instead.' }]);
  });

  test('bad contact fields are refused; an unknown contact is 404', async () => {
    const sponsor = await newSponsor();
    const fields = validationMessagesOf(await addContact(sponsor.sponsor_id, { name: '', email: 'x', phone: 'call me' })).map((error) => error.field);
    expect(fields.sort()).toEqual(['email', 'name', 'phone']);
    expectApiError(await admin.agent.delete(`/api/sponsors/${sponsor.sponsor_id}/contacts/999999`).set('X-CSRF-Token', admin.csrf), 404, 'not_found');
  });
});

describe('the sponsor list', () => {
  let tagged: SponsorDetail;
  beforeAll(async () => {
    tagged = await newSponsor({ display_name: 'Zebra Zucchero', vat_number: vat(2001), tags: ['listtag'], legal_name: 'Zebra Zucchero S.r.l.' });
    await addContactTo(tagged, 'zebra.buyer@zucchero.example');
    await newSponsor({ display_name: 'Zebra Archivio', tags: ['listtag'] }).then((sponsor) => post(admin, `/api/sponsors/${sponsor.sponsor_id}/archive`, { version: 1 }));
    await newSponsor({ display_name: 'Zebra Attiva', tags: ['listtag'], status: 'active' });
  });
  async function addContactTo(sponsor: SponsorDetail, email: string) {
    expect((await post(admin, `/api/sponsors/${sponsor.sponsor_id}/contacts`, { name: 'Buyer', email })).status).toBe(201);
  }
  const names = async (query: Record<string, string | number>) => {
    const response = await admin.agent.get('/api/sponsors').query(query);
    expect(response.status).toBe(200);
    return response.body.sponsors.map((sponsor: { display_name: string }) => sponsor.display_name);
  };

  test('hides archived sponsors unless asked, and sorts by name', async () => {
    expect(await names({ tag: 'listtag' })).toEqual(['Zebra Attiva', 'Zebra Zucchero']);
    expect(await names({ tag: 'listtag', archived: 'archived' })).toEqual(['Zebra Archivio']);
    expect(await names({ tag: 'listtag', archived: 'all', dir: 'desc' })).toEqual(['Zebra Zucchero', 'Zebra Attiva', 'Zebra Archivio']);
  });

  test.each([
    ['the name', 'zucchero'],
    ['the legal name', 'S.R.L.'],
    ['the VAT number', vat(2001).slice(3, 9)],
    ['a contact e-mail', 'buyer@zucch'],
  ])('finds a sponsor by %s', async (_what, text) => {
    expect(await names({ q: text })).toEqual(['Zebra Zucchero']);
  });

  test('filters by status and owner, pages with the total', async () => {
    expect(await names({ tag: 'listtag', status: 'active' })).toEqual(['Zebra Attiva']);
    expect(await names({ tag: 'listtag', owner_id: adminUser.id })).toEqual(['Zebra Attiva', 'Zebra Zucchero']);
    const page = await admin.agent.get('/api/sponsors').query({ tag: 'listtag', page_size: 1, page: 2 });
    expect(page.body).toMatchObject({ total: 2, sponsors: [{ display_name: 'Zebra Zucchero', primary_contact: { email: 'zebra.buyer@zucchero.example' } }] });
  });

  test('a search with LIKE wildcards matches them literally', async () => {
    expect(await names({ q: '%' })).toEqual([]);
    expect(await names({ q: '_' })).toEqual([]);
  });

  test('refuses unknown sorts and filters', async () => {
    expectApiError(await admin.agent.get('/api/sponsors').query({ sort: 'vat_number' }), 400, 'validation_error');
    expectApiError(await admin.agent.get('/api/sponsors').query({ status: 'gone' }), 400, 'validation_error');
    expectApiError(await admin.agent.get('/api/sponsors').query({ archived: 'yes' }), 400, 'validation_error');
  });

  test('owner options are the active staff, by name', async () => {
    const response = await admin.agent.get('/api/sponsors/owner-options').query({ q: 'sponsor_adm' });
    expect(response.body).toEqual({ owners: [{ user_id: adminUser.id, username: adminUser.username }] });
  });
});

describe('the logo', () => {
  const upload = (who: SignedInAgent, id: number, bytes: Buffer, contentType = 'image/png') =>
    who.agent.post(`/api/sponsors/${id}/logo`).set('X-CSRF-Token', who.csrf).attach('file', bytes, { filename: 'logo.png', contentType });

  test('an upload is checked as a picture, served with its type to staff, and replaced by the next one', async () => {
    const sponsor = await newSponsor();
    const first = await upload(contributor, sponsor.sponsor_id, pngImage(4, 4));
    expect(first.status).toBe(200);
    expect(first.body.logo_url).toMatch(/^\/api\/sponsor-logos\/[0-9a-f-]{36}$/);
    expect(first.body.version).toBe(1);
    const served = await editor.agent.get(first.body.logo_url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expectApiError(await creator.agent.get(first.body.logo_url), 403, 'forbidden');

    const second = await upload(admin, sponsor.sponsor_id, pngImage(8, 8));
    expect(second.body.logo_url).not.toBe(first.body.logo_url);
    expectApiError(await admin.agent.get(first.body.logo_url), 404, 'not_found');
    const listed = await admin.agent.get('/api/sponsors').query({ q: sponsor.display_name });
    expect(listed.body.sponsors[0].logo_url).toBe(second.body.logo_url);
  });

  test('what is not a JPG, PNG or WebP picture is refused and changes nothing', async () => {
    const sponsor = await newSponsor();
    expectApiError(await upload(admin, sponsor.sponsor_id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'), 415, 'unsupported_media_type');
    expect((await read(sponsor.sponsor_id)).logo_url).toBeNull();
    const { entries } = (await admin.agent.get(`/api/sponsors/${sponsor.sponsor_id}/activity`)).body;
    expect(entries[0]).toMatchObject({ message: 'sponsor_updated', status_code: 415, entity_id: sponsor.sponsor_id });
  });

  test('removing the logo leaves the sponsor without one, and is audited', async () => {
    const sponsor = await newSponsor();
    await upload(admin, sponsor.sponsor_id, pngImage());
    const removed = await admin.agent.delete(`/api/sponsors/${sponsor.sponsor_id}/logo`).set('X-CSRF-Token', admin.csrf);
    expect(removed.status).toBe(200);
    expect(removed.body.logo_url).toBeNull();
    const { entries } = (await admin.agent.get(`/api/sponsors/${sponsor.sponsor_id}/activity`)).body;
    expect(entries[0]).toMatchObject({ message: 'sponsor_updated', changes: { logo: { from: 'logo', to: null } } });
  });
});
