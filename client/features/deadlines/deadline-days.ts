import type { Deadline } from '../../../contract';

/** Calendar days as YYYY-MM-DD, counted in UTC so that no time zone moves them. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The Sunday that ends the week (Monday to Sunday) of `day`. */
export function weekEnd(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, (7 - weekday) % 7);
}

/** What the list reads: whatever is still open from a year back (so nothing overdue is missed) to a month ahead. */
export function listRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -365), to: addDays(today, 30) };
}

export const DEADLINE_GROUPS = ['overdue', 'today', 'week', 'later'] as const;
export type DeadlineGroup = (typeof DEADLINE_GROUPS)[number];

/** Where the list shows an open deadline: late, due today, later this week, or after. */
export function groupOf(deadline: Pick<Deadline, 'due_on'>, today: string): DeadlineGroup {
  if (deadline.due_on < today) return 'overdue';
  if (deadline.due_on === today) return 'today';
  return deadline.due_on <= weekEnd(today) ? 'week' : 'later';
}
