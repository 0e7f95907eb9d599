import { addDays, hourIn, reminderDays } from './reminder-window';

const ROME = 'Europe/Rome';

test('the agency hour follows daylight saving: 08:00 in Rome is 07:00 UTC in winter and 06:00 UTC in summer', () => {
  expect(hourIn(new Date('2025-01-15T07:00:00Z'), ROME)).toBe(8);
  expect(hourIn(new Date('2025-07-15T06:00:00Z'), ROME)).toBe(8);
  // The day clocks move forward (30 March 2025): 08:00 is already summer time.
  expect(hourIn(new Date('2025-03-30T05:59:00Z'), ROME)).toBe(7);
  expect(hourIn(new Date('2025-03-30T06:00:00Z'), ROME)).toBe(8);
  expect(hourIn(new Date('2025-01-15T23:30:00Z'), ROME)).toBe(0);
});

test('days are added across months and years', () => {
  expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
  expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  expect(addDays('2025-03-30', 0)).toBe('2025-03-30');
});

test('from the send hour today is due with the day before; earlier, the two days before', () => {
  expect(reminderDays(new Date('2025-01-15T07:00:00Z'), ROME)).toEqual({ from: '2025-01-14', to: '2025-01-15' });
  expect(reminderDays(new Date('2025-01-15T06:59:59Z'), ROME)).toEqual({ from: '2025-01-13', to: '2025-01-14' });
  // 23:30 UTC on the 15th is already the 16th in Rome, before its send hour.
  expect(reminderDays(new Date('2025-01-15T23:30:00Z'), ROME)).toEqual({ from: '2025-01-14', to: '2025-01-15' });
});
