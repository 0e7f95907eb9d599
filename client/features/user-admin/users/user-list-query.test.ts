import { pageCount, userListQuery, userListView } from './user-list-query';

const viewOf = (search: string) => userListView.parse(new URLSearchParams(search));

test('the list as the page opens: no filters, first page, by id', () => {
  expect(userListQuery(viewOf(''))).toEqual({ page: 1, page_size: 5, sort: 'user_id', dir: 'asc' });
});

test('the address gives the filters, the order and the page, trimmed as the API takes them', () => {
  expect(userListQuery(viewOf('?tab=list&username=%20%20mar%20&role=editor&status=disabled&sort=email&dir=desc&page=3'))).toEqual({
    page: 3,
    page_size: 5,
    sort: 'email',
    dir: 'desc',
    username_filter: 'mar',
    role_filter: 'editor',
    status_filter: 'disabled',
  });
});

test('a hand-edited address falls back to the defaults, never to an error', () => {
  expect(userListQuery(viewOf('?username=%20%20%20&role=king&status=gone&sort=password&dir=up&page=-2'))).toEqual({
    page: 1,
    page_size: 5,
    sort: 'user_id',
    dir: 'asc',
  });
});

test('a new filter or order goes back to page 1, and only what differs from the defaults is written, beside the tab', () => {
  const view = viewOf('?tab=list&page=4');
  const filtered = userListView.withFilters(view, { role: 'admin' });
  expect(filtered.page).toBe(1);
  expect(userListView.serialise(filtered, new URLSearchParams('tab=list')).toString()).toBe('tab=list&role=admin');
  const sorted = userListView.withSort({ ...filtered, page: 2 }, 'username');
  expect(sorted).toMatchObject({ sort: 'username', dir: 'asc', page: 1 });
  expect(userListView.withSort(sorted, 'username').dir).toBe('desc');
});

test('how many pages, at least one', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(5)).toBe(1);
  expect(pageCount(6)).toBe(2);
  expect(pageCount(23)).toBe(5);
});
