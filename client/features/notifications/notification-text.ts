import type { TFunction } from 'i18next';
import type { Language, Notification } from '../../../contract';

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };
/** A due day as the sentence writes it: 13/02 in Italian, 13 Feb in English. */
const DAY_FORMATS: Record<Language, Intl.DateTimeFormatOptions> = { it: { day: '2-digit', month: '2-digit' }, en: { day: 'numeric', month: 'short' } };

export function dueDay(dueOn: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { ...DAY_FORMATS[language], timeZone: 'UTC' }).format(new Date(`${dueOn}T00:00:00Z`));
}

/** When, as the sentence says it: in some days, tomorrow, today, or past (overdue). */
function whenOf(offsetDays: number): 'past' | 'today' | 'tomorrow' | 'ahead' {
  if (offsetDays > 0) return 'past';
  if (offsetDays === 0) return 'today';
  return offsetDays === -1 ? 'tomorrow' : 'ahead';
}

/** The notification's sentence in the reader's language, e.g. "Bozza di «Campagna – Creator» da consegnare tra 3 giorni (12/03)". */
export function notificationText(t: TFunction<'admin'>, notification: Notification, language: Language): string {
  const { date_kind: dateKind, offset_days: offsetDays, due_on: dueOn, label } = notification;
  if (!dateKind || offsetDays === null || !dueOn) return label;
  const when = whenOf(offsetDays);
  return t(`notifications.reminder.${dateKind}.${when}`, { label, date: dueDay(dueOn, language), count: -offsetDays });
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
