/** What a notification is about; reminders are the first kind. */
export const NOTIFICATION_KINDS = ['reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell's list shows this many at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The records a notification is about. */
export const NOTIFICATION_SUBJECT_KINDS = ['deliverable', 'campaign', 'creator', 'task'] as const;
export type NotificationSubjectKind = (typeof NOTIFICATION_SUBJECT_KINDS)[number];

/** Where a notification leads: a campaign's page, a creator's deal in their area, a creator's page, the task on /scadenze. */
export const NOTIFICATION_TARGET_KINDS = ['campaign', 'deal', 'creator', 'task'] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGET_KINDS)[number];
