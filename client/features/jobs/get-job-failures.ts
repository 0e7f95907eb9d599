import type { AppServices } from '../../lib/app-services';
import { useAppServices } from '../../lib/app-services';

/** GET /api/jobs/failures: one cache entry, read by the panel and filled by the route loader. */
const JOB_FAILURES = { queryKey: ['jobs', 'failures'] as const, queryData: {} };

/** The failures per job kind; a non-2xx answer is the query's error (the ts-rest response). */
export function useJobFailures() {
  const { api } = useAppServices();
  return api.jobs.failures.useQuery({ ...JOB_FAILURES, select: (response) => response.body });
}

/** For the route loader: fetched afresh on every visit, so the server-rendered page shows the current failures. */
export function prefetchJobFailures({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return () => api.jobs.initQueryClient(queryClient).failures.prefetchQuery({ ...JOB_FAILURES, staleTime: 0, retry: false });
}
