import { italianVatCheckDigit } from '../../contract';
import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';

/**
 * The rules that guard sponsors hold when requests race: the database decides (a unique index, a
 * version-guarded update, a row lock), not a read before the write.
 */

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

async function newSponsor(): Promise<number> {
  const response = await first.agent.post('/api/sponsors').set('X-CSRF-Token', first.csrf).send({ display_name: 'Racing brand' });
  expect(response.status).toBe(201);
  return response.body.sponsor_id;
}

test('sponsors created at once with one VAT number: exactly one is created, the others get 409', async () => {
  const number = `0987654321${italianVatCheckDigit('0987654321')}`;
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, index) =>
      agentFor(index).agent.post('/api/sponsors').set('X-CSRF-Token', agentFor(index).csrf).send({ display_name: `Racer ${index}`, vat_number: number }),
    ),
  );
  expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
  const listed = await first.agent.get('/api/sponsors').query({ q: number });
  expect(listed.body.total).toBe(1);
});

test('saves of the same version at once: exactly one lands, the others get edit_conflict and change nothing', async () => {
  const id = await newSponsor();
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, index) =>
      agentFor(index).agent.patch(`/api/sponsors/${id}`).set('X-CSRF-Token', agentFor(index).csrf).send({ version: 1, city: `City ${index}` }),
    ),
  );
  const winners = responses.filter((response) => response.status === 200);
  expect(winners).toHaveLength(1);
  expect(responses.filter((response) => response.status === 409 && response.body.code === 'edit_conflict')).toHaveLength(RACERS - 1);
  const now = (await first.agent.get(`/api/sponsors/${id}`)).body;
  expect(now).toMatchObject({ version: 2, city: winners[0]!.body.city });
});

test('contacts added as primary at once: the sponsor ends with exactly one primary contact', async () => {
  const id = await newSponsor();
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, index) =>
      agentFor(index).agent.post(`/api/sponsors/${id}/contacts`).set('X-CSRF-Token', agentFor(index).csrf).send({ name: `Contact ${index}`, is_primary: true }),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual(Array<number>(RACERS).fill(201));
  const { contacts } = (await first.agent.get(`/api/sponsors/${id}`)).body as { contacts: { is_primary: boolean }[] };
  expect(contacts).toHaveLength(RACERS);
  expect(contacts.filter((contact) => contact.is_primary)).toHaveLength(1);
});

test('archive and an edit of the same version at once: one of them lands, never both', async () => {
  const id = await newSponsor();
  const [archive, edit] = await Promise.all([
    first.agent.post(`/api/sponsors/${id}/archive`).set('X-CSRF-Token', first.csrf).send({ version: 1 }),
    second.agent.patch(`/api/sponsors/${id}`).set('X-CSRF-Token', second.csrf).send({ version: 1, city: 'Parma' }),
  ]);
  expect([archive.status, edit.status].sort()).toEqual([200, 409]);
  const now = (await first.agent.get(`/api/sponsors/${id}`)).body;
  expect(now.version).toBe(2);
  expect(now.archived_at !== null).toBe(archive.status === 200);
  expect(now.city === 'Parma').toBe(edit.status === 200);
});
