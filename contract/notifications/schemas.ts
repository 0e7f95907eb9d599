import { z } from 'zod';
import { pageField } from '../platform/paging';
import { REMINDER_DATE_KINDS } from '../reminders/constants';
import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECT_KINDS, NOTIFICATION_TARGET_KINDS } from './constants';

export const notificationListQuerySchema = z.object({ page: pageField.default(1) });

/**
 * One notification, as keys and values: the client writes the sentence in the reader's language
 * ("Bozza di «…» da consegnare tra 3 giorni"). `target` is the record to open: for a deliverable
 * its campaign (staff) or the reader's own deal (creator).
 */
export const notificationSchema = z.object({
  notification_id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject: z.object({ kind: z.enum(NOTIFICATION_SUBJECT_KINDS), id: z.number().int() }),
  date_kind: z.enum(REMINDER_DATE_KINDS).nullable(),
  /** Days from the date: −3 three days before, 0 the day itself, +1 the day after. */
  offset_days: z.number().int().nullable(),
  due_on: z.string().nullable(),
  /** The record's name as it was (campaign – creator, a task's title…). */
  label: z.string(),
  target: z.object({ kind: z.enum(NOTIFICATION_TARGET_KINDS), id: z.number().int() }).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  /** The reader's unread notifications, all of them (the bell's count). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsReadSchema = z.object({ updated: z.number().int(), unread: z.number().int() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
