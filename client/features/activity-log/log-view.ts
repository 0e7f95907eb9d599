import { LOG_MAX_PAGES, LOG_PAGE_SIZE, type LogFilter, type LogListQuery } from '../../../contract';
import type { LogViewFilters } from './log-list-view';

/** A whole local day as an instant range: its first and its last millisecond. */
function localDayBound(date: string, edge: 'start' | 'end'): string {
  return new Date(`${date}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`).toISOString();
}

/** The API's filter query (spec section 7: message_filter is the action). Empty filters are left out. */
export function logFilterQuery(filters: LogViewFilters): LogFilter {
  const username = filters.username?.trim();
  return {
    ...(username && { username_filter: username }),
    ...(filters.action && { message_filter: filters.action }),
    ...(filters.role && { role_filter: filters.role }),
    ...(filters.entity && { entity_type_filter: filters.entity }),
    ...(filters.from && { start_date: localDayBound(filters.from, 'start') }),
    ...(filters.to && { end_date: localDayBound(filters.to, 'end') }),
  };
}

export function logListQuery(filters: LogViewFilters, page: number, order: Pick<LogListQuery, 'sort' | 'dir'> = { sort: 'timestamp', dir: 'desc' }): LogListQuery {
  return { ...logFilterQuery(filters), page, page_size: LOG_PAGE_SIZE, ...order };
}

/**
 * A date range never ends before it starts: moving one bound past the other moves the other along.
 */
export function withDate(filters: LogViewFilters, bound: 'from' | 'to', value: string | undefined): LogViewFilters {
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
