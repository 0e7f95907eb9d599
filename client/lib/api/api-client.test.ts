import { QueryClient } from '@tanstack/react-query';
import { apiContract } from '../../../contract';
import { createApiClient } from './api-client';

function recordingClient() {
  const requests: { url: string; method: string | undefined }[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.invalid',
    fetch: async (url, init) => {
      requests.push({ url, method: init.method });
      return new Response(JSON.stringify({ user_id: 7 }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, requests };
}

test('a domain of the client is the same hooks object on every use', () => {
  const { api } = recordingClient();
  expect(api.users).toBe(api.users);
  expect(typeof api.users.list.useQuery).toBe('function');
});

test('every domain of the contract is on the client, each with its own routes', () => {
  const { api } = recordingClient();
  expect(Object.keys(api).sort()).toEqual(Object.keys(apiContract).sort());
  expect(typeof api.account.getMe.query).toBe('function');
  expect(typeof api.sponsors.list.query).toBe('function');
});

test("a domain's prefetch sends the route's request through the client's transport and caches the answer", async () => {
  const { api, requests } = recordingClient();
  const queryClient = new QueryClient();
  await api.account.initQueryClient(queryClient).getMe.prefetchQuery({ queryKey: ['me'], queryData: {} });
  expect(requests).toEqual([{ url: 'http://api.invalid/api/users/me', method: 'GET' }]);
  expect(queryClient.getQueryData(['me'])).toMatchObject({ status: 200, body: { user_id: 7 } });
});
