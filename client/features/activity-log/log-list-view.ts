import { z } from 'zod';
import { LOG_MAX_PAGES, logListQuerySchema } from '../../../contract';
import { defineListView } from '../../lib/routing/list-view';

const fields = logListQuerySchema.shape;

/** A real calendar day as YYYY-MM-DD (a date field's value). */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day))
  .optional();

/** The log registry's view in the address: `?action=user_login&from=2026-11-01&page=3` (20 pages at most). */
export const logListView = defineListView({
  filters: {
    username: fields.username_filter,
    action: fields.message_filter,
    role: fields.role_filter,
    entity: fields.entity_type_filter,
    from: calendarDay,
    to: calendarDay,
  },
  sort: fields.sort,
  dir: fields.dir,
  page: fields.page,
  maxPage: LOG_MAX_PAGES,
  hideableColumns: ['username', 'role', 'action', 'status'],
  // A range never ends before it starts (see withDate): an address that says so ends on its first day.
  consistent: (filters) => (filters.from && filters.to && filters.from > filters.to ? { ...filters, to: filters.from } : filters),
});

export type LogListView = ReturnType<typeof logListView.parse>;

/** The filters of a view: each absent when it does not filter; dates are YYYY-MM-DD local days. */
export type LogViewFilters = LogListView['filters'];
