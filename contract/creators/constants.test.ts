import { followerTierRange, representationEnd } from './constants';

test('a representation ends the day before the same date months later', () => {
  expect(representationEnd('2026-01-15', 12)).toBe('2027-01-14');
  expect(representationEnd('2026-03-01', 1)).toBe('2026-03-31');
  expect(representationEnd('2026-12-01', 2)).toBe('2027-01-31');
});

test('a start on a day the last month lacks ends on that month’s last day, less one', () => {
  expect(representationEnd('2026-01-31', 1)).toBe('2026-02-27');
  expect(representationEnd('2024-01-31', 1)).toBe('2024-02-28');
});

test('follower tiers run from their bound to the next one’s', () => {
  expect(followerTierRange('micro')).toEqual({ min: 5_000, max: 20_000 });
  expect(followerTierRange('mega')).toEqual({ min: 1_000_000, max: null });
});
