import { z } from 'zod';
import { wholeNumberField } from '../platform/fields';
import { pageField } from '../platform/paging';
import {
  IMPORT_ENTITIES,
  IMPORT_FILE_TYPES,
  IMPORT_MAX_COLUMNS,
  IMPORT_ROW_OUTCOMES,
  IMPORT_ROW_RESULTS,
  IMPORT_ROWS_PAGE_SIZE,
  IMPORT_ROWS_PAGE_SIZE_MAX,
  IMPORT_STATUSES,
} from './constants';

export const importIdSchema = z.string().uuid('Not found');

/** Which column of the file fills each field: a column's position, or null for none. */
export const importMappingSchema = z.record(z.string().max(40), z.number().int().min(0).max(IMPORT_MAX_COLUMNS - 1).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

const countsOf = <K extends string>(keys: readonly [K, ...K[]]) => z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);

export const importSummarySchema = z.object({
  id: z.string(),
  entity: z.enum(IMPORT_ENTITIES),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  file_type: z.enum(IMPORT_FILE_TYPES),
  headers: z.array(z.string()),
  /** The first rows, to recognise the columns by. */
  sample: z.array(z.array(z.string())),
  row_count: z.number().int(),
  mapping: importMappingSchema,
  /** True when the mapping is the one last used for a file with these same headers. */
  mapping_remembered: z.boolean(),
  all_or_nothing: z.boolean(),
  preview: countsOf(IMPORT_ROW_OUTCOMES).nullable(),
  progress: z.object({ processed: z.number().int(), total: z.number().int() }),
  result: countsOf(IMPORT_ROW_RESULTS).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importUploadBodySchema = z.object({ file: z.unknown() });

export const importMappingBodySchema = z.object({ mapping: importMappingSchema });
export type ImportMappingBody = z.infer<typeof importMappingBodySchema>;

export const importRunBodySchema = z.object({ all_or_nothing: z.boolean() });
export type ImportRunBody = z.infer<typeof importRunBodySchema>;

export const importRowsQuerySchema = z.object({
  outcome: z.enum(IMPORT_ROW_OUTCOMES).optional(),
  result: z.enum(IMPORT_ROW_RESULTS).optional(),
  page: pageField.default(1),
  page_size: wholeNumberField('page_size', { min: 1, max: IMPORT_ROWS_PAGE_SIZE_MAX }).default(IMPORT_ROWS_PAGE_SIZE),
});
export type ImportRowsQuery = z.infer<typeof importRowsQuerySchema>;

/** A field of a row that cannot be imported, and why: a stable key the screens translate. */
export const importProblemSchema = z.object({ field: z.string(), problem: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchema = z.object({
  /** The row's number in the file, the header being row 1. */
  row_number: z.number().int(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES).nullable(),
  result: z.enum(IMPORT_ROW_RESULTS).nullable(),
  problems: z.array(importProblemSchema),
  cells: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowsSchema = z.object({ rows: z.array(importRowSchema), total: z.number().int() });
export type ImportRows = z.infer<typeof importRowsSchema>;
