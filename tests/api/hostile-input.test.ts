import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, TEST_PASSWORD, type SignedInAgent, type TestApp } from '../support/test-app';
import { expectApiError, pngDeclaring } from '../support/api-helpers';

// Each case here was a 500 (or an input wrongly accepted) before; the fuzz test covers the rest.
let testApp: TestApp;
let admin: SignedInAgent;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await testApp.signIn((await testApp.createUser('super_admin')).username);
});
afterAll(() => testApp.close());

describe('NUL bytes and control characters are refused as validation errors', () => {
  test.each([
    ['the user list filter', () => admin.agent.get('/api/users').query({ username_filter: 'ab\u0000c' })],
    ['the log filter', () => admin.agent.get('/api/logs/all').query({ username_filter: '\u0000' })],
    ['the sign-in identifier', () => request(testApp.app).post('/api/auth/login').send({ identifier: 'adm\u0000in@example.com', password: TEST_PASSWORD })],
    ['the initials', () => admin.agent.put('/api/users/me/preferences').set('X-CSRF-Token', admin.csrf).send({ initials: 'A\u0000' })],
    ['an invited address', () => admin.agent.post('/api/invitations').set('X-CSRF-Token', admin.csrf).send({ emails: ['a\u0000b@example.com'], role: 'editor' })],
  ])('%s', async (_name, send) => {
    expectApiError(await send(), 400, 'validation_error');
  });
});

test.each(['0000-01-01', '10000-01-01', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '2026-02-30', '0001-01-01T00:00:00+01:00'])(
  'a date PostgreSQL cannot store (%s) is a validation error',
  async (date) => {
    expectApiError(await admin.agent.get('/api/logs/all').query({ start_date: date }), 400, 'validation_error');
  },
);

test('real dates at the edges of the range are accepted', async () => {
  expect((await admin.agent.get('/api/logs/all').query({ start_date: '0001-01-01', end_date: '9999-12-31' })).status).toBe(200);
  expect((await admin.agent.get('/api/logs/all').query({ start_date: '2026-11-23T10:00:00+01:00' })).status).toBe(200);
});

test.each(['0b11', '0x10', '1e3', '5.', '-0', ' 7', '7 ', 'Infinity'])('the id %j is not read as a number', async (id) => {
  const target = encodeURIComponent(id);
  expectApiError(await admin.agent.put(`/api/users/${target}/role`).set('X-CSRF-Token', admin.csrf).send({ new_role: 'editor' }), 400, 'validation_error');
  expectApiError(await admin.agent.get('/api/logs/all').query({ user_id_filter: id }), 400, 'validation_error');
  expectApiError(await admin.agent.get('/api/users').query({ page: id }), 400, 'validation_error');
});

test('malformed percent-encoding in an API path is a 400', async () => {
  expectApiError(await admin.agent.get('/api/avatars/%zz'), 400, 'malformed_url');
  expectApiError(await admin.agent.put('/api/users/%E0%A4%A/role').set('X-CSRF-Token', admin.csrf).send({ new_role: 'editor' }), 400, 'malformed_url');
});

test('JSON declared in a charset other than UTF-8 is refused with 415', async () => {
  const response = await request(testApp.app)
    .post('/api/auth/login')
    .set('Content-Type', 'application/json; charset=utf-7')
    .send(JSON.stringify({ identifier: 'someone', password: 'whatever1' }));
  expectApiError(response, 415, 'unsupported_media_type');
});

test.each(['gzip', 'deflate', 'br'])('a body that claims Content-Encoding %s but is not encoded is a 400', async (encoding) => {
  const response = await request(testApp.app)
    .post('/api/auth/login')
    .set('Content-Type', 'application/json')
    .set('Content-Encoding', encoding)
    .send(JSON.stringify({ identifier: 'someone', password: 'whatever1' }));
  expect([400, 415]).toContain(response.status);
  expectApiError(response, response.status);
});

describe('the avatar upload', () => {
  const upload = (body: string | Buffer, contentType: string) =>
    admin.agent.post('/api/users/me/avatar').set('X-CSRF-Token', admin.csrf).set('Content-Type', contentType).send(body);

  test.each([
    ['a truncated part', '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc', 'multipart/form-data; boundary=B'],
    ['a part without headers', '--B\r\n\r\nabc\r\n--B--\r\n', 'multipart/form-data; boundary=B'],
    ['a missing boundary', '--B\r\nabc', 'multipart/form-data'],
    ['a boundary that never appears', 'just some bytes', 'multipart/form-data; boundary=XYZ'],
  ])('with %s is a 400', async (_name, body, contentType) => {
    const response = await upload(body, contentType);
    expect(response.status).toBe(400);
    expectApiError(response, 400);
  });

  test('a PNG that declares 0×0 pixels is refused', async () => {
    const response = await admin.agent.post('/api/users/me/avatar').set('X-CSRF-Token', admin.csrf).attach('file', pngDeclaring(0, 0), 'empty.png');
    expectApiError(response, 415, 'unsupported_media_type');
  });

  test('a caller without a session is refused before any of the body is read', async () => {
    const server = testApp.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Announces 5 MB and sends only the first bytes: an answer can only come if the body is not awaited.
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/users/me/avatar',
          headers: { 'content-type': 'multipart/form-data; boundary=B', 'content-length': String(5 * 1024 * 1024) },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        req.write('--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n');
      });
      expect(status).toBe(401);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
