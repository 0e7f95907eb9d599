import { logListView } from './log-list-view';
import { isAuthorized, logFilterQuery, logListQuery, viewablePages, withDate } from './log-view';

const NO_FILTERS = logListView.noFilters;

test('empty filters are left out of the query; the rest map to the API’s names', () => {
  expect(logFilterQuery(NO_FILTERS)).toEqual({});
  expect(logFilterQuery({ ...NO_FILTERS, username: '  ada ', action: 'user_login', role: 'admin' })).toEqual({
    username_filter: 'ada',
    message_filter: 'user_login',
    role_filter: 'admin',
  });
  expect(logListQuery(NO_FILTERS, 3)).toEqual({ page: 3, page_size: 50, sort: 'timestamp', dir: 'desc' });
});

test('a date range covers whole local days', () => {
  const query = logFilterQuery({ ...NO_FILTERS, from: '2025-03-09', to: '2025-03-10' });
  expect(new Date(query.start_date ?? '').getTime()).toBe(new Date(2025, 2, 9, 0, 0, 0, 0).getTime());
  expect(new Date(query.end_date ?? '').getTime()).toBe(new Date(2025, 2, 10, 23, 59, 59, 999).getTime());
});

test('moving one date past the other moves the other along', () => {
  const range = { ...NO_FILTERS, from: '2025-03-09', to: '2025-03-12' };
  expect(withDate(range, 'from', '2025-03-10')).toEqual({ ...range, from: '2025-03-10' });
  expect(withDate(range, 'from', '2025-03-15')).toEqual({ ...range, from: '2025-03-15', to: '2025-03-15' });
  expect(withDate(range, 'to', '2025-03-01')).toEqual({ ...range, from: '2025-03-01', to: '2025-03-01' });
  expect(withDate(range, 'to', undefined)).toEqual({ ...range, to: undefined });
});

test('at most 20 pages of 50 are viewable', () => {
  expect(viewablePages(0)).toBe(0);
  expect(viewablePages(50)).toBe(1);
  expect(viewablePages(51)).toBe(2);
  expect(viewablePages(1000)).toBe(20);
  expect(viewablePages(5000)).toBe(20);
});

test('2xx is authorized, anything else failed', () => {
  expect([200, 201, 204, 299].every(isAuthorized)).toBe(true);
  expect([199, 300, 401, 403, 409, 429, 500].some(isAuthorized)).toBe(false);
});
