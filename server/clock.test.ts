import { dayIn } from './clock';

describe('dayIn', () => {
  test('a day in Rome starts at local midnight, an hour before UTC in winter and two in summer', () => {
    expect(dayIn(new Date('2026-01-14T22:59:59Z'), 'Europe/Rome')).toBe('2026-01-14');
    expect(dayIn(new Date('2026-01-14T23:00:00Z'), 'Europe/Rome')).toBe('2026-01-15');
    expect(dayIn(new Date('2026-07-14T21:59:59Z'), 'Europe/Rome')).toBe('2026-07-14');
    expect(dayIn(new Date('2026-07-14T22:00:00Z'), 'Europe/Rome')).toBe('2026-07-15');
  });

  test('across the clock changes of March and October the day turns at local midnight', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST; 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(dayIn(new Date('2026-03-28T22:59:59Z'), 'Europe/Rome')).toBe('2026-03-28');
    expect(dayIn(new Date('2026-03-28T23:00:00Z'), 'Europe/Rome')).toBe('2026-03-29');
    expect(dayIn(new Date('2026-03-29T21:59:59Z'), 'Europe/Rome')).toBe('2026-03-29');
    expect(dayIn(new Date('2026-03-29T22:00:00Z'), 'Europe/Rome')).toBe('2026-03-30');
    expect(dayIn(new Date('2026-10-24T21:59:59Z'), 'Europe/Rome')).toBe('2026-10-24');
    expect(dayIn(new Date('2026-10-24T22:00:00Z'), 'Europe/Rome')).toBe('2026-10-25');
    expect(dayIn(new Date('2026-10-25T22:59:59Z'), 'Europe/Rome')).toBe('2026-10-25');
    expect(dayIn(new Date('2026-10-25T23:00:00Z'), 'Europe/Rome')).toBe('2026-10-26');
  });
});
