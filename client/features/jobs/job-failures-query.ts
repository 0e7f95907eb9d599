import { queryOptions } from '@tanstack/react-query';
import type { JobFailures } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';

/** GET /api/jobs/failures; a non-2xx answer is thrown as the ts-rest response. */
export function jobFailuresQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['jobs', 'failures'] as const,
    queryFn: async ({ signal }): Promise<JobFailures> => {
      const response = await api.jobs.failures.query({ fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** For the route loader: fetched afresh on every visit, so the server-rendered page shows the current failures. */
export function prefetchJobFailures({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return () => queryClient.prefetchQuery({ ...jobFailuresQueryOptions(api), staleTime: 0, retry: false });
}
