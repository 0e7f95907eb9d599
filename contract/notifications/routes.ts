import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { signedInRoute } from '../platform/access';
import { commonErrors, errorSchema } from '../platform/errors';
import { recordIdSchema } from '../platform/records';
import { notificationListQuerySchema, notificationListSchema, notificationSchema, notificationsReadSchema } from './schemas';

const c = initContract();

/** The signed-in user's own notifications (the bell); every role, each only their own. */
export const notificationsContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/notifications',
      query: notificationListQuerySchema,
      responses: { 200: notificationListSchema, ...commonErrors },
      summary: 'My notifications, newest first, paged, with how many are unread',
    },
    markRead: {
      method: 'POST',
      metadata: signedInRoute,
      path: '/notifications/:id/read',
      pathParams: z.object({ id: recordIdSchema }),
      body: c.noBody(),
      responses: { 200: notificationSchema, ...commonErrors, 404: errorSchema },
      summary: 'Mark one of my notifications read (404 for one that is not mine)',
    },
    markAllRead: {
      method: 'POST',
      metadata: signedInRoute,
      path: '/notifications/read-all',
      body: c.noBody(),
      responses: { 200: notificationsReadSchema, ...commonErrors },
      summary: 'Mark all my notifications read',
    },
  },
  { strictStatusCodes: true },
);
