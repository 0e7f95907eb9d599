import { initContract } from '@ts-rest/core';
import { permissionRoute } from '../platform/access';
import { commonErrors } from '../platform/errors';
import { logFilterSchema, logListQuerySchema, logListSchema } from './schemas';

const c = initContract();

/** The activity log (the audit trail of the spec's actions); its paths stay /api/logs/… as the spec says. */
export const activityLogContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: permissionRoute('read:activity-log'),
      path: '/logs/all',
      query: logListQuerySchema,
      responses: { 200: logListSchema, ...commonErrors },
      summary: 'The activity log, newest first, filtered and paged',
    },
    export: {
      method: 'GET',
      metadata: permissionRoute('export:activity-log', { audit: 'data_exported' }),
      path: '/logs/export',
      query: logFilterSchema,
      responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }), ...commonErrors },
      summary: 'Every entry matching the filters as CSV, newest first (streamed)',
    },
  },
  { strictStatusCodes: true },
);
