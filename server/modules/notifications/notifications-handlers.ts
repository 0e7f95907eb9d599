import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import type { NotificationsService } from './notifications-service';

const s = initServer();

export function notificationsHandlers(notifications: NotificationsService) {
  return s.router(apiContract.notifications, {
    list: async ({ query, req }) => ({ status: 200, body: await notifications.list(contextOf(req), query.page) }),
    markRead: async ({ params, req }) => ({ status: 200, body: await notifications.markRead(contextOf(req), params.id) }),
    markAllRead: async ({ req }) => ({ status: 200, body: await notifications.markAllRead(contextOf(req)) }),
  });
}
