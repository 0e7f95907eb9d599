import type { TFunction } from 'i18next';

/** "3 giorni prima", "il giorno stesso", "1 giorno dopo". */
export function offsetText(t: TFunction<'admin'>, offsetDays: number): string {
  if (offsetDays === 0) return t('reminders.offset.sameDay');
  return offsetDays < 0 ? t('reminders.offset.before', { count: -offsetDays }) : t('reminders.offset.after', { count: offsetDays });
}
