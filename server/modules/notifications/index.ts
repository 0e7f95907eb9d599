/** Notifications: the bell of every signed-in user (path /api/notifications…); reminders write them. */
export { createNotificationsService, type NotificationsService } from './notifications-service';
export { notificationsHandlers } from './notifications-handlers';
export { notificationTarget, targetPath, type NotificationLink } from './notification-target';
