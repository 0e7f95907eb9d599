import request from 'supertest';
import type { LogAction, Role } from '../../contract';
import { createTestApp, parseSetCookies, TEST_PASSWORD, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { cookieHeader, expectApiError, login, pngImage, readLogs, sleep, type LogEntryBody } from '../support/api-helpers';

// REFRESH_GRACE_SECONDS=0: any second use of a rotated refresh token is reuse.
let testApp: TestApp;
let reader: SignedInAgent;
let readerUser: TestUser;
const startedAt = Date.now();

beforeAll(async () => {
  testApp = await createTestApp({ REFRESH_GRACE_SECONDS: '0' });
  readerUser = await testApp.createUser('super_admin', { username: 'log_reader' });
  reader = await testApp.signIn(readerUser.username);
});
afterAll(() => testApp.close());

async function signedIn(role: Role): Promise<{ user: TestUser; session: SignedInAgent }> {
  const user = await testApp.createUser(role);
  return { user, session: await testApp.signIn(user.username) };
}

/** The newest entry of this action by this user; fails unless there is one. */
async function newest(action: LogAction, userId: number): Promise<LogEntryBody> {
  const { logs } = await readLogs(reader, { message_filter: action, user_id_filter: userId });
  expect(logs.length).toBeGreaterThan(0);
  return logs[0]!;
}

/** `about`: the record the entry names, and what it changed (none when not given). */
function expectEntry(entry: LogEntryBody, actor: TestUser, action: LogAction, statusCode: number, about?: { type: string; id: number; changes?: object }) {
  expect(entry).toEqual({
    entity_type: about?.type ?? null,
    entity_id: about?.id ?? null,
    changes: about?.changes ?? null,
    log_id: expect.any(Number),
    user_id: actor.id,
    username: actor.username,
    role: actor.role,
    message: action,
    timestamp: expect.any(String),
    status_code: statusCode,
  });
  const time = Date.parse(entry.timestamp);
  expect(time).toBeGreaterThanOrEqual(startedAt - 5_000);
  expect(time).toBeLessThanOrEqual(Date.now() + 5_000);
}

describe('every action is written with its actor, role and status code', () => {
  test('user_login (200)', async () => {
    const user = await testApp.createUser('editor');
    expect((await login(testApp, user.username, TEST_PASSWORD)).status).toBe(200);
    expectEntry(await newest('user_login', user.id), user, 'user_login', 200);
  });

  test('login_failed (401) for a known account', async () => {
    const user = await testApp.createUser('contributor');
    expectApiError(await login(testApp, user.username, 'wrong-password'), 401);
    expectEntry(await newest('login_failed', user.id), user, 'login_failed', 401);
  });

  test('login_failed (401) for an unknown account, with the typed name and no user id', async () => {
    expectApiError(await login(testApp, 'Unknown_Person', 'wrong-password'), 401);
    const { logs } = await readLogs(reader, { message_filter: 'login_failed', username_filter: 'unknown_person' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ user_id: null, role: null, status_code: 401 });
    expect(logs[0]!.username?.toLowerCase()).toBe('unknown_person');
  });

  test('user_logout (204)', async () => {
    const { user, session } = await signedIn('editor');
    expect((await session.agent.post('/api/auth/logout').set('X-CSRF-Token', session.csrf)).status).toBe(204);
    expectEntry(await newest('user_logout', user.id), user, 'user_logout', 204);
  });

  test('user_created (201) by the creating actor, and its refusals (403, 409)', async () => {
    const { user, session } = await signedIn('editor');
    const create = (body: object) => session.agent.post('/api/users').set('X-CSRF-Token', session.csrf).send(body);
    const created = await create({ username: 'made_by_editor', email: 'made@example.com', password: 'secret1', role: 'creator' });
    expect(created.status).toBe(201);
    expectEntry(await newest('user_created', user.id), user, 'user_created', 201, { type: 'user', id: created.body.user_id });

    expect((await create({ username: 'not_allowed', email: 'not.allowed@example.com', password: 'secret1', role: 'admin' })).status).toBe(403);
    expectEntry(await newest('user_created', user.id), user, 'user_created', 403);

    expect((await create({ username: 'made_by_editor', email: 'other@example.com', password: 'secret1', role: 'creator' })).status).toBe(409);
    expectEntry(await newest('user_created', user.id), user, 'user_created', 409);
  });

  test('user_updated (200) for a username change, and 409 for a name in use', async () => {
    const { user, session } = await signedIn('contributor');
    const rename = (new_username: string) => session.agent.put('/api/users/me/username').set('X-CSRF-Token', session.csrf).send({ new_username });
    expect((await rename('log_reader')).status).toBe(409);
    expectEntry(await newest('user_updated', user.id), user, 'user_updated', 409);
    expect((await rename(`${user.username}_x`)).status).toBe(200);
    const entry = await newest('user_updated', user.id);
    expect(entry).toMatchObject({ user_id: user.id, role: 'contributor', status_code: 200 });
  });

  test('role_changed (200), and a refused role change (403) and an unknown id (404)', async () => {
    const { user: admin, session } = await signedIn('admin');
    const target = await testApp.createUser('editor');
    const change = (id: number, new_role: Role) => session.agent.put(`/api/users/${id}/role`).set('X-CSRF-Token', session.csrf).send({ new_role });
    expect((await change(target.id, 'contributor')).status).toBe(200);
    expectEntry(await newest('role_changed', admin.id), admin, 'role_changed', 200, {
      type: 'user',
      id: target.id,
      changes: { role: { from: 'editor', to: 'contributor' } },
    });

    expect((await change(target.id, 'admin')).status).toBe(403);
    expectEntry(await newest('role_changed', admin.id), admin, 'role_changed', 403, { type: 'user', id: target.id });

    expect((await change(999_999, 'editor')).status).toBe(404);
    expectEntry(await newest('role_changed', admin.id), admin, 'role_changed', 404);
  });

  test('a contributor’s refused role change is logged with 403', async () => {
    const { user, session } = await signedIn('contributor');
    const target = await testApp.createUser('editor');
    expect((await session.agent.put(`/api/users/${target.id}/role`).set('X-CSRF-Token', session.csrf).send({ new_role: 'contributor' })).status).toBe(403);
    expectEntry(await newest('role_changed', user.id), user, 'role_changed', 403, { type: 'user', id: target.id });
  });

  test('password_changed (204), and 400 for a wrong current password', async () => {
    const { user, session } = await signedIn('editor');
    const change = (old_password: string) => session.agent.put('/api/users/me/password').set('X-CSRF-Token', session.csrf).send({ old_password, new_password: 'Another1Pass' });
    expect((await change('Wrong-Passw0rd')).status).toBe(400);
    expectEntry(await newest('password_changed', user.id), user, 'password_changed', 400);
    expect((await change(TEST_PASSWORD)).status).toBe(204);
    expectEntry(await newest('password_changed', user.id), user, 'password_changed', 204);
  });

  test('settings_updated for preferences (200), avatar upload (200), refused avatar (415) and avatar removal (204)', async () => {
    const { user, session } = await signedIn('editor');
    expect((await session.agent.put('/api/users/me/preferences').set('X-CSRF-Token', session.csrf).send({ theme: 'dark' })).status).toBe(200);
    expectEntry(await newest('settings_updated', user.id), user, 'settings_updated', 200);

    const upload = (bytes: Buffer) => session.agent.post('/api/users/me/avatar').set('X-CSRF-Token', session.csrf).attach('file', bytes, { filename: 'a.png', contentType: 'image/png' });
    expect((await upload(Buffer.from('not a picture'))).status).toBe(415);
    expectEntry(await newest('settings_updated', user.id), user, 'settings_updated', 415);
    expect((await upload(pngImage())).status).toBe(200);
    expectEntry(await newest('settings_updated', user.id), user, 'settings_updated', 200);

    expect((await session.agent.delete('/api/users/me/avatar').set('X-CSRF-Token', session.csrf)).status).toBe(204);
    expectEntry(await newest('settings_updated', user.id), user, 'settings_updated', 204);
  });

  test('user_deactivated and user_activated (200), and a refused deactivation (403)', async () => {
    const { user: editor, session } = await signedIn('editor');
    const target = await testApp.createUser('contributor');
    const admin = await testApp.createUser('admin');
    const status = (id: number, is_active: boolean) => session.agent.put(`/api/users/${id}/status`).set('X-CSRF-Token', session.csrf).send({ is_active });

    const isActive = (from: boolean, to: boolean) => ({ is_active: { from, to } });
    expect((await status(target.id, false)).status).toBe(200);
    expectEntry(await newest('user_deactivated', editor.id), editor, 'user_deactivated', 200, { type: 'user', id: target.id, changes: isActive(true, false) });
    expect((await status(target.id, true)).status).toBe(200);
    expectEntry(await newest('user_activated', editor.id), editor, 'user_activated', 200, { type: 'user', id: target.id, changes: isActive(false, true) });
    expect((await status(admin.id, false)).status).toBe(403);
    expectEntry(await newest('user_deactivated', editor.id), editor, 'user_deactivated', 403, { type: 'user', id: admin.id });
  });

  test('login_throttled (429)', async () => {
    const user = await testApp.createUser('creator');
    for (let i = 0; i < 5; i += 1) expect((await login(testApp, user.username, 'wrong-password')).status).toBe(401);
    expect((await login(testApp, user.username, TEST_PASSWORD)).status).toBe(429);
    expectEntry(await newest('login_throttled', user.id), user, 'login_throttled', 429);
  });

  test('session_reuse_detected (401)', async () => {
    const user = await testApp.createUser('editor');
    const cookies = parseSetCookies((await login(testApp, user.username, TEST_PASSWORD)).headers['set-cookie']);
    const refresh = () => request(testApp.app).post('/api/auth/refresh').set('Cookie', cookieHeader(cookies)).set('X-CSRF-Token', cookies.csrf_token!);
    expect((await refresh()).status).toBe(200);
    expect((await refresh()).status).toBe(401);
    expectEntry(await newest('session_reuse_detected', user.id), user, 'session_reuse_detected', 401);
  });
});

describe('filters', () => {
  let alpha: TestUser;
  let beta: TestUser;
  let boundary: string;
  beforeAll(async () => {
    alpha = await testApp.createUser('contributor', { username: 'Filter_Alpha' });
    beta = await testApp.createUser('admin', { username: 'filter_beta' });
    await login(testApp, alpha.username, TEST_PASSWORD);
    await login(testApp, alpha.username, 'wrong-password');
    await login(testApp, beta.username, TEST_PASSWORD);
    await sleep(60);
    boundary = new Date().toISOString();
    await sleep(60);
    await login(testApp, alpha.username, TEST_PASSWORD);
    await login(testApp, beta.username, 'wrong-password');
    await login(testApp, beta.username, 'wrong-password');
  });

  test('user_id_filter keeps one user’s entries', async () => {
    const { logs, total } = await readLogs(reader, { user_id_filter: alpha.id });
    expect(total).toBe(3);
    expect(logs.map((entry) => entry.message)).toEqual(['user_login', 'login_failed', 'user_login']);
    expect(logs.every((entry) => entry.user_id === alpha.id)).toBe(true);
  });

  test('message_filter keeps one action', async () => {
    const { logs, total } = await readLogs(reader, { user_id_filter: beta.id, message_filter: 'login_failed' });
    expect(total).toBe(2);
    expect(logs.every((entry) => entry.message === 'login_failed' && entry.user_id === beta.id)).toBe(true);
  });

  test('role_filter keeps one role', async () => {
    const { logs } = await readLogs(reader, { role_filter: 'admin', username_filter: 'filter_' });
    expect(logs).toHaveLength(3);
    expect(logs.every((entry) => entry.role === 'admin' && entry.user_id === beta.id)).toBe(true);
  });

  test('username_filter matches a part of the name, in any case', async () => {
    const both = await readLogs(reader, { username_filter: 'FILTER_' });
    expect(both.total).toBe(6);
    const alphaOnly = await readLogs(reader, { username_filter: 'ter_alp' });
    expect(alphaOnly.total).toBe(3);
    expect(alphaOnly.logs.every((entry) => entry.user_id === alpha.id)).toBe(true);
    expect((await readLogs(reader, { username_filter: '%' })).total).toBe(0);
  });

  test('a name that contains the text twice is listed once, with each of its entries once', async () => {
    const echo = await testApp.createUser('editor', { username: 'Echo_echo_Twice' });
    await login(testApp, echo.username, TEST_PASSWORD);
    await login(testApp, echo.username, 'wrong-password');
    const { logs, total } = await readLogs(reader, { username_filter: 'ECHO' });
    expect(total).toBe(2);
    expect(logs.map((entry) => [entry.user_id, entry.message])).toEqual([
      [echo.id, 'login_failed'],
      [echo.id, 'user_login'],
    ]);
    expect((await readLogs(reader, { username_filter: 'o_e' })).total).toBe(2);
  });

  test('start_date keeps entries from that time on, end_date entries up to it', async () => {
    const after = await readLogs(reader, { username_filter: 'filter_', start_date: boundary });
    expect(after.logs.map((entry) => [entry.user_id, entry.message])).toEqual([
      [beta.id, 'login_failed'],
      [beta.id, 'login_failed'],
      [alpha.id, 'user_login'],
    ]);
    const before = await readLogs(reader, { username_filter: 'filter_', end_date: boundary });
    expect(before.logs.map((entry) => [entry.user_id, entry.message])).toEqual([
      [beta.id, 'user_login'],
      [alpha.id, 'login_failed'],
      [alpha.id, 'user_login'],
    ]);
    const window = await readLogs(reader, { username_filter: 'filter_', start_date: new Date(startedAt - 60_000).toISOString(), end_date: new Date(Date.now() + 60_000).toISOString() });
    expect(window.total).toBe(6);
  });

  test('a date-only bound covers its whole day', async () => {
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect((await readLogs(reader, { username_filter: 'filter_', start_date: day(0), end_date: day(0) })).total).toBe(6);
    expect((await readLogs(reader, { username_filter: 'filter_', end_date: day(-1) })).total).toBe(0);
    expect((await readLogs(reader, { username_filter: 'filter_', start_date: day(1) })).total).toBe(0);
  });

  test('filters combine', async () => {
    const { logs, total } = await readLogs(reader, { username_filter: 'filter', role_filter: 'contributor', message_filter: 'user_login', start_date: boundary });
    expect(total).toBe(1);
    expect(logs[0]).toMatchObject({ user_id: alpha.id, message: 'user_login', status_code: 200 });
  });

  test('entries come newest first and pages split them', async () => {
    const all = await readLogs(reader, { username_filter: 'filter_' });
    const times = all.logs.map((entry) => Date.parse(entry.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page1 = await readLogs(reader, { username_filter: 'filter_', page_size: 4, page: 1 });
    const page2 = await readLogs(reader, { username_filter: 'filter_', page_size: 4, page: 2 });
    expect(page1.total).toBe(6);
    expect(page2.total).toBe(6);
    expect([...page1.logs, ...page2.logs].map((entry) => entry.log_id)).toEqual(all.logs.map((entry) => entry.log_id));
  });

  test('the page size defaults to 50', async () => {
    while ((await readLogs(reader, { page_size: 1 })).total <= 55) {
      expect((await reader.agent.put('/api/users/me/preferences').set('X-CSRF-Token', reader.csrf).send({ theme: 'ocean' })).status).toBe(200);
    }
    const response = await reader.agent.get('/api/logs/all');
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThan(50);
    expect(response.body.logs).toHaveLength(50);
  });

  test.each([
    { query: { page_size: 101 }, field: 'page_size' },
    { query: { page_size: 0 }, field: 'page_size' },
    { query: { page: 0 }, field: 'page' },
    { query: { message_filter: 'hacked' }, field: 'message_filter' },
    { query: { role_filter: 'owner' }, field: 'role_filter' },
    { query: { user_id_filter: 'abc' }, field: 'user_id_filter' },
    { query: { start_date: 'yesterday' }, field: 'start_date' },
    { query: { end_date: '2025-13-45' }, field: 'end_date' },
  ])('$query is refused with 400 on $field', async ({ query, field }) => {
    const response = await reader.agent.get('/api/logs/all').query(query);
    expectApiError(response, 400, 'validation_error');
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  test('a start after the end is refused with 400', async () => {
    expectApiError(await reader.agent.get('/api/logs/all').query({ start_date: '2025-06-02', end_date: '2025-06-01' }), 400, 'validation_error');
  });

  test('a user id beyond the database integer range is refused with 400, not a server error', async () => {
    const response = await reader.agent.get('/api/logs/all').query({ user_id_filter: 2_147_483_648 });
    expectApiError(response, 400, 'validation_error');
  });
});

describe('who may read it', () => {
  test.each(['editor', 'contributor', 'creator'] as const)('a %s gets 403', async (role) => {
    const { session } = await signedIn(role);
    expectApiError(await session.agent.get('/api/logs/all'), 403, 'forbidden');
  });

  test('an admin can read it', async () => {
    const { session } = await signedIn('admin');
    expect((await session.agent.get('/api/logs/all')).status).toBe(200);
  });

  test('without a session it is 401', async () => {
    expectApiError(await request(testApp.app).get('/api/logs/all'), 401, 'not_authenticated');
  });

  test('the log is append-only: there is no endpoint to change or delete entries', async () => {
    for (const method of ['delete', 'put', 'post'] as const) {
      const response = await reader.agent[method]('/api/logs/all').set('X-CSRF-Token', reader.csrf).send({});
      expectApiError(response, 404, 'not_found');
    }
    expect((await readLogs(reader)).total).toBeGreaterThan(0);
  });
});
