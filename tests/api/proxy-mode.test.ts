import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createTestApp, parseSetCookies, TEST_PASSWORD, type TestApp } from '../support/test-app';

let upstream: TestApp;
let upstreamServer: Server;
let proxyApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  upstream = await createTestApp();
  upstreamServer = upstream.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => upstreamServer.once('listening', resolve));
  const { port } = upstreamServer.address() as AddressInfo;
  const config = loadConfig({ NODE_ENV: 'test', COOKIE_SECURE: 'false', LOG_LEVEL: 'silent', API_UPSTREAM_URL: `http://127.0.0.1:${port}` });
  proxyApp = createApp({ config, logger: createLogger('silent') });
});

afterAll(async () => {
  if (upstreamServer.listening) await new Promise((resolve) => upstreamServer.close(resolve));
  await upstream.close();
});

test('sign-in, a state-changing call and a refresh work through the proxy', async () => {
  const user = await upstream.createUser('editor');
  const agent = request.agent(proxyApp);

  const login = await agent.post('/api/auth/login').send({ identifier: user.username, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  const cookies = parseSetCookies(login.headers['set-cookie']);
  expect(Object.keys(cookies).sort()).toEqual(['access_token', 'csrf_token', 'device_token', 'refresh_token']);

  const saved = await agent.put('/api/users/me/preferences').set('X-CSRF-Token', cookies.csrf_token!).send({ theme: 'forest' });
  expect(saved.status).toBe(200);
  expect(saved.body.theme).toBe('forest');

  const withoutCsrf = await agent.put('/api/users/me/preferences').send({ theme: 'ocean' });
  expect(withoutCsrf.status).toBe(403);
  expect(withoutCsrf.body.code).toBe('csrf_failed');

  const refreshed = await agent.post('/api/auth/refresh').set('X-CSRF-Token', cookies.csrf_token!);
  expect(refreshed.status).toBe(200);
  const rotated = parseSetCookies(refreshed.headers['set-cookie']);
  expect(rotated.refresh_token).toBeDefined();
  expect(rotated.refresh_token).not.toBe(cookies.refresh_token);

  const me = await agent.get('/api/auth/me');
  expect(me.status).toBe(200);
  expect(me.body.username).toBe(user.username);
});

test('with the upstream stopped, the API answers 502 in the error shape', async () => {
  await new Promise((resolve) => upstreamServer.close(resolve));
  const response = await request(proxyApp).get('/api/auth/me');
  expect(response.status).toBe(502);
  expect(response.body).toEqual({ detail: 'The API server cannot be reached', code: 'upstream_unavailable' });
  const ready = await request(proxyApp).get('/readyz');
  expect(ready.status).toBe(503);
});
