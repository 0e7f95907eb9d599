import { z } from 'zod';
import { calendarDateOrTime } from '../platform/fields';
import { filterText, pageField, pageSizeField, sortFields } from '../platform/paging';
import { roleSchema } from '../platform/roles';
import { userIdSchema } from '../users';
import { LOG_ACTIONS, LOG_ENTITY_TYPES, LOG_PAGE_SIZE, LOG_SORT_COLUMNS, RECORD_ACTIVITY_PAGE_SIZE } from './constants';

export const logActionSchema = z.enum(LOG_ACTIONS);
export const logEntityTypeSchema = z.enum(LOG_ENTITY_TYPES, { errorMap: () => ({ message: `entity_type_filter must be one of: ${LOG_ENTITY_TYPES.join(', ')}` }) });

/** What an update changed, per field: the value before and after (secrets and bank data masked). */
export const logChangesSchema = z.record(z.object({ from: z.unknown(), to: z.unknown() }));
export type LogChanges = z.infer<typeof logChangesSchema>;

const dateBound = calendarDateOrTime().optional();

export const logFilterSchema = z.object({
  user_id_filter: userIdSchema.optional(),
  message_filter: logActionSchema.optional(),
  role_filter: roleSchema.optional(),
  entity_type_filter: logEntityTypeSchema.optional(),
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
  entity_type: logEntityTypeSchema.nullable(),
  entity_id: z.number().int().nullable(),
  changes: logChangesSchema.nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** `total` is exact up to LOG_COUNT_CAP; when more entries match it is LOG_COUNT_CAP and `total_capped` is true. */
export const logListSchema = z.object({ logs: z.array(logEntrySchema), total: z.number().int(), total_capped: z.boolean() });
export type LogList = z.infer<typeof logListSchema>;

/** The entries about one record (a record page's activity tab). */
export const recordActivityQuerySchema = z.object({
  page: pageField.default(1),
  page_size: pageSizeField(RECORD_ACTIVITY_PAGE_SIZE),
});
export const recordActivitySchema = z.object({ entries: z.array(logEntrySchema), total: z.number().int() });
export type RecordActivity = z.infer<typeof recordActivitySchema>;
