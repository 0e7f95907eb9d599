import { QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES, QUERY_STALE_SECONDS } from './ui-constants';
import { isUnauthorized } from './api/api-errors';

/** Spec section 8: up to 3 retries, never after a 401. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isUnauthorized(error) && failureCount < QUERY_MAX_RETRIES;
}

/** During server rendering a failed query is not retried: the page must not wait for it. */
export function createQueryClient(environment: 'browser' | 'server'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_SECONDS * 1000,
        refetchOnWindowFocus: false,
        retry: environment === 'browser' ? shouldRetryQuery : false,
      },
    },
  });
}
