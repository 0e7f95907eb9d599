import { jest } from '@jest/globals';
import { createSessionFetch, type SessionFetchOptions } from './session-fetch';

const REFRESH_URL = '/api/auth/refresh';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake API that answers 401 until a refresh succeeds; each refresh waits until released. */
function fakeApi({ refreshStatus = 200 }: { refreshStatus?: number } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  let renewed = false;
  const releaseRefresh: (() => void)[] = [];
  const send = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url === REFRESH_URL) {
      await new Promise<void>((resolve) => releaseRefresh.push(resolve));
      renewed = refreshStatus === 200;
      return refreshStatus === 200 ? json(200, { expires_in: 900 }) : json(refreshStatus, { detail: 'No', code: 'not_authenticated' });
    }
    return renewed ? json(200, { ok: url }) : json(401, { detail: 'Not signed in', code: 'not_authenticated' });
  });
  return { calls, send, releaseRefresh: () => releaseRefresh.splice(0).forEach((release) => release()) };
}

function options(overrides: Partial<SessionFetchOptions>): SessionFetchOptions {
  return {
    baseUrl: '',
    send: async () => json(200, {}),
    csrfToken: () => 'csrf-value',
    canRenew: () => true,
    onRenewed: jest.fn(),
    onSessionLost: jest.fn(),
    ...overrides,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('state-changing requests carry the CSRF token, reads do not', async () => {
  const send = jest.fn(async (_url: string, _init: RequestInit) => json(200, {}));
  const session = createSessionFetch(options({ send }));
  await session.fetch('/api/users/me/preferences', { method: 'PUT', body: '{}' });
  await session.fetch('/api/auth/me', { method: 'GET' });
  expect(new Headers(send.mock.calls[0]?.[1].headers).get('X-CSRF-Token')).toBe('csrf-value');
  expect(new Headers(send.mock.calls[1]?.[1].headers).get('X-CSRF-Token')).toBeNull();
});

test('parallel 401s share one refresh, then each request is replayed once', async () => {
  const api = fakeApi();
  const onRenewed = jest.fn();
  const session = createSessionFetch(options({ send: api.send, onRenewed }));
  const responses = Promise.all([
    session.fetch('/api/auth/me', { method: 'GET' }),
    session.fetch('/api/users/me/preferences', { method: 'GET' }),
    session.fetch('/api/users/me/preferences', { method: 'PUT', body: '{"theme":"dark"}' }),
  ]);
  await flush();
  api.releaseRefresh();
  const statuses = (await responses).map((response) => response.status);

  expect(statuses).toEqual([200, 200, 200]);
  expect(api.calls.filter((call) => call.url === REFRESH_URL)).toHaveLength(1);
  expect(api.calls).toHaveLength(7);
  expect(onRenewed).toHaveBeenCalledWith(900);
});

test('a request that fails after a renewal finished is replayed without a second refresh', async () => {
  let tokenGeneration = 0;
  const sentWith: number[] = [];
  const held: ((response: Response) => void)[] = [];
  const send = jest.fn(async (url: string) => {
    if (url === REFRESH_URL) {
      tokenGeneration += 1;
      return json(200, { expires_in: 900 });
    }
    const generation = tokenGeneration;
    sentWith.push(generation);
    if (generation > 0) return json(200, {});
    return new Promise<Response>((resolve) => held.push(resolve));
  });
  const session = createSessionFetch(options({ send }));
  const first = session.fetch('/api/auth/me', { method: 'GET' });
  const second = session.fetch('/api/auth/me', { method: 'GET' });
  await flush();
  held.shift()?.(json(401, {}));
  expect((await first).status).toBe(200);
  held.shift()?.(json(401, {}));
  expect((await second).status).toBe(200);
  expect(send.mock.calls.filter(([url]) => url === REFRESH_URL)).toHaveLength(1);
});

test('a failed refresh ends the session and answers the original 401', async () => {
  const api = fakeApi({ refreshStatus: 401 });
  const onSessionLost = jest.fn();
  const session = createSessionFetch(options({ send: api.send, onSessionLost }));
  const responses = Promise.all([session.fetch('/api/auth/me', { method: 'GET' }), session.fetch('/api/auth/me', { method: 'GET' })]);
  await flush();
  api.releaseRefresh();
  expect((await responses).map((response) => response.status)).toEqual([401, 401]);
  expect(onSessionLost).toHaveBeenCalledTimes(1);
  expect(api.calls.filter((call) => call.url === REFRESH_URL)).toHaveLength(1);
});

test('without a session to renew there is no refresh call: the session is lost at once', async () => {
  const api = fakeApi();
  const onSessionLost = jest.fn();
  const session = createSessionFetch(options({ send: api.send, canRenew: () => false, onSessionLost }));
  expect((await session.fetch('/api/auth/me', { method: 'GET' })).status).toBe(401);
  expect(onSessionLost).toHaveBeenCalledTimes(1);
  expect(api.calls.map((call) => call.url)).toEqual(['/api/auth/me']);
});

test('a request is replayed at most once', async () => {
  const send = jest.fn(async (url: string) => (url === REFRESH_URL ? json(200, { expires_in: 60 }) : json(401, {})));
  const session = createSessionFetch(options({ send }));
  expect((await session.fetch('/api/auth/me', { method: 'GET' })).status).toBe(401);
  expect(send.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me', REFRESH_URL, '/api/auth/me']);
});

test.each(['/api/auth/login', '/api/auth/refresh', '/api/auth/logout'])('a 401 from %s is an answer, not a reason to renew', async (path) => {
  const send = jest.fn(async () => json(401, { detail: 'Invalid credentials', code: 'invalid_credentials' }));
  const onSessionLost = jest.fn();
  const session = createSessionFetch(options({ baseUrl: 'http://api.test', send, onSessionLost }));
  expect((await session.fetch(`http://api.test${path}`, { method: 'POST' })).status).toBe(401);
  expect(send).toHaveBeenCalledTimes(1);
  expect(onSessionLost).not.toHaveBeenCalled();
});

test('renew() on its own (the proactive timer) shares the refresh in flight', async () => {
  const api = fakeApi();
  const session = createSessionFetch(options({ send: api.send }));
  const renewals = Promise.all([session.renew(), session.renew()]);
  await flush();
  api.releaseRefresh();
  expect(await renewals).toEqual([true, true]);
  expect(api.calls).toHaveLength(1);
});
