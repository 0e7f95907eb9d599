import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { permissionRoute, signedInRoute } from '../platform/access';
import type { Permission } from '../platform/permissions';
import type { ImportEntity } from './constants';
import { commonErrors, errorSchema } from '../platform/errors';
import { importIdSchema, importMappingBodySchema, importRowsQuerySchema, importRowsSchema, importRunBodySchema, importSummarySchema } from './schemas';

const c = initContract();

const importPath = z.object({ id: importIdSchema });

/** The upload of a file of one kind of records, for the roles that may import them. */
function uploadRoute<Entity extends ImportEntity>(entity: Entity, permission: Permission) {
  return {
    method: 'POST',
    metadata: permissionRoute(permission, { audit: 'data_imported' }),
    path: `/imports/${entity}`,
    contentType: 'multipart/form-data',
    body: c.type<{ file: File }>(),
    responses: { 201: importSummarySchema, ...commonErrors, 413: errorSchema, 415: errorSchema },
    summary: `Upload a CSV or XLSX file of ${entity} (at most 10 MB and 10,000 rows, the first row naming the columns); answers its columns, first rows and a proposed mapping`,
  } as const;
}

/**
 * Imports of sponsors and creators (DOMAIN.md §3: super admins, admins and editors): upload,
 * map the columns, preview every row, then run as a job. An import is reached by the roles that
 * may import its kind of record.
 */
export const importsContract = c.router(
  {
    uploadSponsors: uploadRoute('sponsors', 'import:sponsor'),
    uploadCreators: uploadRoute('creators', 'import:creator'),
    get: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/imports/:id',
      pathParams: importPath,
      responses: { 200: importSummarySchema, ...commonErrors, 404: errorSchema },
      summary: 'An import: its mapping, preview counts, progress and result',
    },
    preview: {
      method: 'PUT',
      metadata: signedInRoute,
      path: '/imports/:id/mapping',
      pathParams: importPath,
      body: importMappingBodySchema,
      responses: { 200: importSummarySchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
      summary: 'Set the mapping of columns to fields and preview every row as new, update or error (the mapping is remembered for files with these headers)',
    },
    rows: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/imports/:id/rows',
      pathParams: importPath,
      query: importRowsQuerySchema,
      responses: { 200: importRowsSchema, ...commonErrors, 404: errorSchema },
      summary: 'The rows of an import with what the preview found and what the run did, by outcome or result (the rejected rows are the report)',
    },
    run: {
      method: 'POST',
      metadata: signedInRoute,
      path: '/imports/:id/run',
      pathParams: importPath,
      body: importRunBodySchema,
      responses: { 202: importSummarySchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
      summary: 'Run a previewed import as a job: every valid row, or with all_or_nothing none at all if any row is rejected',
    },
  },
  { strictStatusCodes: true },
);
