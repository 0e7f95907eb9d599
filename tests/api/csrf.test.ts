import request from 'supertest';
import { usersRepository } from '../../server/modules/users/users-repository';
import { verifyPassword } from '../../server/security/passwords';
import { createTestApp, TEST_PASSWORD, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { cookieHeader, expectApiError, pngImage, setCookieLines } from '../support/api-helpers';

let testApp: TestApp;
let owner: TestUser;
let target: TestUser;
/** The session under attack, and a second session of the same user. */
let victim: SignedInAgent;
let otherSession: SignedInAgent;
let otherUser: SignedInAgent;
let avatarUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await testApp.createUser('super_admin', { username: 'csrf_owner' });
  target = await testApp.createUser('editor', { username: 'csrf_target' });
  victim = await testApp.signIn(owner.username);
  otherSession = await testApp.signIn(owner.username);
  otherUser = await testApp.signIn((await testApp.createUser('admin')).username);
  const uploaded = await victim.agent.post('/api/users/me/avatar').set('X-CSRF-Token', victim.csrf).attach('file', pngImage(), { filename: 'me.png', contentType: 'image/png' });
  expect(uploaded.status).toBe(200);
  avatarUrl = uploaded.body.profile_picture_url;
});
afterAll(() => testApp.close());

const db = () => testApp.runtime.database.db;

async function preferences() {
  const response = await victim.agent.get('/api/users/me/preferences');
  expect(response.status).toBe(200);
  return response.body;
}

interface StateChange {
  name: string;
  send(req: ReturnType<typeof request>): request.Test;
  /** Asserts that the refused request changed nothing. */
  unchanged(): Promise<void>;
}

const changes: StateChange[] = [
  {
    name: 'PUT /api/users/me/preferences',
    send: (r) => r.put('/api/users/me/preferences').send({ theme: 'dark', language: 'en' }),
    unchanged: async () => expect(await preferences()).toMatchObject({ theme: 'classic', language: 'it' }),
  },
  {
    name: 'PUT /api/users/me/username',
    send: (r) => r.put('/api/users/me/username').send({ new_username: 'hijacked' }),
    unchanged: async () => expect((await usersRepository.findById(db(), owner.id))?.username).toBe('csrf_owner'),
  },
  {
    name: 'PUT /api/users/me/password',
    send: (r) => r.put('/api/users/me/password').send({ old_password: TEST_PASSWORD, new_password: 'Hijack3dPass' }),
    unchanged: async () => expect(await verifyPassword((await usersRepository.findById(db(), owner.id))!.passwordHash, TEST_PASSWORD)).toBe(true),
  },
  {
    name: 'POST /api/users',
    send: (r) => r.post('/api/users').send({ username: 'csrf_created', email: 'csrf_created@example.com', password: 'secret1', role: 'admin' }),
    unchanged: async () => expect(await usersRepository.findByUsername(db(), 'csrf_created')).toBeUndefined(),
  },
  {
    name: 'PUT /api/users/:id/role',
    send: (r) => r.put(`/api/users/${target.id}/role`).send({ new_role: 'admin' }),
    unchanged: async () => expect((await usersRepository.findById(db(), target.id))?.role).toBe('editor'),
  },
  {
    name: 'PUT /api/users/:id/status',
    send: (r) => r.put(`/api/users/${target.id}/status`).send({ is_active: false }),
    unchanged: async () => expect((await usersRepository.findById(db(), target.id))?.isActive).toBe(true),
  },
  {
    name: 'POST /api/users/me/avatar',
    send: (r) => r.post('/api/users/me/avatar').attach('file', pngImage(3, 3), { filename: 'x.png', contentType: 'image/png' }),
    unchanged: async () => expect((await preferences()).profile_picture_url).toBe(avatarUrl),
  },
  {
    name: 'DELETE /api/users/me/avatar',
    send: (r) => r.delete('/api/users/me/avatar'),
    unchanged: async () => expect((await preferences()).profile_picture_url).toBe(avatarUrl),
  },
  {
    name: 'POST /api/auth/logout',
    send: (r) => r.post('/api/auth/logout'),
    unchanged: async () => expect((await victim.agent.get('/api/auth/me')).status).toBe(200),
  },
  {
    name: 'POST /api/auth/refresh',
    send: (r) => r.post('/api/auth/refresh'),
    // A refused refresh must not rotate the token: the session's own refresh still works after.
    unchanged: async () => expect((await victim.agent.post('/api/auth/refresh').set('X-CSRF-Token', victim.csrf)).status).toBe(200),
  },
];

type Forgery = { name: string; header: () => string | undefined; cookie: () => string };

const forgeries: Forgery[] = [
  { name: 'a missing X-CSRF-Token', header: () => undefined, cookie: () => victim.csrf },
  { name: 'a wrong X-CSRF-Token', header: () => 'not-a-csrf-token', cookie: () => victim.csrf },
  { name: 'an X-CSRF-Token that differs from the cookie', header: () => otherSession.csrf, cookie: () => victim.csrf },
  { name: 'a token (header and cookie) signed for another session of the same user', header: () => otherSession.csrf, cookie: () => otherSession.csrf },
  { name: 'a token (header and cookie) signed for another user’s session', header: () => otherUser.csrf, cookie: () => otherUser.csrf },
  {
    name: 'a token with a forged signature (header and cookie)',
    header: () => `${victim.csrf.split('.')[0]}.${'A'.repeat(43)}`,
    cookie: () => `${victim.csrf.split('.')[0]}.${'A'.repeat(43)}`,
  },
];

const cases = changes.flatMap((change) => forgeries.map((forgery) => ({ change, forgery, title: `${change.name} with ${forgery.name} gets 403 csrf_failed and changes nothing` })));

test.each(cases)('$title', async ({ change, forgery }) => {
  const call = change.send(request(testApp.app)).set(
    'Cookie',
    cookieHeader({ access_token: victim.cookies.access_token, refresh_token: victim.cookies.refresh_token, csrf_token: forgery.cookie() }),
  );
  const header = forgery.header();
  if (header !== undefined) call.set('X-CSRF-Token', header);
  const response = await call;
  expectApiError(response, 403, 'csrf_failed');
  expect(setCookieLines(response)).toEqual([]);
  await change.unchanged();
});

test('the same request with the session’s own token goes through', async () => {
  const response = await request(testApp.app)
    .put('/api/users/me/preferences')
    .set('Cookie', cookieHeader(victim.cookies))
    .set('X-CSRF-Token', victim.csrf)
    .send({ theme: 'forest' });
  expect(response.status).toBe(200);
  expect(response.body.theme).toBe('forest');
  await victim.agent.put('/api/users/me/preferences').set('X-CSRF-Token', victim.csrf).send({ theme: 'classic' });
});

test('a request with only the refresh cookie (expired access token) still needs the token', async () => {
  const response = await request(testApp.app)
    .post('/api/auth/logout')
    .set('Cookie', cookieHeader({ refresh_token: victim.cookies.refresh_token, csrf_token: victim.csrf }));
  expectApiError(response, 403, 'csrf_failed');
  expect((await victim.agent.get('/api/auth/me')).status).toBe(200);
});

test('reading (GET) needs no CSRF token', async () => {
  expect((await victim.agent.get('/api/users/me')).status).toBe(200);
  expect((await victim.agent.get('/api/users').query({ page_size: 1 })).status).toBe(200);
});

describe('sign-in is checked by Origin', () => {
  test('a login from a cross-site Origin is refused with 403 csrf_failed and sets no cookie', async () => {
    const response = await request(testApp.app)
      .post('/api/auth/login')
      .set('Host', 'backoffice.test')
      .set('Origin', 'https://evil.example')
      .send({ identifier: owner.username, password: TEST_PASSWORD });
    expectApiError(response, 403, 'csrf_failed');
    expect(setCookieLines(response)).toEqual([]);
  });

  test('a login marked Sec-Fetch-Site: cross-site is refused', async () => {
    const response = await request(testApp.app)
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ identifier: owner.username, password: TEST_PASSWORD });
    expectApiError(response, 403, 'csrf_failed');
  });

  test('a login from the same origin, or without an Origin header, is accepted', async () => {
    const sameOrigin = await request(testApp.app)
      .post('/api/auth/login')
      .set('Host', 'backoffice.test')
      .set('Origin', 'http://backoffice.test')
      .send({ identifier: owner.username, password: TEST_PASSWORD });
    expect(sameOrigin.status).toBe(200);
    const noOrigin = await request(testApp.app).post('/api/auth/login').send({ identifier: owner.username, password: TEST_PASSWORD });
    expect(noOrigin.status).toBe(200);
  });

  test('a cross-site login is refused even when the browser still holds an old session', async () => {
    const response = await request(testApp.app)
      .post('/api/auth/login')
      .set('Cookie', cookieHeader(victim.cookies))
      .set('Origin', 'https://evil.example')
      .send({ identifier: owner.username, password: TEST_PASSWORD });
    expectApiError(response, 403, 'csrf_failed');
  });
});
