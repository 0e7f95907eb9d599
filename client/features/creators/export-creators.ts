import type { ExportFormat } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import { saveExport } from '../../lib/dom/save-download';

export type CreatorExportRequest = NonNullable<Parameters<ApiClient['creators']['export']['query']>[0]>['query'] & { format: ExportFormat };

/** Downloads the creators of a view, with its columns, as CSV or XLSX (GET /api/creators/export); a non-2xx answer is thrown. */
export async function exportCreators(api: ApiClient, query: CreatorExportRequest): Promise<void> {
  saveExport(await api.creators.export.query({ query }), 'creators', query.format);
}
