import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/** What a notification shows, stored as keys and values so that it is written in the reader's language. */
export interface NotificationParams {
  date_kind?: string;
  offset_days?: number;
  due_on?: string;
  /** The record's name as it was (a deliverable's campaign and creator, a task's title…). */
  label?: string;
  /** Where it leads (NotificationLink): a deliverable's campaign and deal, a campaign, a creator, a task. */
  campaign_id?: number;
  deal_id?: number;
  creator_id?: number;
  task_id?: number;
}

/** In-app notifications (the bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    params: jsonb('params').$type<NotificationParams>().notNull().default(sql`'{}'::jsonb`),
    /** The reminder that made it: one notification per reminder sent. */
    reminderSendId: bigint('reminder_send_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_recent_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The bell's count reads this alone.
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    index('notifications_subject_idx').on(table.subjectKind, table.subjectId),
    uniqueIndex('notifications_reminder_send_key').on(table.reminderSendId).where(sql`${table.reminderSendId} is not null`),
  ],
);
