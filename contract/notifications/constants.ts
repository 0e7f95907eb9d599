/** What a notification is about; reminders are the first kind. */
export const NOTIFICATION_KINDS = ['reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell's list shows this many at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
