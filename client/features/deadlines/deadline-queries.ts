import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { DeadlineQueryInput } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import { searchParamsOf } from '../../lib/routing/list-route';
import { browserToday } from '../../lib/dates/browser-today';
import { listRange } from './deadline-days';
import { deadlineQuery, deadlineViewOf } from './deadline-view';

export const DEADLINES_QUERY_KEY = ['deadlines'] as const;

/**
 * GET /api/deadlines for a range and filters, a page at a time (each page's `next` asks for the
 * following one); the view keeps what it shows while the next range loads.
 */
export function deadlinesQueryOptions(api: ApiClient, query: DeadlineQueryInput) {
  return infiniteQueryOptions({
    queryKey: [...DEADLINES_QUERY_KEY, query],
    queryFn: async ({ signal, pageParam }) => {
      const response = await api.deadlines.list.query({ query: pageParam ? { ...query, after: pageParam } : query, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The sponsors of the filter (the campaigns' options: not archived, by name). */
export function deadlineSponsorsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...DEADLINES_QUERY_KEY, 'sponsors'],
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.sponsorOptions.query({ query: {}, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.sponsors;
    },
    staleTime: 60_000,
  });
}

/** For the route's loader: the list of the address's filters (the calendars load in the browser), and the sponsors. */
export function prefetchDeadlines({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const view = deadlineViewOf(searchParamsOf(request));
    await Promise.all([
      view.view === 'list' ? queryClient.prefetchInfiniteQuery({ ...deadlinesQueryOptions(api, deadlineQuery(view, listRange(browserToday()))), retry: false }) : undefined,
      queryClient.prefetchQuery({ ...deadlineSponsorsQueryOptions(api), retry: false }),
    ]);
  };
}
