import request from 'supertest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { createTestApp, parseSetCookies, TEST_PASSWORD, type TestApp } from '../support/test-app';
import { expectApiError, login, readLogs } from '../support/api-helpers';

// Addresses come from X-Forwarded-For (TRUST_PROXY=true); each test uses addresses of its own.
// Defaults: 5 failures per account and address, 20 per account from unknown clients.
let testApp: TestApp;
beforeAll(async () => {
  // Bursts of 60 wait in the embedded database's queue longer than its production limit.
  testApp = await createTestApp({ TRUST_PROXY: 'true', EMBEDDED_DB_QUEUE_TIMEOUT_MS: '60000' });
});
afterAll(() => testApp.close());

const statusesOf = (responses: request.Response[]) => responses.map((response) => response.status);
const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

test('60 parallel wrong passwords for one account from one address: 5 are checked, the rest get 429, and then so does the right one', async () => {
  const user = await testApp.createUser('editor');
  const statuses = statusesOf(await Promise.all(Array.from({ length: 60 }, () => login(testApp, user.username, 'wrong-password', { address: '203.0.113.101' }))));
  expect(count(statuses, 401)).toBe(5);
  expect(count(statuses, 429)).toBe(55);
  expectApiError(await login(testApp, user.username, TEST_PASSWORD, { address: '203.0.113.101' }), 429, 'too_many_attempts');
});

test('the right password sent among 59 parallel wrong ones: at most 5 passwords are checked in all', async () => {
  const user = await testApp.createUser('editor');
  const attempts = Array.from({ length: 60 }, (_, index) => (index === 30 ? TEST_PASSWORD : 'wrong-password'));
  const statuses = statusesOf(await Promise.all(attempts.map((password) => login(testApp, user.username, password, { address: '203.0.113.102' }))));
  expect(count(statuses, 401) + count(statuses, 200)).toBeLessThanOrEqual(5);
  expect(count(statuses, 429)).toBeGreaterThanOrEqual(55);
});

test('guesses spread over 12 addresses meet the per-account limit: 20 are checked, then every unknown client gets 429', async () => {
  const user = await testApp.createUser('editor');
  const guesses = Array.from({ length: 48 }, (_, index) => login(testApp, user.username, 'wrong-password', { address: `198.18.0.${index % 12}` }));
  const statuses = statusesOf(await Promise.all(guesses));
  expect(count(statuses, 401)).toBe(20);
  expect(count(statuses, 429)).toBe(28);
  expectApiError(await login(testApp, user.username, TEST_PASSWORD, { address: '198.18.1.1' }), 429, 'too_many_attempts');
});

test('the attack does not lock out the real user on a browser that signed in before (device cookie)', async () => {
  const user = await testApp.createUser('editor');
  const earlier = await login(testApp, user.username, TEST_PASSWORD, { address: '192.0.2.200' });
  const device = parseSetCookies(earlier.headers['set-cookie']).device_token;
  expect(device).toEqual(expect.any(String));

  await Promise.all(Array.from({ length: 30 }, (_, index) => login(testApp, user.username, 'wrong-password', { address: `198.18.2.${index}` })));
  expectApiError(await login(testApp, user.username, TEST_PASSWORD, { address: '198.18.3.1' }), 429);

  const withDevice = await request(testApp.app)
    .post('/api/auth/login')
    .set('X-Forwarded-For', '192.0.2.201')
    .set('Cookie', `device_token=${encodeURIComponent(device!)}`)
    .send({ identifier: user.username, password: TEST_PASSWORD });
  expect(withDevice.status).toBe(200);
});

test('a device cookie of another account, or a forged one, counts as an unknown client', async () => {
  const owner = await testApp.createUser('editor');
  const target = await testApp.createUser('editor');
  const device = parseSetCookies((await login(testApp, owner.username, TEST_PASSWORD, { address: '192.0.2.210' })).headers['set-cookie']).device_token!;
  await Promise.all(Array.from({ length: 20 }, (_, index) => login(testApp, target.username, 'wrong-password', { address: `198.18.4.${index}` })));

  for (const cookie of [device, `${target.id}.forged-id.forged-signature`]) {
    const attempt = await request(testApp.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '192.0.2.211')
      .set('Cookie', `device_token=${encodeURIComponent(cookie)}`)
      .send({ identifier: target.username, password: TEST_PASSWORD });
    expectApiError(attempt, 429, 'too_many_attempts');
  }
});

test('a trusted device is throttled on its own failures, like an address', async () => {
  const user = await testApp.createUser('editor');
  const device = parseSetCookies((await login(testApp, user.username, TEST_PASSWORD, { address: '192.0.2.220' })).headers['set-cookie']).device_token!;
  const withDevice = (password: string) =>
    request(testApp.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '192.0.2.221')
      .set('Cookie', `device_token=${encodeURIComponent(device)}`)
      .send({ identifier: user.username, password });
  const statuses = statusesOf(await Promise.all(Array.from({ length: 12 }, () => withDevice('wrong-password'))));
  expect(count(statuses, 401)).toBe(5);
  expectApiError(await withDevice(TEST_PASSWORD), 429);
});

test('repeated throttled attempts write one audit entry per window, not one per request', async () => {
  const user = await testApp.createUser('contributor');
  await Promise.all(Array.from({ length: 40 }, () => login(testApp, user.username, 'wrong-password', { address: '203.0.113.103' })));
  const reader = await testApp.signIn((await testApp.createUser('super_admin')).username, TEST_PASSWORD, { address: '198.51.100.103' });
  expect((await readLogs(reader, { message_filter: 'login_throttled', user_id_filter: user.id })).total).toBe(1);
  expect((await readLogs(reader, { message_filter: 'login_failed', user_id_filter: user.id })).total).toBe(5);
});

describe('changing the password', () => {
  test('wrong current passwords are throttled: after 5, even the right one gets 429; one audit entry for the throttling', async () => {
    const user = await testApp.createUser('editor');
    const session = await testApp.signIn(user.username, TEST_PASSWORD, { address: '203.0.113.104' });
    const change = (oldPassword: string) =>
      session.agent
        .put('/api/users/me/password')
        .set('X-Forwarded-For', '203.0.113.104')
        .set('X-CSRF-Token', session.csrf)
        .send({ old_password: oldPassword, new_password: 'Brand-new-1' });
    const statuses = statusesOf(await Promise.all(Array.from({ length: 15 }, () => change('not-my-password'))));
    expect(count(statuses, 400)).toBe(5);
    expect(count(statuses, 429)).toBe(10);
    expectApiError(await change(TEST_PASSWORD), 429, 'too_many_attempts');

    const reader = await testApp.signIn((await testApp.createUser('super_admin')).username, TEST_PASSWORD, { address: '198.51.100.104' });
    const entries = (await readLogs(reader, { message_filter: 'password_changed', user_id_filter: user.id })).logs;
    expect(entries.map((entry) => entry.status_code).sort()).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('front rate limits per address and route class', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '4' });
  });
  afterAll(() => limited.close());

  test('the sign-in class answers 429 with Retry-After past its limit, counted across processes sharing the database', async () => {
    // A second app on the same database stands for a second process: the counters are in the database.
    const apps = [limited.app, createApp({ config: limited.config, logger: createLogger('silent'), local: limited.runtime })];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await request(apps[i % 2]!).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.150').send({ identifier: 'nobody_here', password: 'wrong-password' });
      statuses.push(response.status);
      if (response.status === 429) {
        expectApiError(response, 429, 'too_many_requests');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another address is not affected.
    expect((await request(limited.app).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.151').send({ identifier: 'nobody_here', password: 'wrong-password' })).status).toBe(401);
  });

  test('anonymous calls are limited per address; signed-in calls are not counted as anonymous', async () => {
    const user = await limited.createUser('editor');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await request(limited.app).get('/api/auth/me').set('X-Forwarded-For', '203.0.113.160')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);

    const session = await limited.signIn(user.username, TEST_PASSWORD, { address: '203.0.113.161' });
    for (let i = 0; i < 6; i += 1) expect((await session.agent.get('/api/auth/me').set('X-Forwarded-For', '203.0.113.161')).status).toBe(200);
  });
});
