import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../../../contract';
import { useHydrated } from '../../lib/dom/use-hydrated';
import { isLanguage } from '../../lib/i18n/create-i18n';
import { formatDateTime, type DateTimePrecision } from '../../lib/i18n/format-date-time';

/**
 * A moment in the reader's time zone, written the product's one way (format-date-time). The server
 * does not know the zone, so the server-rendered page (and hydration) shows UTC, named as such;
 * the local time follows right after hydration.
 */
export function DateTime({ value, precision = 'minute' }: { value: string; precision?: DateTimePrecision }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return <time dateTime={value}>{formatDateTime(value, language, hydrated ? undefined : 'UTC', precision)}</time>;
}
