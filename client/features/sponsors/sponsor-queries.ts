import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { SponsorDetail, SponsorListQuery } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import { searchParamsOf } from '../../lib/routing/list-route';
import { recordIdOf } from '../../lib/routing/record-id';
import { sponsorListQuery, sponsorListView } from './sponsor-list-view';

/** Every cached sponsor answer (lists, records, activity): reloaded after a change to a sponsor. */
export const SPONSORS_QUERY_KEY = ['sponsors'] as const;

/** GET /api/sponsors for one view; the list keeps showing its page while the next one loads. */
export function sponsorListQueryOptions(api: ApiClient, query: SponsorListQuery) {
  return queryOptions({
    queryKey: [...SPONSORS_QUERY_KEY, 'list', query],
    queryFn: async ({ signal }) => {
      const response = await api.sponsors.list.query({ query, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    placeholderData: keepPreviousData,
  });
}

const sponsorKey = (id: number) => [...SPONSORS_QUERY_KEY, 'record', id] as const;

/** GET /api/sponsors/:id. */
export function sponsorQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: sponsorKey(id),
    queryFn: async ({ signal }) => {
      const response = await api.sponsors.get.query({ params: { id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** The cache key of a sponsor's activity (its pages below it). */
export const sponsorActivityKey = (id: number) => [...SPONSORS_QUERY_KEY, 'activity', id] as const;

/** GET /api/sponsors/owner-options: the staff a sponsor can be given to. */
export function ownerOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...SPONSORS_QUERY_KEY, 'owner-options'],
    queryFn: async ({ signal }) => {
      const response = await api.sponsors.ownerOptions.query({ query: {}, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.owners;
    },
    staleTime: 60_000,
  });
}

/** A sponsor as a save answered it: the record's cache entry, and every list and activity page to be read again. */
export async function storeSavedSponsor(queryClient: QueryClient, sponsor: SponsorDetail): Promise<void> {
  queryClient.setQueryData(sponsorKey(sponsor.sponsor_id), sponsor);
  await queryClient.invalidateQueries({ queryKey: SPONSORS_QUERY_KEY, predicate: (query) => query.queryKey[1] !== 'record' && query.queryKey[1] !== 'owner-options' });
}

type Services = Pick<AppServices, 'api' | 'queryClient'>;

/** For the list's route loader: the page the address names, and the owners of the filter. */
export function prefetchSponsorList({ api, queryClient }: Services) {
  return async ({ request }: LoaderFunctionArgs) => {
    await Promise.all([
      queryClient.prefetchQuery({ ...sponsorListQueryOptions(api, sponsorListQuery(sponsorListView.parse(searchParamsOf(request)))), retry: false }),
      queryClient.prefetchQuery({ ...ownerOptionsQueryOptions(api), retry: false }),
    ]);
  };
}

/** For the record's route loader: the sponsor and the owners its form offers. */
export function prefetchSponsor({ api, queryClient }: Services) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = recordIdOf(params.id);
    if (id === null) return;
    await Promise.all([
      queryClient.prefetchQuery({ ...sponsorQueryOptions(api, id), staleTime: 0, retry: false }),
      queryClient.prefetchQuery({ ...ownerOptionsQueryOptions(api), retry: false }),
    ]);
  };
}

/** For the creation page's loader: the owners its form offers. */
export function prefetchOwnerOptions({ api, queryClient }: Services) {
  return async () => {
    await queryClient.prefetchQuery({ ...ownerOptionsQueryOptions(api), retry: false });
  };
}
