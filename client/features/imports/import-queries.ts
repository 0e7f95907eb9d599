import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { IMPORT_ROWS_PAGE_SIZE_MAX, type ImportEntity, type ImportMapping, type ImportRow, type ImportRowsQuery, type ImportSummary } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import { searchParamsOf } from '../../lib/routing/list-route';

const IMPORTS_QUERY_KEY = ['imports'] as const;
const importKey = (id: string) => [...IMPORTS_QUERY_KEY, 'summary', id] as const;
const RUNNING_POLL_MS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The import's id in the address (`?id=`), or null when there is none or it is not one. */
export function importIdOf(params: URLSearchParams): string | null {
  const id = params.get('id');
  return id && UUID.test(id) ? id : null;
}

export const isRunning = (summary: ImportSummary) => summary.status === 'queued' || summary.status === 'running';

/** GET /api/imports/:id, read again every second while its job runs. */
export function importQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: importKey(id),
    queryFn: async ({ signal }) => {
      const response = await api.imports.get.query({ params: { id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data) ? RUNNING_POLL_MS : false),
  });
}

/** GET /api/imports/:id/rows: a page of rows, by outcome or result. */
export function importRowsQueryOptions(api: ApiClient, id: string, query: ImportRowsQuery, version: string) {
  return queryOptions({
    queryKey: [...IMPORTS_QUERY_KEY, 'rows', id, version, query],
    queryFn: async ({ signal }) => {
      const response = await api.imports.rows.query({ params: { id }, query, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    placeholderData: keepPreviousData,
  });
}

export function storeImport(queryClient: QueryClient, summary: ImportSummary): void {
  queryClient.setQueryData(importKey(summary.id), summary);
}

/** POST /api/imports/sponsors or /creators with the file; a refusal is thrown as the ts-rest response. */
export async function uploadImport(api: ApiClient, entity: ImportEntity, file: File): Promise<ImportSummary> {
  const route = entity === 'sponsors' ? api.imports.uploadSponsors : api.imports.uploadCreators;
  const response = await route.mutate({ body: { file } });
  if (response.status !== 201) throw response;
  return response.body;
}

export async function previewImport(api: ApiClient, id: string, mapping: ImportMapping): Promise<ImportSummary> {
  const response = await api.imports.preview.mutate({ params: { id }, body: { mapping } });
  if (response.status !== 200) throw response;
  return response.body;
}

export async function startImport(api: ApiClient, id: string, allOrNothing: boolean): Promise<ImportSummary> {
  const response = await api.imports.run.mutate({ params: { id }, body: { all_or_nothing: allOrNothing } });
  if (response.status !== 202) throw response;
  return response.body;
}

/** Every rejected row of a finished import, page by page. */
export async function rejectedRows(api: ApiClient, id: string): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.imports.rows.query({ params: { id }, query: { result: 'rejected', page, page_size: IMPORT_ROWS_PAGE_SIZE_MAX } });
    if (response.status !== 200) throw response;
    rows.push(...response.body.rows);
    if (rows.length >= response.body.total || response.body.rows.length === 0) return rows;
  }
}

/** For the import page's loader: the import the address names, if any. */
export function prefetchImport({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const id = importIdOf(searchParamsOf(request));
    if (id) await queryClient.prefetchQuery({ ...importQueryOptions(api, id), staleTime: 0, retry: false });
  };
}
