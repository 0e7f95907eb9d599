import type { ExportFormat } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import { saveExport } from '../../lib/dom/save-download';

export type SponsorExportRequest = NonNullable<Parameters<ApiClient['sponsors']['export']['query']>[0]>['query'] & { format: ExportFormat };

/** Downloads the sponsors of a view, with its columns, as CSV or XLSX (GET /api/sponsors/export); a non-2xx answer is thrown. */
export async function exportSponsors(api: ApiClient, query: SponsorExportRequest): Promise<void> {
  saveExport(await api.sponsors.export.query({ query }), 'sponsors', query.format);
}
