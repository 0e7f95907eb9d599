import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationList, type NotificationsRead } from '../../../contract';
import type { RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { notFound, notSignedIn } from '../../http/api-error';
import { toNotification } from './notification-mappers';
import { notificationsRepository } from './notifications-repository';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The signed-in user's own notifications: every role, and never anyone else's. */
export function createNotificationsService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async list(context: RequestContext, page: number): Promise<NotificationList> {
      const actor = context.actor;
      if (!actor) throw notSignedIn();
      const found = await notificationsRepository.page(db, actor.userId, { offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE, limit: NOTIFICATIONS_PAGE_SIZE });
      return { notifications: found.rows.map((row) => toNotification(row, actor.role)), total: found.total, unread: found.unread };
    },

    async markRead(context: RequestContext, id: number): Promise<Notification> {
      const actor = context.actor;
      if (!actor) throw notSignedIn();
      const row = await notificationsRepository.markRead(db, actor.userId, id);
      // Another's notification reads as missing: its existence is not the reader's to know.
      if (!row) throw notFound('Notification not found');
      return toNotification(row, actor.role);
    },

    async markAllRead(context: RequestContext): Promise<NotificationsRead> {
      const actor = context.actor;
      if (!actor) throw notSignedIn();
      const updated = await notificationsRepository.markAllRead(db, actor.userId);
      return { updated, unread: await notificationsRepository.unreadCount(db, actor.userId) };
    },
  };
}
