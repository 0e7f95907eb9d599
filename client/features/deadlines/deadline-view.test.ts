import { dayForOtherView } from './deadline-view';

test('switching between month and week opens on today while the shown day is in today’s month, else keeps the shown day', () => {
  expect(dayForOtherView('2026-11-01', '2026-11-26')).toBeUndefined();
  expect(dayForOtherView('2026-10-01', '2026-11-26')).toBe('2026-10-01');
  expect(dayForOtherView(undefined, '2026-11-26')).toBeUndefined();
  expect(dayForOtherView('2026-12-07', undefined)).toBe('2026-12-07');
});
