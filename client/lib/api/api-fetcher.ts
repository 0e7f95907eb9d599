import type { ApiFetcher } from '@ts-rest/core';
import type { FetchFunction } from './fetch-function';

async function readBody(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) return response.json();
  if (contentType.startsWith('text/')) return response.text();
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined;
  return response.blob();
}

/** A ts-rest fetcher that sends through the given transport instead of the global fetch. */
export function createApiFetcher(fetchFunction: FetchFunction): ApiFetcher {
  return async ({ path, method, headers, body, fetchOptions }) => {
    const response = await fetchFunction(path, { ...fetchOptions, method, headers, body: body ?? null });
    return { status: response.status, headers: response.headers, body: await readBody(response) };
  };
}
