import request from 'supertest';
import { validationMessages } from '../../contract';
import { createTestApp, TEST_PASSWORD, type SignedInAgent, type TestApp, type TestUser } from '../support/test-app';
import { expectApiError, login, validationMessagesOf } from '../support/api-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function signedInUser(role: TestUser['role'] = 'editor'): Promise<{ user: TestUser; session: SignedInAgent }> {
  const user = await testApp.createUser(role);
  return { user, session: await testApp.signIn(user.username) };
}

describe('GET /api/users/me', () => {
  test('answers the signed-in user with is_active and created_at', async () => {
    const startedAt = Date.now();
    const { user, session } = await signedInUser('contributor');
    const response = await session.agent.get('/api/users/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user_id: user.id,
      username: user.username,
      email: user.email,
      role: 'contributor',
      is_active: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
    });
    expect(Math.abs(Date.parse(response.body.created_at) - startedAt)).toBeLessThan(60_000);
  });

  test('a creator can read their own account too', async () => {
    const { session } = await signedInUser('creator');
    expect((await session.agent.get('/api/users/me')).body.role).toBe('creator');
  });

  test('is 401 without a session', async () => {
    expectApiError(await request(testApp.app).get('/api/users/me'), 401, 'not_authenticated');
  });
});

describe('PUT /api/users/me/username', () => {
  const change = (session: SignedInAgent, body: unknown) => session.agent.put('/api/users/me/username').set('X-CSRF-Token', session.csrf).send(body as object);

  test('changes the username; the new name signs in, the old one no longer does', async () => {
    const { user, session } = await signedInUser();
    const response = await change(session, { new_username: 'Renamed_User' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ new_username: 'Renamed_User' });
    expect((await session.agent.get('/api/auth/me')).body.username).toBe('Renamed_User');
    expect((await login(testApp, 'renamed_user', TEST_PASSWORD)).status).toBe(200);
    expectApiError(await login(testApp, user.username, TEST_PASSWORD), 401);
  });

  test('accepts 3 and 50 characters, and surrounding spaces are trimmed', async () => {
    const { session } = await signedInUser();
    expect((await change(session, { new_username: 'abc' })).body).toEqual({ new_username: 'abc' });
    expect((await change(session, { new_username: `b${'x'.repeat(49)}` })).status).toBe(200);
    expect((await change(session, { new_username: '  trimmed_name  ' })).body).toEqual({ new_username: 'trimmed_name' });
  });

  test('a user may change the case of their own username', async () => {
    const { user, session } = await signedInUser();
    const response = await change(session, { new_username: user.username.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.new_username).toBe(user.username.toUpperCase());
  });

  test.each([
    { new_username: 'ab', message: validationMessages.usernameMin },
    { new_username: 'x'.repeat(51), message: validationMessages.usernameMax },
    { new_username: 'bad-name', message: validationMessages.usernameInvalid },
    { new_username: 'with space', message: validationMessages.usernameInvalid },
    { new_username: 'élan_vital', message: validationMessages.usernameInvalid },
    { new_username: 'me@example.com', message: validationMessages.usernameInvalid },
    { new_username: '', message: validationMessages.usernameRequired },
    { new_username: undefined, message: validationMessages.usernameRequired },
  ])('"$new_username" is refused with 400 "$message" and the name stays', async ({ new_username, message }) => {
    const { user, session } = await signedInUser();
    expect(validationMessagesOf(await change(session, { new_username }))).toContainEqual({ field: 'new_username', message });
    expect((await session.agent.get('/api/users/me')).body.username).toBe(user.username);
  });

  test('a username held by someone else, in any case, is 409 "Username already in use"', async () => {
    const holder = await testApp.createUser('editor', { username: 'Taken_Name' });
    const { user, session } = await signedInUser();
    const response = await change(session, { new_username: 'tAKEN_nAME' });
    expectApiError(response, 409, 'username_in_use');
    expect(response.body.detail).toBe('Username already in use');
    expect((await session.agent.get('/api/users/me')).body.username).toBe(user.username);
    expect(holder.username).toBe('Taken_Name');
  });

  test('is 401 without a session', async () => {
    expectApiError(await request(testApp.app).put('/api/users/me/username').send({ new_username: 'someone' }), 401);
  });
});

describe('PUT /api/users/me/password', () => {
  const change = (session: SignedInAgent, body: Record<string, unknown>) => session.agent.put('/api/users/me/password').set('X-CSRF-Token', session.csrf).send(body);

  test('changes the password (204): the new one signs in, the old one does not', async () => {
    const { user, session } = await signedInUser();
    const response = await change(session, { old_password: TEST_PASSWORD, new_password: 'Changed1Pass' });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await login(testApp, user.username, 'Changed1Pass')).status).toBe(200);
    expectApiError(await login(testApp, user.username, TEST_PASSWORD), 401, 'invalid_credentials');
  });

  test('a wrong current password is 400 "Current password incorrect" and changes nothing', async () => {
    const { user, session } = await signedInUser();
    const response = await change(session, { old_password: 'Wrong-Passw0rd', new_password: 'Changed1Pass' });
    expectApiError(response, 400);
    expect(response.body.detail).toBe('Current password incorrect');
    expect(response.body.errors).toEqual([{ field: 'old_password', message: 'Current password is incorrect.' }]);
    expect((await login(testApp, user.username, TEST_PASSWORD)).status).toBe(200);
    expectApiError(await login(testApp, user.username, 'Changed1Pass'), 401);
    // The session that tried is still signed in.
    expect((await session.agent.get('/api/auth/me')).status).toBe(200);
  });

  test.each([
    { body: { old_password: TEST_PASSWORD, new_password: 'Sh0rtAb' }, field: 'new_password', message: validationMessages.passwordMin },
    { body: { old_password: TEST_PASSWORD }, field: 'new_password', message: validationMessages.passwordMin },
    { body: { old_password: TEST_PASSWORD, new_password: 'alllowercase1' }, field: 'new_password', message: validationMessages.passwordStrength },
    { body: { old_password: TEST_PASSWORD, new_password: 'NoDigitsHere' }, field: 'new_password', message: validationMessages.passwordStrength },
    { body: { old_password: TEST_PASSWORD, new_password: '12345678' }, field: 'new_password', message: validationMessages.passwordStrength },
    { body: { old_password: '', new_password: 'Changed1Pass' }, field: 'old_password', message: validationMessages.oldPasswordRequired },
    { body: { new_password: 'Changed1Pass' }, field: 'old_password', message: validationMessages.oldPasswordRequired },
  ])('$body is refused with 400 "$message" on $field, password unchanged', async ({ body, field, message }) => {
    const { user, session } = await signedInUser();
    expect(validationMessagesOf(await change(session, body))).toContainEqual({ field, message });
    expect((await login(testApp, user.username, TEST_PASSWORD)).status).toBe(200);
  });

  test('is 401 without a session', async () => {
    expectApiError(await request(testApp.app).put('/api/users/me/password').send({ old_password: TEST_PASSWORD, new_password: 'Changed1Pass' }), 401);
  });
});
