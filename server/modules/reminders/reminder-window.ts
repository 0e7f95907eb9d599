import { REMINDER_CATCH_UP_DAYS, REMINDER_SEND_HOUR } from '../../../contract';
import { dayIn } from '../../clock';

const DAY_MS = 86_400_000;
const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) of the day that `instant` falls on in `timeZone`, daylight saving included. */
export function hourIn(instant: Date, timeZone: string): number {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormatters.set(timeZone, formatter);
  }
  return Number(formatter.format(instant));
}

/** The day `days` after `day` (YYYY-MM-DD; negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days whose reminders are due now, first and last: a day's reminders go out from
 * REMINDER_SEND_HOUR of the agency's day and for REMINDER_CATCH_UP_DAYS days after, so one
 * missed while no process ran is still sent, and one older is dropped rather than sent stale.
 */
export function reminderDays(now: Date, timeZone: string): { from: string; to: string } {
  const today = dayIn(now, timeZone);
  const to = hourIn(now, timeZone) >= REMINDER_SEND_HOUR ? today : addDays(today, -1);
  return { from: addDays(to, 1 - REMINDER_CATCH_UP_DAYS), to };
}
