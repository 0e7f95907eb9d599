import { formatDateTime } from './format-date-time';

const MOMENT = '2025-03-09T14:05:00.000Z';

test('formats in the page language', () => {
  expect(formatDateTime(MOMENT, 'it', 'UTC')).toBe('9 mar 2025, 14:05 UTC');
  expect(formatDateTime(MOMENT, 'en', 'UTC')).toBe('9 Mar 2025, 14:05 UTC');
});

test('without a time zone it uses the local one and does not name it', () => {
  expect(formatDateTime(MOMENT, 'en')).not.toContain('UTC');
});
