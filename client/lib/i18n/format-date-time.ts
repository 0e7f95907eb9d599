import type { Language } from '../../../contract';

/**
 * The one way the product writes dates, in every language: day/month/year with two-digit day and
 * month, then the 24-hour time ("23/11/2026, 11:36"). The log adds the seconds (spec section 2:
 * the Italian locale with day, month, year, hour, minute and second), which both locales write
 * the same way. Every date on screen comes from here; date fields type and read this form too.
 */
const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** How a date is typed, as a hint beside a date field. */
const DATE_PATTERNS: Record<Language, string> = { it: 'gg/mm/aaaa', en: 'dd/mm/yyyy' };

/** Minutes for most moments; seconds where they matter (the log). */
export type DateTimePrecision = 'minute' | 'second';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build (server rendering formats many dates): one per kind. */
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[language], options);
    formatters.set(key, found);
  }
  return found;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * A moment for people, in the page's language. Without a time zone it is the browser's;
 * the server renders UTC (and says so), since it cannot know the reader's zone.
 */
export function formatDateTime(iso: string, language: Language, timeZone?: 'UTC', precision: DateTimePrecision = 'minute'): string {
  return formatter(language, {
    ...DATE_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    ...(precision === 'second' ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date field's value for people: a calendar day (YYYY-MM-DD) written as the product writes days,
 * anything else (a typed text that is no day, '') as it is.
 */
export function formatDayOrText(value: string, language: Language): string {
  return CALENDAR_DATE.test(value) ? formatCalendarDate(value, language) : value;
}

/** A calendar day (YYYY-MM-DD, as date filters keep it) written for people: "23/11/2026". */
export function formatCalendarDate(date: string, language: Language): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  const [, year, month, day] = match;
  // A day has no time zone: it is written as it is, read in UTC on both sides.
  return formatter(language, { ...DATE_PARTS, timeZone: 'UTC' }).format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/** What a person types in a date field, in the page's language ("gg/mm/aaaa", "dd/mm/yyyy"). */
export function calendarDatePattern(language: Language): string {
  return DATE_PATTERNS[language];
}

/**
 * A day typed as the product writes it (day/month/year; one-digit day and month, and "-" or "."
 * between the parts, are taken too) as YYYY-MM-DD; null when it is not a real day.
 */
export function parseCalendarDate(text: string, _language: Language): string | null {
  const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, day));
  if (moment.getUTCFullYear() !== year || moment.getUTCMonth() !== month - 1 || moment.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
