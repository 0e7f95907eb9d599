import type { Language } from '../../../contract';

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/**
 * A date and time for people, in the page's language. Without a time zone it is the browser's;
 * the server renders UTC (and says so), since it cannot know the reader's zone.
 */
export function formatDateTime(iso: string, language: Language, timeZone?: 'UTC'): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}
