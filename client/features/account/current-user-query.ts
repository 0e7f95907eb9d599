import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';

export const CURRENT_USER_QUERY_KEY = ['account', 'current-user'] as const;

/** GET /api/users/me; a non-2xx answer is thrown as the ts-rest response ({ status, body }). */
export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async (): Promise<CurrentUser> => {
      const response = await api.account.getMe.query();
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** For the route loader: the account page's data, in the cache before the page renders. */
export function prefetchCurrentUser({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return () => queryClient.prefetchQuery({ ...currentUserQueryOptions(api), retry: false });
}
