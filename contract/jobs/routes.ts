import { initContract } from '@ts-rest/core';
import { permissionRoute } from '../platform/access';
import { errorSchema } from '../platform/errors';
import { jobFailuresSchema } from './schemas';

const c = initContract();

/** Background jobs as admins see them: failures per job kind. */
export const jobsContract = c.router(
  {
    failures: {
      method: 'GET',
      metadata: permissionRoute('read:jobs'),
      path: '/jobs/failures',
      responses: { 200: jobFailuresSchema, 401: errorSchema, 403: errorSchema },
      summary: 'Per job kind: jobs failed for good, jobs waiting to retry, and the latest error (super admins and admins)',
    },
  },
  { strictStatusCodes: true },
);
