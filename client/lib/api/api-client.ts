import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { apiContract } from '../../../contract';
import { createApiFetcher } from './api-fetcher';
import type { FetchFunction } from './fetch-function';

export interface ApiClientOptions {
  /** Origin of the API: '' in the browser, the API's own address during server rendering. */
  baseUrl: string;
  fetch: FetchFunction;
}

/** The typed API client with TanStack Query hooks, bound to one transport. */
export function createApiClient(options: ApiClientOptions) {
  return initTsrReactQuery(apiContract, {
    baseUrl: options.baseUrl,
    api: createApiFetcher(options.fetch),
    validateResponse: false,
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
