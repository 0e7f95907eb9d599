import { queryOptions } from '@tanstack/react-query';
import type { UserListQuery } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import type { LoaderFunctionArgs } from 'react-router';
import { searchParamsOf } from '../../lib/routing/list-route';
import { userListQuery, userListView } from './users/user-list-query';

/** Every cached user list (any filter, any page): reloaded after a change to a user. */
export const USERS_QUERY_KEY = ['users'] as const;
export const PENDING_INVITATIONS_QUERY_KEY = ['invitations', 'pending'] as const;

export function userListQueryOptions(api: ApiClient, query: UserListQuery) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'list', query],
    queryFn: async ({ signal }) => {
      const response = await api.users.list.query({ query, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

export function pendingInvitationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: PENDING_INVITATIONS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const response = await api.invitations.list.query({ fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.invitations;
    },
  });
}

/**
 * The data both tabs open with (the user list as the address's view says), for the
 * server-rendered page and an instant switch between the tabs. Not retried: a failure is the page's to show (and retry), not the navigation's to wait for.
 */
export function prefetchUserAdmin({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>): (args: LoaderFunctionArgs) => Promise<void> {
  return async ({ request }) => {
    await Promise.all([
      queryClient.prefetchQuery({ ...pendingInvitationsQueryOptions(api), retry: false }),
      queryClient.prefetchQuery({ ...userListQueryOptions(api, userListQuery(userListView.parse(searchParamsOf(request)))), retry: false }),
    ]);
  };
}
