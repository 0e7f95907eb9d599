import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app';
import { expectApiError, login, readLogs, setCookieLines } from '../support/api-helpers';

// Addresses come from X-Forwarded-For (TRUST_PROXY=true); each test uses addresses of its own.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_ADDRESS: '8' });
});
afterAll(() => testApp.close());

async function failTimes(identifier: string, address: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await login(testApp, identifier, 'wrong-password', { address });
    expectApiError(response, 401, 'invalid_credentials');
  }
}

test('after 5 failures for one account from one address, the 6th attempt gets 429 with Retry-After, even with the right password', async () => {
  const user = await testApp.createUser('editor');
  await failTimes(user.username, '203.0.113.10', 5);

  const throttled = await login(testApp, user.username, TEST_PASSWORD, { address: '203.0.113.10' });
  expectApiError(throttled, 429, 'too_many_attempts');
  const retryAfter = Number(throttled.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(setCookieLines(throttled)).toEqual([]);

  // The same account by e-mail is the same account.
  expectApiError(await login(testApp, user.email.toUpperCase(), TEST_PASSWORD, { address: '203.0.113.10' }), 429);
});

test('four failures do not throttle yet', async () => {
  const user = await testApp.createUser('editor');
  await failTimes(user.username, '203.0.113.20', 4);
  expect((await login(testApp, user.username, TEST_PASSWORD, { address: '203.0.113.20' })).status).toBe(200);
});

test('the same account from another address can still sign in', async () => {
  const user = await testApp.createUser('editor');
  await failTimes(user.username, '203.0.113.30', 5);
  expectApiError(await login(testApp, user.username, TEST_PASSWORD, { address: '203.0.113.30' }), 429);
  const elsewhere = await login(testApp, user.username, TEST_PASSWORD, { address: '198.51.100.30' });
  expect(elsewhere.status).toBe(200);
  expect(elsewhere.body.user_id).toBe(user.id);
});

test('another account from the throttled address can still sign in', async () => {
  const user = await testApp.createUser('editor');
  const neighbour = await testApp.createUser('editor');
  await failTimes(user.username, '203.0.113.40', 5);
  expectApiError(await login(testApp, user.username, TEST_PASSWORD, { address: '203.0.113.40' }), 429);
  expect((await login(testApp, neighbour.username, TEST_PASSWORD, { address: '203.0.113.40' })).status).toBe(200);
});

test('a successful sign-in clears the failures of that account and address', async () => {
  const user = await testApp.createUser('editor');
  await failTimes(user.username, '203.0.113.50', 4);
  expect((await login(testApp, user.username, TEST_PASSWORD, { address: '203.0.113.50' })).status).toBe(200);
  await failTimes(user.username, '203.0.113.50', 4);
  expect((await login(testApp, user.username, TEST_PASSWORD, { address: '203.0.113.50' })).status).toBe(200);
});

test('an unknown account is throttled like a known one (no hint that it does not exist)', async () => {
  await failTimes('ghost_account', '203.0.113.60', 5);
  expectApiError(await login(testApp, 'ghost_account', TEST_PASSWORD, { address: '203.0.113.60' }), 429, 'too_many_attempts');
});

test('an address that fails for many accounts is throttled for every account (LOGIN_MAX_FAILURES_PER_ADDRESS)', async () => {
  const victim = await testApp.createUser('editor');
  for (let i = 0; i < 8; i += 1) await failTimes(`sprayed_${i}`, '203.0.113.70', 1);
  expectApiError(await login(testApp, victim.username, TEST_PASSWORD, { address: '203.0.113.70' }), 429);
  expect((await login(testApp, victim.username, TEST_PASSWORD, { address: '198.51.100.70' })).status).toBe(200);
});

test('the throttled attempt is written to the audit log as login_throttled with status 429', async () => {
  const user = await testApp.createUser('contributor');
  await failTimes(user.username, '203.0.113.80', 5);
  expectApiError(await login(testApp, user.username, TEST_PASSWORD, { address: '203.0.113.80' }), 429);

  const reader = await testApp.signIn((await testApp.createUser('super_admin')).username, TEST_PASSWORD, { address: '198.51.100.80' });
  const throttled = await readLogs(reader, { message_filter: 'login_throttled', user_id_filter: user.id });
  expect(throttled.logs).toHaveLength(1);
  expect(throttled.logs[0]).toMatchObject({ user_id: user.id, username: user.username, role: 'contributor', status_code: 429 });
  const failed = await readLogs(reader, { message_filter: 'login_failed', user_id_filter: user.id });
  expect(failed.total).toBe(5);
  expect(failed.logs.every((entry) => entry.status_code === 401)).toBe(true);
});

describe('without TRUST_PROXY', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
  });
  afterAll(() => direct.close());

  test('a forged X-Forwarded-For does not give an attacker fresh addresses', async () => {
    const user = await direct.createUser('editor');
    for (let i = 0; i < 5; i += 1) {
      expectApiError(await login(direct, user.username, 'wrong-password', { address: `192.0.2.${i}` }), 401);
    }
    expectApiError(await login(direct, user.username, TEST_PASSWORD, { address: '192.0.2.99' }), 429);
  });
});
