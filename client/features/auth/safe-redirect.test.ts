import { safeRedirectTarget } from './safe-redirect';

test('keeps a path of this site, with its query and hash', () => {
  expect(safeRedirectTarget('/admin/stats')).toBe('/admin/stats');
  expect(safeRedirectTarget('/admin/stats?tab=2#top')).toBe('/admin/stats?tab=2#top');
});

test.each([null, '', 'admin', 'https://evil.test/admin', '//evil.test/admin', '/\\evil.test', 'javascript:alert(1)', '/login', '/login?from=/admin'])(
  'refuses %p',
  (from) => {
    expect(safeRedirectTarget(from)).toBeNull();
  },
);
