import request from 'supertest';
import { createTestApp, TEST_PASSWORD, type SignedInAgent, type TestApp } from '../support/test-app';
import { expectApiError } from '../support/api-helpers';

let testApp: TestApp;
let session: SignedInAgent;
let username: string;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ username } = await testApp.createUser('super_admin'));
  session = await testApp.signIn(username);
});
afterAll(() => testApp.close());

describe('request bodies', () => {
  test('a JSON body over 1 MB gets 413 in the error shape', async () => {
    const response = await request(testApp.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ identifier: 'someone', password: 'x'.repeat(1024 * 1024 + 10) }));
    expectApiError(response, 413, 'payload_too_large');
  });

  test('a body just under 1 MB is read (and judged by the rules: here 400, not 413)', async () => {
    const response = await request(testApp.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ identifier: 'someone', password: 'x'.repeat(1000 * 1000) }));
    expectApiError(response, 400, 'validation_error');
  });

  test('a signed-in user’s over-large body is refused with 413 too', async () => {
    const response = await session.agent
      .put('/api/users/me/preferences')
      .set('X-CSRF-Token', session.csrf)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ theme: 'dark', padding: 'x'.repeat(1024 * 1024 + 10) }));
    expectApiError(response, 413, 'payload_too_large');
    expect((await session.agent.get('/api/users/me/preferences')).body.theme).toBe('classic');
  });

  test.each(['{"identifier": "someone", ', '{identifier: someone}', 'not json at all'])('malformed JSON %j gets 400 malformed_json', async (text) => {
    const response = await request(testApp.app).post('/api/auth/login').set('Content-Type', 'application/json').send(text);
    expectApiError(response, 400, 'malformed_json');
  });

  test('malformed JSON from a signed-in user gets 400 malformed_json', async () => {
    const response = await session.agent.put('/api/users/me/preferences').set('X-CSRF-Token', session.csrf).set('Content-Type', 'application/json').send('{"theme": ');
    expectApiError(response, 400, 'malformed_json');
  });
});

describe('unknown paths', () => {
  test.each([
    ['get', '/api/nothing-here'],
    ['post', '/api/nothing-here'],
    ['get', '/api/users/1/unknown'],
    ['patch', '/api/users/me/preferences'],
    ['get', '/api'],
    ['get', '/API/nothing-here'],
  ] as const)('%s %s gets 404 in the error shape', async (method, path) => {
    const response = await request(testApp.app)[method](path);
    expectApiError(response, 404, 'not_found');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

test('API paths are matched without regard to case, as Express matches them', async () => {
  const response = await session.agent.get('/API/Auth/Me');
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ username });
});

describe('Cache-Control: no-store on every API answer', () => {
  test.each([
    ['a failed sign-in', () => request(testApp.app).post('/api/auth/login').send({ identifier: 'nobody_at_all', password: TEST_PASSWORD })],
    ['a 401', () => request(testApp.app).get('/api/auth/me')],
    ['a 404', () => request(testApp.app).get('/api/nothing-here')],
    ['a 400', () => request(testApp.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{')],
    ['the OpenAPI document', () => request(testApp.app).get('/api/openapi.json')],
    ['GET /api/auth/me', () => session.agent.get('/api/auth/me')],
    ['GET /api/users/me', () => session.agent.get('/api/users/me')],
    ['GET /api/users/me/preferences', () => session.agent.get('/api/users/me/preferences')],
    ['GET /api/users', () => session.agent.get('/api/users')],
    ['GET /api/logs/all', () => session.agent.get('/api/logs/all')],
    ['a 403 csrf_failed', () => session.agent.put('/api/users/me/preferences').send({ theme: 'dark' })],
    ['PUT /api/users/me/preferences', () => session.agent.put('/api/users/me/preferences').set('X-CSRF-Token', session.csrf).send({})],
    ['POST /api/auth/refresh', () => session.agent.post('/api/auth/refresh').set('X-CSRF-Token', session.csrf)],
  ])('%s', async (_name, call) => {
    const response = await call();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('also on the sign-in answer that carries the cookies', async () => {
    const user = await testApp.createUser('editor');
    const response = await request(testApp.app).post('/api/auth/login').send({ identifier: user.username, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

test('security headers are set on API answers', async () => {
  const response = await request(testApp.app).get('/api/auth/me');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
});

describe('when the database is gone', () => {
  let broken: TestApp;
  let cookie: string;
  beforeAll(async () => {
    broken = await createTestApp();
    const user = await broken.createUser('admin');
    const signedIn = await broken.signIn(user.username);
    cookie = Object.entries(signedIn.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    await broken.closeDatabase();
  });
  afterAll(() => broken.close());

  test('the API answers 503 database_unavailable with Retry-After, as /readyz does (no stack, no SQL)', async () => {
    for (const response of [
      await request(broken.app).get('/api/auth/me').set('Cookie', cookie),
      await request(broken.app).post('/api/auth/login').send({ identifier: 'someone', password: TEST_PASSWORD }),
      await request(broken.app).get('/api/users').set('Cookie', cookie),
    ]) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ detail: 'The database is unavailable; try again shortly', code: 'database_unavailable' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  test('/readyz answers 503 while /healthz still answers 200', async () => {
    const ready = await request(broken.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 'not_ready', detail: expect.any(String) });
    expect((await request(broken.app).get('/healthz')).status).toBe(200);
  });
});
