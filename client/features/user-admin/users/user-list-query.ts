import { USER_LIST_PAGE_SIZE, userListQuerySchema, type UserListQuery } from '../../../../contract';
import { defineListView } from '../../../lib/routing/list-view';

/** Spec section 9 leaves the user search's delay open; short enough to feel live, long enough to spare the API. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

const fields = userListQuerySchema.shape;

/** The user list's view in the address: `?tab=list&username=mar&role=editor&sort=email&dir=desc&page=3`. */
export const userListView = defineListView({
  filters: { username: fields.username_filter, role: fields.role_filter, status: fields.status_filter },
  sort: fields.sort,
  dir: fields.dir,
  page: fields.page,
  hideableColumns: ['email', 'role', 'status'],
});

export type UserListView = ReturnType<typeof userListView.parse>;

/** The list request for a view: empty filters left out, 5 users a page (spec section 9). */
export function userListQuery({ filters, sort, dir, page }: Pick<UserListView, 'filters' | 'sort' | 'dir' | 'page'>): UserListQuery {
  return {
    page,
    page_size: USER_LIST_PAGE_SIZE,
    sort,
    dir,
    ...(filters.username ? { username_filter: filters.username } : {}),
    ...(filters.role ? { role_filter: filters.role } : {}),
    ...(filters.status ? { status_filter: filters.status } : {}),
  };
}

/** How many pages `total` users fill (at least one, so an empty list still has a page 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / USER_LIST_PAGE_SIZE));
}
