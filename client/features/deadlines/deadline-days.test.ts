import { addDays, groupOf, listRange, weekEnd } from './deadline-days';

test('days are counted across months, years and the clock changes without moving', () => {
  expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
  expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(listRange('2026-11-25')).toEqual({ from: '2025-11-25', to: '2026-12-25' });
});

test('a week ends on Sunday; the list groups by overdue, today, this week and later', () => {
  expect(weekEnd('2026-11-25')).toBe('2026-11-29');
  expect(weekEnd('2026-11-29')).toBe('2026-11-29');
  expect(weekEnd('2026-11-30')).toBe('2026-12-06');
  const today = '2026-11-25';
  expect(groupOf({ due_on: '2026-11-24' }, today)).toBe('overdue');
  expect(groupOf({ due_on: '2026-11-25' }, today)).toBe('today');
  expect(groupOf({ due_on: '2026-11-29' }, today)).toBe('week');
  expect(groupOf({ due_on: '2026-11-30' }, today)).toBe('later');
});
