import { NO_FILTERS, firstUserListQuery, pageCount, pageRange, userListQuery } from './user-list-query';

test('the first page without filters asks for 5 users and nothing else', () => {
  expect(firstUserListQuery()).toEqual({ page: 1, page_size: 5, sort: 'user_id', dir: 'asc' });
});

test('filters are sent only when set, the search trimmed', () => {
  expect(userListQuery({ username: '  mar ', role: 'editor', status: 'disabled' }, 3)).toEqual({
    page: 3,
    page_size: 5,
    sort: 'user_id',
    dir: 'asc',
    username_filter: 'mar',
    role_filter: 'editor',
    status_filter: 'disabled',
  });
  expect(userListQuery({ ...NO_FILTERS, username: '   ' }, 1)).toEqual({ page: 1, page_size: 5, sort: 'user_id', dir: 'asc' });
});

test('pages of 5: always at least one page', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(5)).toBe(1);
  expect(pageCount(6)).toBe(2);
  expect(pageCount(23)).toBe(5);
});

test('the range shown on a page', () => {
  expect(pageRange(1, 5)).toEqual({ from: 1, to: 5 });
  expect(pageRange(3, 2)).toEqual({ from: 11, to: 12 });
  expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 });
});
