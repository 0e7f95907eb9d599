import { initContract } from '@ts-rest/core';
import { permissionRoute } from '../platform/access';
import { commonErrors } from '../platform/errors';
import { deadlineListSchema, deadlineQuerySchema } from './schemas';

const c = initContract();

/** Every date that matters in one place (DOMAIN.md §2, `/scadenze`). */
export const deadlinesContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: permissionRoute('read:campaign'),
      path: '/deadlines',
      query: deadlineQuerySchema,
      responses: { 200: deadlineListSchema, ...commonErrors },
      summary: 'Draft and publish dues, campaign ends, representation ends and tasks in a range of days, earliest first, with what is done and what is overdue',
    },
  },
  { strictStatusCodes: true },
);
