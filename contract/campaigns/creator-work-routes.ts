import { z } from 'zod';
import { permissionRoute } from '../platform/access';
import { commonErrors, errorSchema } from '../platform/errors';
import { recordIdSchema } from '../platform/records';
import { creatorDealDetailSchema, creatorDealListSchema } from './creator-work-schemas';

/**
 * The creator's own campaign work (DOMAIN.md §3): only a role holding `read:campaign:own` calls
 * these, so staff are refused by the route. Drafts, their files and the publication go through
 * the deliverable routes, which scope a creator to their own deliverables.
 */
export const creatorWorkRoutes = {
  mine: {
    method: 'GET',
    metadata: permissionRoute('read:campaign:own'),
    path: '/campaigns/mine',
    responses: { 200: creatorDealListSchema, ...commonErrors },
    summary: 'The signed-in creator’s deals (not dropped, in campaigns not archived), each with its campaign and deliverables; the next due day first',
  },
  mineDeal: {
    method: 'GET',
    metadata: permissionRoute('read:campaign:own'),
    path: '/campaigns/mine/:dealId',
    pathParams: z.object({ dealId: recordIdSchema }),
    responses: { 200: creatorDealDetailSchema, ...commonErrors, 404: errorSchema },
    summary: 'One of the signed-in creator’s deals with the campaign’s brief (404 when it is not theirs)',
  },
} as const;
