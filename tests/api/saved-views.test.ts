import { createTestApp, type SignedInAgent, type TestApp } from '../support/test-app';
import { expectApiError, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
let editor: SignedInAgent;
let otherEditor: SignedInAgent;
let creator: SignedInAgent;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
  editor = await testApp.signIn((await testApp.createUser('editor', { username: 'view_keeper' })).username);
  otherEditor = await testApp.signIn((await testApp.createUser('editor')).username);
  creator = await testApp.signIn((await testApp.createUser('creator')).username);
});
afterAll(() => testApp.close());

const save = (who: SignedInAgent, body: object) => who.agent.post('/api/saved-views').set('X-CSRF-Token', who.csrf).send({ list: 'sponsors', ...body });
const change = (who: SignedInAgent, id: number, body: object) => who.agent.patch(`/api/saved-views/${id}`).set('X-CSRF-Token', who.csrf).send(body);
const names = async (who: SignedInAgent) => ((await who.agent.get('/api/saved-views').query({ list: 'sponsors' })).body.views as { name: string }[]).map((view) => view.name);

test('a saved view keeps the list’s query without its page, private to its owner until shared', async () => {
  const response = await save(editor, { name: 'Active food', query: '?q=food&status=active&page=3&sort=updated_at&dir=desc' });
  expect(response.status).toBe(201);
  expect(response.body).toMatchObject({ name: 'Active food', query: 'q=food&status=active&sort=updated_at&dir=desc', shared: false, mine: true, version: 1, owner: { username: 'view_keeper' } });
  expect(await names(editor)).toContain('Active food');
  expect(await names(otherEditor)).not.toContain('Active food');
  expectApiError(await change(otherEditor, response.body.view_id, { version: 1, name: 'Mine now' }), 404, 'not_found');

  const shared = await change(editor, response.body.view_id, { version: 1, shared: true });
  expect(shared.body).toMatchObject({ shared: true, version: 2 });
  const seen = (await otherEditor.agent.get('/api/saved-views').query({ list: 'sponsors' })).body.views.find((view: { name: string }) => view.name === 'Active food');
  expect(seen).toMatchObject({ mine: false, shared: true });
  expectApiError(await change(otherEditor, response.body.view_id, { version: 2, name: 'Mine now' }), 403, 'forbidden');
  expect((await change(admin, response.body.view_id, { version: 2, name: 'Active food brands' })).status).toBe(200);
});

test('one name per person and list, whatever the case; a stale version gets the view as it is', async () => {
  const first = await save(editor, { name: 'Paused', query: 'status=paused' });
  expectApiError(await save(editor, { name: 'PAUSED ', query: 'status=paused' }), 409, 'view_name_in_use');
  expect((await save(otherEditor, { name: 'Paused', query: 'status=paused' })).status).toBe(201);
  await change(editor, first.body.view_id, { version: 1, query: 'status=paused&tag=x' });
  const stale = await change(editor, first.body.view_id, { version: 1, name: 'Old' });
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({ code: 'edit_conflict', current: { query: 'status=paused&tag=x', version: 2 } });
});

test('deleting: the owner may, another editor may not; bad input and other roles are refused', async () => {
  const view = await save(editor, { name: 'Gone soon', query: '', shared: true });
  expectApiError(await otherEditor.agent.delete(`/api/saved-views/${view.body.view_id}`).set('X-CSRF-Token', otherEditor.csrf), 403, 'forbidden');
  expect((await editor.agent.delete(`/api/saved-views/${view.body.view_id}`).set('X-CSRF-Token', editor.csrf)).status).toBe(204);
  expect(await names(editor)).not.toContain('Gone soon');
  expect(validationMessagesOf(await save(editor, { name: ' ', query: 'x=1' }))).toEqual([{ field: 'name', message: 'Give the view a name.' }]);
  expectApiError(await editor.agent.get('/api/saved-views').query({ list: 'campaigns' }), 400, 'validation_error');
  expectApiError(await creator.agent.get('/api/saved-views').query({ list: 'sponsors' }), 403, 'forbidden');
});

test('two saves of one name at once: one view is kept, the other save gets 409', async () => {
  const responses = await Promise.all(Array.from({ length: 6 }, () => save(editor, { name: 'Raced', query: 'q=race' })));
  expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  expect((await names(editor)).filter((name) => name === 'Raced')).toHaveLength(1);
});
