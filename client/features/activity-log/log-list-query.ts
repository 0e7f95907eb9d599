import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LogList, LogListQuery } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import type { LoaderFunctionArgs } from 'react-router';
import { searchParamsOf } from '../../lib/routing/list-route';
import { logListView, type LogListView } from './log-list-view';
import { logListQuery } from './log-view';

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

/** The request for the page of entries a view shows. */
export function logListQueryOf(view: LogListView): LogListQuery {
  return logListQuery(view.filters, view.page, { sort: view.sort, dir: view.dir });
}

/**
 * For the route loader: the page the address's view shows, fetched afresh on every visit (the log
 * grows all the time), so the server-rendered page already lists the latest entries.
 */
export function prefetchLogs({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return ({ request }: LoaderFunctionArgs) =>
    queryClient.prefetchQuery({ ...logListQueryOptions(api, logListQueryOf(logListView.parse(searchParamsOf(request)))), staleTime: 0, retry: false });
}
