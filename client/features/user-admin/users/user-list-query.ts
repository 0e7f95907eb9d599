import { USER_LIST_PAGE_SIZE, type Role, type UserListQuery, type UserStatus } from '../../../../contract';

/** What the list is filtered by; an empty string means "any". */
export interface UserListFilters {
  username: string;
  role: Role | '';
  status: UserStatus | '';
}

export const NO_FILTERS: UserListFilters = { username: '', role: '', status: '' };

/** Spec section 9 leaves the user search's delay open; short enough to feel live, long enough to spare the API. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** The list request for a page: the search trimmed, empty filters left out, 5 users a page (spec section 9). */
export function userListQuery(filters: UserListFilters, page: number): UserListQuery {
  const username = filters.username.trim();
  return {
    page,
    page_size: USER_LIST_PAGE_SIZE,
    sort: 'user_id',
    dir: 'asc',
    ...(username ? { username_filter: username } : {}),
    ...(filters.role ? { role_filter: filters.role } : {}),
    ...(filters.status ? { status_filter: filters.status } : {}),
  };
}

/** The list as the page opens: no filters, first page. */
export function firstUserListQuery(): UserListQuery {
  return userListQuery(NO_FILTERS, 1);
}

/** How many pages `total` users fill (at least one, so an empty list still has a page 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / USER_LIST_PAGE_SIZE));
}

/** The positions shown on a page, for 'from–to of total'. */
export function pageRange(page: number, shown: number): { from: number; to: number } {
  if (shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * USER_LIST_PAGE_SIZE + 1;
  return { from, to: from + shown - 1 };
}
