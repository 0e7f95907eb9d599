import type { Language } from '../../../contract';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';

/** A campaign's dates as one text ("01/06/2026 – 30/06/2026", "…" for a side not set), or null without either. */
export function campaignPeriod(startsOn: string | null, endsOn: string | null, language: Language, join: (from: string, to: string) => string): string | null {
  if (!startsOn && !endsOn) return null;
  const day = (value: string | null) => (value ? formatCalendarDate(value, language) : '…');
  return join(day(startsOn), day(endsOn));
}
