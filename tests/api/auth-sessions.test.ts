import request from 'supertest';
import { createTestApp, parseSetCookies, TEST_PASSWORD, type TestApp, type TestUser } from '../support/test-app';
import { cookieHeader, expectApiError, login, readLogs, setCookieLine, setCookieLines, sleep, validationMessagesOf } from '../support/api-helpers';

/** Default settings: 900 s access tokens, 10 s refresh grace. */
let main: TestApp;
/** Short lifetimes: 2 s access tokens and a 1 s refresh grace window. */
let short: TestApp;

beforeAll(async () => {
  [main, short] = await Promise.all([createTestApp(), createTestApp({ ACCESS_TOKEN_TTL: '2', REFRESH_GRACE_SECONDS: '1' })]);
});
afterAll(() => Promise.all([main?.close(), short?.close()]));

type SessionCookies = { access_token?: string; refresh_token?: string; csrf_token?: string };

function cookiesOf(response: request.Response): SessionCookies {
  return parseSetCookies(response.headers['set-cookie']);
}

async function signInCookies(testApp: TestApp, user: TestUser, rememberMe?: boolean): Promise<Required<SessionCookies>> {
  const response = await login(testApp, user.username, user.password, { rememberMe });
  expect(response.status).toBe(200);
  const { device_token: device, ...cookies } = cookiesOf(response) as SessionCookies & { device_token?: string };
  expect(cookies).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), csrf_token: expect.any(String) });
  expect(device).toEqual(expect.any(String));
  return cookies as Required<SessionCookies>;
}

function refresh(testApp: TestApp, cookies: SessionCookies) {
  return request(testApp.app).post('/api/auth/refresh').set('Cookie', cookieHeader(cookies)).set('X-CSRF-Token', cookies.csrf_token ?? '');
}

function me(testApp: TestApp, cookies: SessionCookies) {
  return request(testApp.app).get('/api/auth/me').set('Cookie', cookieHeader(cookies));
}

/** The cookies a refreshed session uses: the rotated ones, with the csrf token kept when not re-issued. */
function after(response: request.Response, previous: SessionCookies): Required<SessionCookies> {
  return { ...previous, ...cookiesOf(response) } as Required<SessionCookies>;
}

describe('sign-in', () => {
  test('signs in by username, case-insensitively, answering user_id, username, role and expires_in', async () => {
    const user = await main.createUser('editor', { username: 'Mixed_Case_Ed' });
    const response = await login(main, 'mIXED_cASE_eD', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user_id: user.id, username: 'Mixed_Case_Ed', role: 'editor', expires_in: expect.any(Number) });
    expect(response.body.expires_in).toBeGreaterThanOrEqual(898);
    expect(response.body.expires_in).toBeLessThanOrEqual(900);
    expect(Object.keys(cookiesOf(response)).sort()).toEqual(['access_token', 'csrf_token', 'device_token', 'refresh_token']);
    // The device cookie goes only to the sign-in endpoints, and only the server reads it.
    expect(setCookieLine(response, 'device_token')).toMatch(/; Path=\/api\/auth;.*HttpOnly/);
  });

  test('signs in by e-mail, case-insensitively', async () => {
    const user = await main.createUser('contributor', { email: 'Someone.Contrib@Example.com' });
    const response = await login(main, 'someone.contrib@EXAMPLE.COM', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user_id: user.id, username: user.username, role: 'contributor' });
  });

  test('a wrong password and an unknown user both get 401 "Invalid credentials" with the same code', async () => {
    const user = await main.createUser('editor');
    const wrongPassword = await login(main, user.username, 'not-the-password');
    const unknownUser = await login(main, 'nobody_here', TEST_PASSWORD);
    const unknownEmail = await login(main, 'nobody@example.com', TEST_PASSWORD);
    for (const response of [wrongPassword, unknownUser, unknownEmail]) {
      expectApiError(response, 401, 'invalid_credentials');
      expect(response.body.detail).toBe('Invalid credentials');
      expect(setCookieLines(response)).toEqual([]);
    }
  });

  test('a deactivated user cannot sign in and gets the same answer as a wrong password', async () => {
    const user = await main.createUser('editor', { isActive: false });
    const response = await login(main, user.username, TEST_PASSWORD);
    expectApiError(response, 401, 'invalid_credentials');
    expect(response.body.detail).toBe('Invalid credentials');
  });

  test.each([
    { body: { password: 'secret1' }, field: 'identifier', message: 'Please enter your email or username' },
    { body: { identifier: '', password: 'secret1' }, field: 'identifier', message: 'Please enter your email or username' },
    { body: { identifier: 'has space', password: 'secret1' }, field: 'identifier', message: 'Please enter a valid email or username' },
    { body: { identifier: 'ab', password: 'secret1' }, field: 'identifier', message: 'Please enter a valid email or username' },
    { body: { identifier: 'a@b', password: 'secret1' }, field: 'identifier', message: 'Please enter a valid email or username' },
    { body: { identifier: 'someone', password: '12345' }, field: 'password', message: 'Password must be at least 6 characters' },
    { body: { identifier: 'someone' }, field: 'password', message: 'Password must be at least 6 characters' },
  ])('login validation: $body gives 400 "$message" on $field', async ({ body, field, message }) => {
    const response = await request(main.app).post('/api/auth/login').send(body);
    expect(validationMessagesOf(response)).toContainEqual({ field, message });
  });

  test('remember_me must be a boolean', async () => {
    const response = await request(main.app).post('/api/auth/login').send({ identifier: 'someone', password: 'secret1', remember_me: 'yes' });
    expect(validationMessagesOf(response).map((error) => error.field)).toContain('remember_me');
  });

  test('session cookies: access and refresh tokens are HttpOnly, the csrf token is readable, all SameSite=Lax on /', async () => {
    const user = await main.createUser('editor');
    const response = await login(main, user.username, TEST_PASSWORD);
    const access = setCookieLine(response, 'access_token')!;
    const refreshLine = setCookieLine(response, 'refresh_token')!;
    const csrf = setCookieLine(response, 'csrf_token')!;
    for (const line of [access, refreshLine, csrf]) {
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).toMatch(/;\s*Path=\//);
    }
    expect(access).toMatch(/;\s*HttpOnly/i);
    expect(refreshLine).toMatch(/;\s*HttpOnly/i);
    expect(csrf).not.toMatch(/HttpOnly/i);
    // The refresh token is 256 random bits, base64url.
    expect(cookiesOf(response).refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('remember_me true (the default) gives persistent cookies of about 30 days', async () => {
    const user = await main.createUser('editor');
    for (const rememberMe of [true, undefined]) {
      const response = await login(main, user.username, TEST_PASSWORD, { rememberMe });
      const refreshLine = setCookieLine(response, 'refresh_token')!;
      const maxAge = Number(/Max-Age=(\d+)/i.exec(refreshLine)?.[1]);
      expect(maxAge).toBeGreaterThan(29 * 86_400);
      expect(maxAge).toBeLessThanOrEqual(30 * 86_400);
      expect(refreshLine).toMatch(/Expires=/i);
      expect(setCookieLine(response, 'csrf_token')).toMatch(/Max-Age=/i);
    }
  });

  test('remember_me false gives browser-session cookies (no Max-Age or Expires), also after a refresh', async () => {
    const user = await main.createUser('editor');
    const response = await login(main, user.username, TEST_PASSWORD, { rememberMe: false });
    expect(response.status).toBe(200);
    for (const name of ['access_token', 'refresh_token', 'csrf_token']) {
      expect(setCookieLine(response, name)).not.toMatch(/Max-Age|Expires/i);
    }
    const refreshed = await refresh(main, cookiesOf(response));
    expect(refreshed.status).toBe(200);
    expect(setCookieLine(refreshed, 'refresh_token')).toBeDefined();
    expect(setCookieLine(refreshed, 'refresh_token')).not.toMatch(/Max-Age|Expires/i);
  });

  test('GET /api/auth/me answers the user and expires_in; without a valid access token it is 401', async () => {
    const user = await main.createUser('admin');
    const cookies = await signInCookies(main, user);
    const response = await me(main, cookies);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user_id: user.id, username: user.username, email: user.email, role: 'admin', expires_in: expect.any(Number) });
    expect(response.body.expires_in).toBeGreaterThanOrEqual(898);
    expect(response.body.expires_in).toBeLessThanOrEqual(900);

    expectApiError(await request(main.app).get('/api/auth/me'), 401, 'not_authenticated');
    expectApiError(await me(main, { access_token: 'not-a-token' }), 401);
    // A token with one character changed in its signature is not accepted.
    const tampered = cookies.access_token.slice(0, -2) + (cookies.access_token.endsWith('AA') ? 'BB' : 'AA');
    expectApiError(await me(main, { access_token: tampered }), 401);
  });
});

describe('refresh', () => {
  test('rotates the refresh token, issues a working access token and answers expires_in', async () => {
    const user = await main.createUser('editor');
    const first = await signInCookies(main, user);
    const response = await refresh(main, first);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ expires_in: expect.any(Number) });
    expect(response.body.expires_in).toBeGreaterThanOrEqual(898);
    expect(response.body.expires_in).toBeLessThanOrEqual(900);
    const second = after(response, first);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(main, { access_token: second.access_token })).status).toBe(200);
    // The rotated session still accepts state-changing requests with its csrf token.
    const saved = await request(main.app)
      .put('/api/users/me/preferences')
      .set('Cookie', cookieHeader(second))
      .set('X-CSRF-Token', second.csrf_token)
      .send({ theme: 'ocean' });
    expect(saved.status).toBe(200);
    // And the successor can be rotated again.
    const third = await refresh(main, second);
    expect(third.status).toBe(200);
    expect(after(third, second).refresh_token).not.toBe(second.refresh_token);
  });

  test('the old token used again within the grace window yields the same successor', async () => {
    const user = await main.createUser('editor');
    const first = await signInCookies(main, user);
    const a = await refresh(main, first);
    const b = await refresh(main, first);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(cookiesOf(b).refresh_token).toBe(cookiesOf(a).refresh_token);
    expect((await me(main, { access_token: cookiesOf(b).access_token })).status).toBe(200);
  });

  test('an old token within the grace window yields the newest live successor, not one another tab has rotated since', async () => {
    const user = await main.createUser('editor');
    const first = await signInCookies(main, user);
    const byTabA = await refresh(main, first);
    const second = after(byTabA, first);
    const byTabB = await refresh(main, second);
    const third = after(byTabB, second);

    const late = await refresh(main, first);
    expect(late.status).toBe(200);
    expect(cookiesOf(late).refresh_token).toBe(third.refresh_token);
    // The token handed out is live: using it rotates normally instead of counting as reuse.
    const next = await refresh(main, after(late, first));
    expect(next.status).toBe(200);
    expect(cookiesOf(next).refresh_token).not.toBe(third.refresh_token);
  });

  test('two concurrent refreshes with the same token both succeed with the same successor', async () => {
    const user = await main.createUser('editor');
    const first = await signInCookies(main, user);
    const [a, b] = await Promise.all([refresh(main, first), refresh(main, first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const successor = cookiesOf(a).refresh_token;
    expect(successor).toBeDefined();
    expect(successor).not.toBe(first.refresh_token);
    expect(cookiesOf(b).refresh_token).toBe(successor);
    // The session goes on normally with that successor.
    expect((await refresh(main, after(a, first))).status).toBe(200);
  });

  test('refresh without a refresh cookie, or with an unknown token, is 401 and clears the cookies', async () => {
    expectApiError(await request(main.app).post('/api/auth/refresh'), 401);
    const unknown = await request(main.app).post('/api/auth/refresh').set('Cookie', cookieHeader({ refresh_token: 'x'.repeat(43) }));
    expectApiError(unknown, 401, 'invalid_refresh_token');
    expect(setCookieLine(unknown, 'refresh_token')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  test('reuse of a rotated token after the grace window revokes the whole family and is logged', async () => {
    const user = await short.createUser('editor');
    const t0 = await signInCookies(short, user);
    const rotated = await refresh(short, t0);
    expect(rotated.status).toBe(200);
    const t1 = after(rotated, t0);

    await sleep(1_200); // past REFRESH_GRACE_SECONDS=1
    const reuse = await refresh(short, { refresh_token: t0.refresh_token, csrf_token: t0.csrf_token });
    expectApiError(reuse, 401, 'invalid_refresh_token');

    // The successor stops working too: the whole family is revoked.
    expectApiError(await refresh(short, t1), 401);
    // So does its access token, which has not expired yet.
    expectApiError(await me(short, { access_token: t1.access_token }), 401);

    const reader = await short.signIn((await short.createUser('super_admin')).username);
    const { logs } = await readLogs(reader, { message_filter: 'session_reuse_detected', user_id_filter: user.id });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ user_id: user.id, username: user.username, role: 'editor', status_code: 401 });
  });

  test('an expired access token gets 401 on /api/auth/me, and a refresh renews the session', async () => {
    const user = await short.createUser('editor');
    const response = await login(short, user.username, TEST_PASSWORD);
    const signedInAt = Date.now();
    expect(response.status).toBe(200);
    expect(response.body.expires_in).toBeGreaterThanOrEqual(1);
    expect(response.body.expires_in).toBeLessThanOrEqual(2);
    const cookies = cookiesOf(response);

    // A 2 s token issued at second s expires at s+2 at the latest.
    await sleep((Math.floor(signedInAt / 1000) + 2) * 1000 - Date.now() + 50);
    expectApiError(await me(short, cookies), 401, 'not_authenticated');

    const renewed = await refresh(short, cookies);
    expect(renewed.status).toBe(200);
    expect(renewed.body.expires_in).toBeGreaterThanOrEqual(1);
    expect(renewed.body.expires_in).toBeLessThanOrEqual(2);
    const meAgain = await me(short, after(renewed, cookies));
    expect(meAgain.status).toBe(200);
    expect(meAgain.body).toMatchObject({ user_id: user.id, expires_in: expect.any(Number) });
  });
});

describe('rights are re-read on every request', () => {
  test('a deactivated user loses access on the very next request, and cannot refresh', async () => {
    const admin = await main.signIn((await main.createUser('admin')).username);
    const editor = await main.createUser('editor');
    const cookies = await signInCookies(main, editor);
    expect((await me(main, cookies)).status).toBe(200);

    const deactivated = await admin.agent.put(`/api/users/${editor.id}/status`).set('X-CSRF-Token', admin.csrf).send({ is_active: false });
    expect(deactivated.status).toBe(200);

    expectApiError(await me(main, cookies), 401);
    expectApiError(await request(main.app).get('/api/users/me').set('Cookie', cookieHeader(cookies)), 401);
    expectApiError(await refresh(main, cookies), 401);
  });

  test('an admin lowered to editor loses /api/logs/all on the very next request', async () => {
    const superAdmin = await main.signIn((await main.createUser('super_admin')).username);
    const admin = await main.createUser('admin');
    const cookies = await signInCookies(main, admin);
    const logs = () => request(main.app).get('/api/logs/all').set('Cookie', cookieHeader(cookies));
    expect((await logs()).status).toBe(200);

    const lowered = await superAdmin.agent.put(`/api/users/${admin.id}/role`).set('X-CSRF-Token', superAdmin.csrf).send({ new_role: 'editor' });
    expect(lowered.status).toBe(200);

    expectApiError(await logs(), 403, 'forbidden');
    expect((await me(main, cookies)).body.role).toBe('editor');
  });

  test('a password change signs out the other sessions but keeps the current one', async () => {
    const user = await main.createUser('editor');
    const current = await signInCookies(main, user);
    const other = await signInCookies(main, user);

    const changed = await request(main.app)
      .put('/api/users/me/password')
      .set('Cookie', cookieHeader(current))
      .set('X-CSRF-Token', current.csrf_token)
      .send({ old_password: TEST_PASSWORD, new_password: 'NewPassw0rd' });
    expect(changed.status).toBe(204);

    expect((await me(main, current)).status).toBe(200);
    expect((await refresh(main, current)).status).toBe(200);
    expectApiError(await me(main, other), 401);
    expectApiError(await refresh(main, other), 401);
  });
});

describe('logout', () => {
  test('revokes the session, clears the cookies and sends Clear-Site-Data', async () => {
    const user = await main.createUser('editor');
    const cookies = await signInCookies(main, user);
    const otherSession = await signInCookies(main, user);

    const response = await request(main.app).post('/api/auth/logout').set('Cookie', cookieHeader(cookies)).set('X-CSRF-Token', cookies.csrf_token);
    expect(response.status).toBe(204);
    expect(response.headers['clear-site-data']).toBe('"cookies"');
    for (const name of ['access_token', 'refresh_token', 'csrf_token']) {
      expect(setCookieLine(response, name)).toMatch(new RegExp(`^${name}=;.*Expires=Thu, 01 Jan 1970`));
    }

    expectApiError(await me(main, cookies), 401);
    expectApiError(await refresh(main, cookies), 401);
    // Only this session ends: the user's other session goes on.
    expect((await me(main, otherSession)).status).toBe(200);
  });

  test('works with only the refresh cookie (expired access token)', async () => {
    const user = await main.createUser('editor');
    const cookies = await signInCookies(main, user);
    const withoutAccess = { refresh_token: cookies.refresh_token, csrf_token: cookies.csrf_token };
    const response = await request(main.app).post('/api/auth/logout').set('Cookie', cookieHeader(withoutAccess)).set('X-CSRF-Token', cookies.csrf_token);
    expect(response.status).toBe(204);
    expectApiError(await refresh(main, cookies), 401);
  });

  test('without a session it is 401', async () => {
    expectApiError(await request(main.app).post('/api/auth/logout'), 401, 'not_authenticated');
  });
});
