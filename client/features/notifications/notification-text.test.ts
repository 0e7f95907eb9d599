import type { TFunction } from 'i18next';
import type { Notification } from '../../../contract';
import { notificationText } from './notification-text';

/** Stands in for i18next: the key and its values, so that the test reads which sentence was chosen. */
const t = ((key: string, values: { label: string; date: string; count: number }) => `${key}|${values.label}|${values.date}|${values.count}`) as unknown as TFunction<'admin'>;

const reminder = (dueOn: string, offsetDays: number) =>
  ({ notification_id: 1, kind: 'reminder', date_kind: 'draft_due', offset_days: offsetDays, due_on: dueOn, label: 'Spring – Luna', target: null, read_at: null, created_at: '2026-11-20T07:00:00.000Z' }) as unknown as Notification;

test('a reminder says what is true on the day it is read, not on the day it was sent', () => {
  expect(notificationText(t, reminder('2026-11-23', -3), 'en', '2026-11-20')).toBe('notifications.reminder.draft_due.ahead|Spring – Luna|23/11/2026|3');
  expect(notificationText(t, reminder('2026-11-23', -3), 'en', '2026-11-22')).toBe('notifications.reminder.draft_due.tomorrow|Spring – Luna|23/11/2026|1');
  expect(notificationText(t, reminder('2026-11-23', -3), 'it', '2026-11-23')).toBe('notifications.reminder.draft_due.today|Spring – Luna|23/11/2026|0');
  expect(notificationText(t, reminder('2026-11-23', 0), 'it', '2026-11-24')).toContain('notifications.reminder.draft_due.past|');
});

test('across a change of the clocks a day is still a day', () => {
  expect(notificationText(t, reminder('2026-03-30', -1), 'en', '2026-03-28')).toContain('.ahead|Spring – Luna|30/03/2026|2');
});
