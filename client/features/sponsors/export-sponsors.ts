import type { ExportFormat } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import { attachmentName, saveDownload } from '../../lib/dom/save-download';

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv;charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

export type SponsorExportRequest = NonNullable<Parameters<ApiClient['sponsors']['export']['query']>[0]>['query'] & { format: ExportFormat };

/** Downloads the sponsors of a view, with its columns, as CSV or XLSX (GET /api/sponsors/export); a non-2xx answer is thrown. */
export async function exportSponsors(api: ApiClient, query: SponsorExportRequest): Promise<void> {
  const response = await api.sponsors.export.query({ query });
  if (response.status !== 200) throw response;
  // An XLSX answer is read as a Blob (see api-fetcher), a CSV one as text.
  const body = response.body as unknown as string | Blob;
  saveDownload(body, attachmentName(response.headers, `sponsors.${query.format}`), CONTENT_TYPES[query.format]);
}
