import type { LogFilter } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import { attachmentName, saveDownload } from '../../lib/dom/save-download';

/**
 * Downloads the entries matching `filter` as CSV (GET /api/logs/export). It goes through the API
 * client, so an expired session is renewed first, like any other call; a non-2xx answer is thrown.
 */
export async function exportLogs(api: ApiClient, filter: LogFilter): Promise<void> {
  const response = await api.activityLog.export.query({ query: filter });
  if (response.status !== 200) throw response;
  saveDownload(response.body, attachmentName(response.headers, `activity-log-${new Date().toISOString().slice(0, 10)}.csv`), 'text/csv;charset=utf-8');
}
