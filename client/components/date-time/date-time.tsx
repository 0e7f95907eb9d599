import { useHydrated } from '../../lib/dom/use-hydrated';
import { formatDateTime, type DateTimePrecision } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';

/**
 * A moment in the reader's time zone, written the product's one way (format-date-time). The server
 * does not know the zone, so the server-rendered page (and hydration) shows UTC, named as such;
 * the local time follows right after hydration.
 */
export function DateTime({ value, precision = 'minute' }: { value: string; precision?: DateTimePrecision }) {
  const hydrated = useHydrated();
  const language = usePageLanguage();
  return <time dateTime={value}>{formatDateTime(value, language, hydrated ? undefined : 'UTC', precision)}</time>;
}
