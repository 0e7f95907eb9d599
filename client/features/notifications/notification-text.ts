import type { TFunction } from 'i18next';
import type { Language, Notification } from '../../../contract';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';

/** When, as the sentence says it on the day it is read: in some days, tomorrow, today, or past (overdue). */
function whenOf(daysAhead: number): 'past' | 'today' | 'tomorrow' | 'ahead' {
  if (daysAhead < 0) return 'past';
  if (daysAhead === 0) return 'today';
  return daysAhead === 1 ? 'tomorrow' : 'ahead';
}

const daysFrom = (today: string, day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * The notification's sentence in the reader's language as of `today`, e.g. "Bozza di «Campagna –
 * Creator» da consegnare tra 3 giorni (12/03/2026)": a reminder read days later says what is true then.
 */
export function notificationText(t: TFunction<'admin'>, notification: Notification, language: Language, today: string): string {
  const { date_kind: dateKind, due_on: dueOn, label } = notification;
  if (!dateKind || !dueOn) return label;
  const daysAhead = daysFrom(today, dueOn);
  return t(`notifications.reminder.${dateKind}.${whenOf(daysAhead)}`, { label, date: formatCalendarDate(dueOn, language), count: daysAhead });
}

/** Where the notification leads, by the reader's area. */
export function notificationPath(notification: Notification, creatorArea: boolean): string {
  const target = notification.target;
  if (creatorArea) return target?.kind === 'deal' ? `/creator/campagne/${target.id}` : '/creator';
  switch (target?.kind) {
    case 'campaign':
      return `/campagne/${target.id}`;
    case 'creator':
      return `/creatori/${target.id}`;
    default:
      return '/scadenze';
  }
}
