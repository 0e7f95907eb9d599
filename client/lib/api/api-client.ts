import type { AppRoute, ApiFetcher } from '@ts-rest/core';
import { initTsrReactQuery, type UseMutationOptions } from '@ts-rest/react-query/v5';
import { apiContract } from '../../../contract';
import { createApiFetcher } from './api-fetcher';
import type { FetchFunction } from './fetch-function';

export interface ApiClientOptions {
  /** Origin of the API: '' in the browser, the API's own address during server rendering. */
  baseUrl: string;
  fetch: FetchFunction;
}

interface ApiClientArgs {
  baseUrl: string;
  api: ApiFetcher;
  validateResponse: false;
}

/** The typed API client with TanStack Query hooks, bound to one transport. */
export function createApiClient(options: ApiClientOptions) {
  const clientArgs: ApiClientArgs = { baseUrl: options.baseUrl, api: createApiFetcher(options.fetch), validateResponse: false };
  return initTsrReactQuery(apiContract, clientArgs);
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The options of a route's typed mutation hook: its variables are the route's request, its error the non-2xx responses. */
export type ApiMutationOptions<Route extends AppRoute, Context = unknown> = UseMutationOptions<Route, ApiClientArgs, Context>;
