import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../../lib/app-services';
import { useAppServices } from '../../lib/app-services';

/** GET /api/users/me: one cache entry, read by the account page and filled by the route loader. */
const CURRENT_USER = { queryKey: ['account', 'current-user'] as const, queryData: {} };

/** The signed-in user's own account; a non-2xx answer is the query's error (the ts-rest response). */
export function useCurrentUser() {
  const { api } = useAppServices();
  return api.account.getMe.useQuery({ ...CURRENT_USER, select: (response) => response.body });
}

/** For the route loader: the account page's data, in the cache before the page renders. */
export function prefetchCurrentUser({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return () => api.account.initQueryClient(queryClient).getMe.prefetchQuery({ ...CURRENT_USER, retry: false });
}

/** Writes a new username into the cached account, if the page has read it. */
export function renameCurrentUser({ api, queryClient }: { api: AppServices['api']; queryClient: QueryClient }, username: string): void {
  api.account
    .initQueryClient(queryClient)
    .getMe.setQueryData(CURRENT_USER.queryKey, (response) => (response ? { ...response, body: { ...response.body, username } } : response));
}
