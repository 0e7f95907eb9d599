import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { readTogether } from '../../db/database';
import { notifications } from './tables';

export type NotificationRow = typeof notifications.$inferSelect;

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

export const notificationsRepository = {
  /** A page of the user's notifications, newest first (notifications_user_recent_idx), their total and their unread count. */
  async page(db: Executor, userId: number, page: { offset: number; limit: number }): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
    const [rows, [total], [unread]] = await readTogether(db, [
      () =>
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(page.offset)
          .limit(page.limit),
      () => db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
      () => db.select({ value: count() }).from(notifications).where(unreadOf(userId)),
    ] as const);
    return { rows, total: total?.value ?? 0, unread: unread?.value ?? 0 };
  },

  async unreadCount(db: Executor, userId: number): Promise<number> {
    const [row] = await db.select({ value: count() }).from(notifications).where(unreadOf(userId));
    return row?.value ?? 0;
  },

  /** Marks one of the user's notifications read (once: a second call keeps the first time); undefined when it is not theirs. */
  async markRead(db: Executor, userId: number, id: number): Promise<NotificationRow | undefined> {
    const [row] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row;
  },

  async markAllRead(db: Executor, userId: number): Promise<number> {
    const rows = await db.update(notifications).set({ readAt: sql`now()` }).where(unreadOf(userId)).returning({ id: notifications.id });
    return rows.length;
  },
};
