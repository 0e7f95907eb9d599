import { z } from 'zod';
import { calendarDateOrTime } from '../platform/fields';
import { filterText, pageField, pageSizeField, sortFields } from '../platform/paging';
import { roleSchema } from '../platform/roles';
import { userIdSchema } from '../users';
import { LOG_ACTIONS, LOG_PAGE_SIZE, LOG_SORT_COLUMNS } from './constants';

export const logActionSchema = z.enum(LOG_ACTIONS);

const dateBound = calendarDateOrTime().optional();

export const logFilterSchema = z.object({
  user_id_filter: userIdSchema.optional(),
  message_filter: logActionSchema.optional(),
  role_filter: roleSchema.optional(),
  username_filter: filterText,
  start_date: dateBound,
  end_date: dateBound,
});
export type LogFilter = z.infer<typeof logFilterSchema>;

export const logListQuerySchema = logFilterSchema.extend({
  page: pageField.default(1),
  page_size: pageSizeField(LOG_PAGE_SIZE),
  ...sortFields(LOG_SORT_COLUMNS, { sort: 'timestamp', dir: 'desc' }),
});
export type LogListQuery = z.infer<typeof logListQuerySchema>;

export const logEntrySchema = z.object({
  log_id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  role: roleSchema.nullable(),
  message: logActionSchema,
  timestamp: z.string().datetime({ offset: true }),
  status_code: z.number().int(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** `total` is exact up to LOG_COUNT_CAP; when more entries match it is LOG_COUNT_CAP and `total_capped` is true. */
export const logListSchema = z.object({ logs: z.array(logEntrySchema), total: z.number().int(), total_capped: z.boolean() });
export type LogList = z.infer<typeof logListSchema>;
