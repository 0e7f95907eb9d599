import type { LogFilter } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';

/** Long enough for the browser to start saving the file before its object URL is released. */
const OBJECT_URL_LIFETIME_MS = 30_000;

function fileNameOf(headers: Headers): string {
  const match = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
  return match?.[1] ?? `activity-log-${new Date().toISOString().slice(0, 10)}.csv`;
}

function saveFile(contents: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * Downloads the entries matching `filter` as CSV (GET /api/logs/export). It goes through the API
 * client, so an expired session is renewed first, like any other call; a non-2xx answer is thrown.
 */
export async function exportLogs(api: ApiClient, filter: LogFilter): Promise<void> {
  const response = await api.activityLog.export.query({ query: filter });
  if (response.status !== 200) throw response;
  saveFile(response.body, fileNameOf(response.headers));
}
