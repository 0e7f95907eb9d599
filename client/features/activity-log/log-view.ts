import { LOG_MAX_PAGES, LOG_PAGE_SIZE, type LogAction, type LogFilter, type LogListQuery, type Role } from '../../../contract';

/** The filters as the user sets them; dates are the YYYY-MM-DD values of date inputs, in local time. */
export interface LogFilters {
  username: string;
  action: LogAction | '';
  role: Role | '';
  from: string;
  to: string;
}

export const NO_FILTERS: LogFilters = { username: '', action: '', role: '', from: '', to: '' };

/** The most entries the registry shows (20 pages of 50); the export has them all. */
export const LOG_VIEW_LIMIT = LOG_PAGE_SIZE * LOG_MAX_PAGES;

export function hasFilters(filters: LogFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/** A whole local day as an instant range: its first and its last millisecond. */
function localDayBound(date: string, edge: 'start' | 'end'): string {
  return new Date(`${date}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`).toISOString();
}

/** The API's filter query (spec section 7: message_filter is the action). Empty filters are left out. */
export function logFilterQuery(filters: LogFilters): LogFilter {
  const username = filters.username.trim();
  return {
    ...(username && { username_filter: username }),
    ...(filters.action && { message_filter: filters.action }),
    ...(filters.role && { role_filter: filters.role }),
    ...(filters.from && { start_date: localDayBound(filters.from, 'start') }),
    ...(filters.to && { end_date: localDayBound(filters.to, 'end') }),
  };
}

export function logListQuery(filters: LogFilters, page: number, order: Pick<LogListQuery, 'sort' | 'dir'> = { sort: 'timestamp', dir: 'desc' }): LogListQuery {
  return { ...logFilterQuery(filters), page, page_size: LOG_PAGE_SIZE, ...order };
}

/**
 * A date range never ends before it starts: moving one bound past the other moves the other along.
 */
export function withDate(filters: LogFilters, bound: 'from' | 'to', value: string): LogFilters {
  const next = { ...filters, [bound]: value };
  if (next.from && next.to && next.from > next.to) next[bound === 'from' ? 'to' : 'from'] = value;
  return next;
}

/** Pages that can be viewed: at most 20 (spec section 9). */
export function viewablePages(total: number): number {
  return Math.min(Math.ceil(total / LOG_PAGE_SIZE), LOG_MAX_PAGES);
}

/** Spec section 4: 200 to 299 is Authorized, anything else Failed. */
export function isAuthorized(statusCode: number): boolean {
  return statusCode >= 200 && statusCode <= 299;
}
