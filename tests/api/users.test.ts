import request from 'supertest';
import type { Role } from '../../contract';
import { usersRepository } from '../../server/modules/users/users-repository';
import { createTestApp, TEST_PASSWORD, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { expectApiError, login, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
let admin: SignedInAgent;
const fixture: Record<string, TestUser> = {};

/** Users the list tests filter; the "zeta" ones are the interesting set. */
const FIXTURE: { username: string; role: Role; active: boolean }[] = [
  { username: 'Zeta_one', role: 'editor', active: true },
  { username: 'zeta_two', role: 'editor', active: false },
  { username: 'ZETA_three', role: 'contributor', active: true },
  { username: 'zeta_four', role: 'creator', active: true },
  { username: 'zeta_five', role: 'creator', active: false },
  { username: 'zeta_six', role: 'editor', active: true },
  { username: 'omega_one', role: 'editor', active: true },
  { username: 'omega_two', role: 'editor', active: false },
  { username: 'omega_three', role: 'admin', active: true },
];

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await testApp.signIn((await testApp.createUser('super_admin', { username: 'boss' })).username);
  for (const user of FIXTURE) {
    fixture[user.username] = await testApp.createUser(user.role, { username: user.username, isActive: user.active });
  }
});
afterAll(() => testApp.close());

const list = (query: Record<string, string | number | undefined>) => admin.agent.get('/api/users').query(query);
const names = (body: { users: { username: string }[] }) => body.users.map((user) => user.username);

describe('GET /api/users', () => {
  test('answers users as { user_id, username, email, role, is_active } with total and counts by status', async () => {
    const response = await list({ username_filter: 'Zeta_one' });
    expect(response.status).toBe(200);
    const zeta = fixture.Zeta_one!;
    expect(response.body).toEqual({
      users: [{ user_id: zeta.id, username: 'Zeta_one', email: zeta.email, role: 'editor', is_active: true }],
      total: 1,
      active_count: 1,
      disabled_count: 0,
    });
  });

  test.each([
    { query: { username_filter: 'zeta' }, users: ['Zeta_one', 'zeta_two', 'ZETA_three', 'zeta_four', 'zeta_five', 'zeta_six'], total: 6, active: 4, disabled: 2 },
    { query: { username_filter: 'ZeTa' }, users: ['Zeta_one', 'zeta_two', 'ZETA_three', 'zeta_four', 'zeta_five', 'zeta_six'], total: 6, active: 4, disabled: 2 },
    { query: { username_filter: 'ETA_T' }, users: ['zeta_two', 'ZETA_three'], total: 2, active: 1, disabled: 1 },
    { query: { username_filter: 'zeta', role_filter: 'editor' }, users: ['Zeta_one', 'zeta_two', 'zeta_six'], total: 3, active: 2, disabled: 1 },
    { query: { username_filter: 'zeta', status_filter: 'disabled' }, users: ['zeta_two', 'zeta_five'], total: 2, active: 4, disabled: 2 },
    { query: { username_filter: 'zeta', status_filter: 'active' }, users: ['Zeta_one', 'ZETA_three', 'zeta_four', 'zeta_six'], total: 4, active: 4, disabled: 2 },
    { query: { username_filter: 'zeta', role_filter: 'editor', status_filter: 'active' }, users: ['Zeta_one', 'zeta_six'], total: 2, active: 2, disabled: 1 },
    { query: { username_filter: 'a_', role_filter: 'creator', status_filter: 'disabled' }, users: ['zeta_five'], total: 1, active: 1, disabled: 1 },
    { query: { username_filter: 'omega', role_filter: 'admin' }, users: ['omega_three'], total: 1, active: 1, disabled: 0 },
    { query: { username_filter: 'zeta', role_filter: 'admin' }, users: [], total: 0, active: 0, disabled: 0 },
    { query: { username_filter: '%' }, users: [], total: 0, active: 0, disabled: 0 },
    { query: { username_filter: 'nobody_matches_this' }, users: [], total: 0, active: 0, disabled: 0 },
  ])('filters $query: total $total, active_count $active, disabled_count $disabled', async ({ query, users, total, active, disabled }) => {
    const response = await list({ ...query, page_size: 100 });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(users);
    expect(response.body).toMatchObject({ total, active_count: active, disabled_count: disabled });
  });

  test('a role filter alone returns only that role, and the counts split its matches by status', async () => {
    const response = await list({ role_filter: 'creator', page_size: 100 });
    expect(response.status).toBe(200);
    expect(response.body.users.every((user: { role: string }) => user.role === 'creator')).toBe(true);
    expect(names(response.body)).toEqual(expect.arrayContaining(['zeta_four', 'zeta_five']));
    expect(response.body.total).toBe(response.body.users.length);
    expect(response.body.active_count + response.body.disabled_count).toBe(response.body.total);
  });

  test('without filters, total counts every user', async () => {
    const response = await list({ page_size: 100 });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(await usersRepository.count(testApp.runtime.database.db));
    expect(response.body.users).toHaveLength(response.body.total);
  });

  test('the page size defaults to 5', async () => {
    const response = await list({ username_filter: 'zeta' });
    expect(response.status).toBe(200);
    expect(response.body.users).toHaveLength(5);
    expect(response.body.total).toBe(6);
  });

  test('pages do not overlap and together hold every match; past the end the page is empty', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list({ username_filter: 'zeta', page_size: 4, page })));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(6);
    }
    expect(names(pages[0]!.body)).toHaveLength(4);
    expect(names(pages[1]!.body)).toHaveLength(2);
    expect(names(pages[2]!.body)).toEqual([]);
    expect([...names(pages[0]!.body), ...names(pages[1]!.body)].sort()).toEqual(
      ['Zeta_one', 'zeta_two', 'ZETA_three', 'zeta_four', 'zeta_five', 'zeta_six'].sort(),
    );
  });

  test('a username that holds the filter twice is listed once', async () => {
    const kappa = await testApp.createUser('editor', { username: 'Kappa_kappa' });
    const response = await list({ username_filter: 'KAPPA' });
    expect(response.body).toMatchObject({ users: [{ user_id: kappa.id, username: 'Kappa_kappa' }], total: 1, active_count: 1, disabled_count: 0 });
  });

  test('a renamed user is found by the new name and no longer by the old one', async () => {
    const lambda = await testApp.createUser('contributor', { username: 'Lambda_before' });
    const session = await testApp.signIn(lambda.username);
    expect((await session.agent.put('/api/users/me/username').set('X-CSRF-Token', session.csrf).send({ new_username: 'Lambda_after' })).status).toBe(200);
    expect((await list({ username_filter: 'a_bef' })).body).toMatchObject({ users: [], total: 0 });
    expect((await list({ username_filter: 'DA_AFT' })).body).toMatchObject({ users: [{ user_id: lambda.id, username: 'Lambda_after' }], total: 1 });
  });

  test('page_size 100 is accepted', async () => {
    expect((await list({ page_size: 100 })).status).toBe(200);
  });

  test.each([
    { query: { page_size: 101 }, field: 'page_size' },
    { query: { page_size: 0 }, field: 'page_size' },
    { query: { page_size: 2.5 }, field: 'page_size' },
    { query: { page: 0 }, field: 'page' },
    { query: { page: -1 }, field: 'page' },
    { query: { page: 'abc' }, field: 'page' },
    { query: { role_filter: 'owner' }, field: 'role_filter' },
    { query: { status_filter: 'gone' }, field: 'status_filter' },
  ])('$query is refused with 400 validation_error on $field', async ({ query, field }) => {
    const response = await list(query);
    expect(validationMessagesOf(response).map((error) => error.field)).toContain(field);
  });

  test('is 401 without a session', async () => {
    expectApiError(await request(testApp.app).get('/api/users'), 401, 'not_authenticated');
  });

  test('a creator cannot list users (403)', async () => {
    const creator = await testApp.signIn((await testApp.createUser('creator')).username);
    expectApiError(await creator.agent.get('/api/users'), 403, 'forbidden');
  });

  test('a contributor (staff) can list users', async () => {
    const contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
    expect((await contributor.agent.get('/api/users').query({ username_filter: 'zeta' })).body.total).toBe(6);
  });
});

describe('POST /api/users', () => {
  const create = (body: Record<string, unknown>, as: SignedInAgent = admin) => as.agent.post('/api/users').set('X-CSRF-Token', as.csrf).send(body);

  test('creates a user (201) who can then sign in with default preferences', async () => {
    const response = await create({ username: 'fresh_editor', email: 'fresh.editor@example.com', password: 'secret1', role: 'editor' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ user_id: expect.any(Number), username: 'fresh_editor', email: 'fresh.editor@example.com', role: 'editor', is_active: true });

    const signedIn = await testApp.signIn('fresh_editor', 'secret1');
    const preferences = await signedIn.agent.get('/api/users/me/preferences');
    expect(preferences.body).toEqual({ theme: 'classic', language: 'it', initials: '', initials_color: '#3B82F6', profile_picture_url: null });
  });

  const valid = { username: 'valid_name', email: 'valid@example.com', password: 'secret1', role: 'editor' };
  test.each([
    { change: { username: undefined }, field: 'username', message: 'Username required.' },
    { change: { username: '' }, field: 'username', message: 'Username required.' },
    { change: { email: undefined }, field: 'email', message: 'Email required.' },
    { change: { email: '' }, field: 'email', message: 'Email required.' },
    { change: { email: 'not-an-email' }, field: 'email', message: 'Enter a valid email.' },
    { change: { email: 'two@@example.com' }, field: 'email', message: 'Enter a valid email.' },
    { change: { password: undefined }, field: 'password', message: 'Password required.' },
    { change: { password: '' }, field: 'password', message: 'Password required.' },
    { change: { password: '12345' }, field: 'password', message: 'Password must be at least 6 characters.' },
    { change: { role: 'owner' }, field: 'role', message: 'Invalid role' },
    { change: { role: undefined }, field: 'role', message: 'Invalid role' },
  ])('$change gives 400 validation_error with "$message" on $field, and creates nobody', async ({ change, field, message }) => {
    const body = { ...valid, ...change };
    const response = await create(body);
    expect(validationMessagesOf(response)).toContainEqual({ field, message });
    expect(await usersRepository.findByEmail(testApp.runtime.database.db, 'valid@example.com')).toBeUndefined();
  });

  test('a username already in use, in any case, is 409', async () => {
    const response = await create({ username: 'ZETA_ONE', email: 'other@example.com', password: 'secret1', role: 'editor' });
    expectApiError(response, 409, 'username_in_use');
    expect(response.body.detail).toBe('Username already in use');
  });

  test('an e-mail already in use, in any case, is 409', async () => {
    const response = await create({ username: 'brand_new', email: fixture.zeta_six!.email.toUpperCase(), password: 'secret1', role: 'editor' });
    expectApiError(response, 409, 'email_in_use');
    expect(await usersRepository.findByUsername(testApp.runtime.database.db, 'brand_new')).toBeUndefined();
  });

  test('is 401 without a session', async () => {
    expectApiError(await request(testApp.app).post('/api/users').send(valid), 401);
  });
});

describe('PUT /api/users/:id/role and /status', () => {
  const changeRole = (id: number | string, body: Record<string, unknown>) => admin.agent.put(`/api/users/${id}/role`).set('X-CSRF-Token', admin.csrf).send(body);
  const changeStatus = (id: number | string, body: Record<string, unknown>) => admin.agent.put(`/api/users/${id}/status`).set('X-CSRF-Token', admin.csrf).send(body);

  test('changing the role of an unknown user id is 404', async () => {
    expectApiError(await changeRole(999_999, { new_role: 'editor' }), 404, 'not_found');
  });

  test('changing the status of an unknown user id is 404', async () => {
    expectApiError(await changeStatus(999_999, { is_active: false }), 404, 'not_found');
  });

  test('a user id beyond the database integer range is refused with 400, not a server error', async () => {
    expectApiError(await changeRole(2_147_483_648, { new_role: 'editor' }), 400, 'validation_error');
    expectApiError(await changeStatus(2_147_483_648, { is_active: false }), 400, 'validation_error');
  });

  test.each(['abc', '0', '-3', '1.5'])('a malformed user id %s is 400', async (id) => {
    expectApiError(await changeRole(id, { new_role: 'editor' }), 400, 'validation_error');
    expectApiError(await changeStatus(id, { is_active: false }), 400, 'validation_error');
  });

  test.each([{ new_role: 'owner' }, {}])('a role change with %j is 400 "Invalid role"', async (body) => {
    const target = fixture.omega_one!;
    expect(validationMessagesOf(await changeRole(target.id, body))).toContainEqual({ field: 'new_role', message: 'Invalid role' });
    expect((await usersRepository.findById(testApp.runtime.database.db, target.id))?.role).toBe('editor');
  });

  test.each([{}, { is_active: 'no' }, { is_active: null }])('a status change with %j is 400', async (body) => {
    const target = fixture.omega_one!;
    expect(validationMessagesOf(await changeStatus(target.id, body)).map((error) => error.field)).toContain('is_active');
    expect((await usersRepository.findById(testApp.runtime.database.db, target.id))?.isActive).toBe(true);
  });

  test('deactivating and reactivating a user moves them between the counts; a deactivated user cannot sign in', async () => {
    const target = fixture.omega_one!;
    const before = (await list({ username_filter: 'omega' })).body;
    expect(before).toMatchObject({ active_count: 2, disabled_count: 1 });

    const off = await changeStatus(target.id, { is_active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ user_id: target.id, is_active: false });
    expect((await list({ username_filter: 'omega' })).body).toMatchObject({ total: 3, active_count: 1, disabled_count: 2 });
    expectApiError(await login(testApp, target.username, TEST_PASSWORD), 401, 'invalid_credentials');

    const on = await changeStatus(target.id, { is_active: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ user_id: target.id, is_active: true });
    expect((await list({ username_filter: 'omega' })).body).toMatchObject({ active_count: 2, disabled_count: 1 });
    expect((await login(testApp, target.username, TEST_PASSWORD)).status).toBe(200);
  });

  test('role and status changes need a session (401)', async () => {
    expectApiError(await request(testApp.app).put(`/api/users/${fixture.omega_one!.id}/role`).send({ new_role: 'contributor' }), 401);
    expectApiError(await request(testApp.app).put(`/api/users/${fixture.omega_one!.id}/status`).send({ is_active: false }), 401);
  });
});
