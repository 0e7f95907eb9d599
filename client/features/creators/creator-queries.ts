import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { CreatorDetail, CreatorListQuery } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import { searchParamsOf } from '../../lib/routing/list-route';
import { recordIdOf } from '../../lib/routing/record-id';
import { creatorListQuery, creatorListView } from './creator-list-view';

/** Every cached creator answer: reloaded after a change to a creator. */
export const CREATORS_QUERY_KEY = ['creators'] as const;

export function creatorListQueryOptions(api: ApiClient, query: CreatorListQuery) {
  return queryOptions({
    queryKey: [...CREATORS_QUERY_KEY, 'list', query],
    queryFn: async ({ signal }) => {
      const response = await api.creators.list.query({ query, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    placeholderData: keepPreviousData,
  });
}

const creatorKey = (id: number) => [...CREATORS_QUERY_KEY, 'record', id] as const;
export const creatorActivityKey = (id: number) => [...CREATORS_QUERY_KEY, 'activity', id] as const;
export const snapshotsKey = (creatorId: number, accountId: number) => [...CREATORS_QUERY_KEY, 'snapshots', creatorId, accountId] as const;

export function creatorQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: creatorKey(id),
    queryFn: async ({ signal }) => {
      const response = await api.creators.get.query({ params: { id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** The signed-in creator's own record (their area). */
export function ownCreatorQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...CREATORS_QUERY_KEY, 'mine'],
    queryFn: async ({ signal }) => {
      const response = await api.creators.mine.query({ fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

export function managerOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...CREATORS_QUERY_KEY, 'managers'],
    queryFn: async ({ signal }) => {
      const response = await api.creators.managerOptions.query({ fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.managers;
    },
    staleTime: 60_000,
  });
}

export function categoriesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...CREATORS_QUERY_KEY, 'categories'],
    queryFn: async ({ signal }) => {
      const response = await api.creators.categories.query({ fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.categories;
    },
    staleTime: 60_000,
  });
}

export function snapshotsQueryOptions(api: ApiClient, creatorId: number, accountId: number) {
  return queryOptions({
    queryKey: snapshotsKey(creatorId, accountId),
    queryFn: async ({ signal }) => {
      const response = await api.creators.snapshots.query({ params: { id: creatorId, accountId }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.snapshots;
    },
  });
}

/** A creator as a save answered it: its cache entries, and every list, activity and history to be read again. */
export async function storeSavedCreator(queryClient: QueryClient, creator: CreatorDetail): Promise<void> {
  queryClient.setQueryData(creatorKey(creator.creator_id), creator);
  await queryClient.invalidateQueries({
    queryKey: CREATORS_QUERY_KEY,
    predicate: (query) => !['record', 'managers', 'categories'].includes(String(query.queryKey[1])),
  });
}

type Services = Pick<AppServices, 'api' | 'queryClient'>;

export function prefetchCreatorList({ api, queryClient }: Services) {
  return async ({ request }: LoaderFunctionArgs) => {
    await Promise.all([
      queryClient.prefetchQuery({ ...creatorListQueryOptions(api, creatorListQuery(creatorListView.parse(searchParamsOf(request)))), retry: false }),
      queryClient.prefetchQuery({ ...categoriesQueryOptions(api), retry: false }),
      queryClient.prefetchQuery({ ...managerOptionsQueryOptions(api), retry: false }),
    ]);
  };
}

export function prefetchCreator({ api, queryClient }: Services) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = recordIdOf(params.id);
    if (id === null) return;
    await Promise.all([
      queryClient.prefetchQuery({ ...creatorQueryOptions(api, id), staleTime: 0, retry: false }),
      queryClient.prefetchQuery({ ...categoriesQueryOptions(api), retry: false }),
      queryClient.prefetchQuery({ ...managerOptionsQueryOptions(api), retry: false }),
    ]);
  };
}

export function prefetchOwnCreator({ api, queryClient }: Services) {
  return async () => {
    await queryClient.prefetchQuery({ ...ownCreatorQueryOptions(api), staleTime: 0, retry: false });
  };
}
