import { calendarDatePattern, formatCalendarDate, formatDateTime, formatDayOrText, parseCalendarDate } from './format-date-time';

const MOMENT = '2025-03-09T14:05:07.000Z';

test('one way of writing a moment in both languages: day/month/year and the 24-hour time', () => {
  expect(formatDateTime(MOMENT, 'it', 'UTC')).toBe('09/03/2025, 14:05 UTC');
  expect(formatDateTime(MOMENT, 'en', 'UTC')).toBe('09/03/2025, 14:05 UTC');
});

test('with seconds, as the Italian locale writes them (the log), in both languages', () => {
  const italian = new Date(MOMENT).toLocaleString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  expect(formatDateTime(MOMENT, 'it', undefined, 'second')).toBe(italian);
  expect(formatDateTime(MOMENT, 'en', undefined, 'second')).toBe(italian);
  expect(formatDateTime(MOMENT, 'en', 'UTC', 'second')).toBe('09/03/2025, 14:05:07 UTC');
});

test('without a time zone it uses the local one and does not name it', () => {
  expect(formatDateTime(MOMENT, 'en')).not.toContain('UTC');
  expect(formatDateTime('2025-03-09T00:30:00.000Z', 'it')).toMatch(/^\d{2}\/\d{2}\/2025, \d{2}:\d{2}$/);
});

test('a calendar day is written the same way, whatever the time zone', () => {
  expect(formatCalendarDate('2026-11-23', 'it')).toBe('23/11/2026');
  expect(formatCalendarDate('2026-01-02', 'en')).toBe('02/01/2026');
  expect(() => formatCalendarDate('23/11/2026', 'en')).toThrow();
});

test('a typed day is read back as YYYY-MM-DD, and only a real day is', () => {
  expect(parseCalendarDate('23/11/2026', 'it')).toBe('2026-11-23');
  expect(parseCalendarDate(' 2/1/2026 ', 'en')).toBe('2026-01-02');
  expect(parseCalendarDate('02.01.2026', 'en')).toBe('2026-01-02');
  expect(parseCalendarDate(formatCalendarDate('2024-02-29', 'it'), 'it')).toBe('2024-02-29');
  for (const wrong of ['31/02/2026', '00/01/2026', '1/13/2026', '2026-01-02', '', 'today']) expect(parseCalendarDate(wrong, 'en')).toBeNull();
});

test('the pattern a person types, in the page language', () => {
  expect(calendarDatePattern('it')).toBe('gg/mm/aaaa');
  expect(calendarDatePattern('en')).toBe('dd/mm/yyyy');
});

test('a date field’s value is written as a day when it is one, and left as it is when not', () => {
  expect(formatDayOrText('2026-11-23', 'en')).toBe('23/11/2026');
  expect(formatDayOrText('31/02/2026', 'it')).toBe('31/02/2026');
  expect(formatDayOrText('', 'it')).toBe('');
  expect(formatDayOrText('2026-11-23T10:00:00Z', 'en')).toBe('2026-11-23T10:00:00Z');
});
