import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LogList, LogListQuery } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import { logListQuery, NO_FILTERS } from './log-view';

/** GET /api/logs/all for one page of one filter; a non-2xx answer is thrown as the ts-rest response. */
export function logListQueryOptions(api: ApiClient, query: LogListQuery) {
  return queryOptions({
    queryKey: ['activity-log', query] as const,
    queryFn: async ({ signal }): Promise<LogList> => {
      const response = await api.activityLog.list.query({ query, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    // The registry keeps showing the page it has while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * For the route loader: the first page, fetched afresh on every visit (the log grows all the
 * time), so the server-rendered page already lists the latest entries.
 */
export function prefetchLatestLogs({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return () => queryClient.prefetchQuery({ ...logListQueryOptions(api, logListQuery(NO_FILTERS, 1)), staleTime: 0, retry: false });
}
