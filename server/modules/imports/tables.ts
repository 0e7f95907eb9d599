import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportMapping, ImportProblem } from '../../../contract';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/**
 * An uploaded file on its way in: its headers, mapping, preview counts, progress and result. The
 * id is random: an import's address says nothing about others. Who started it (name, role,
 * address) is kept for the audit entry its job writes when it ends.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity').notNull(),
    status: text('status').notNull().default('uploaded'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    headerKey: text('header_key').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>(),
    allOrNothing: boolean('all_or_nothing').notNull().default(false),
    rowCount: integer('row_count').notNull(),
    newCount: integer('new_count'),
    updateCount: integer('update_count'),
    errorCount: integer('error_count'),
    processedRows: integer('processed_rows').notNull().default(0),
    /** The job running the import: only its retries may take it over. */
    jobId: text('job_id'),
    /** The last row the run has finished with: a retried job goes on after it. */
    lastRow: integer('last_row').notNull().default(1),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdByUsername: text('created_by_username').notNull(),
    createdByRole: text('created_by_role').notNull(),
    createdFrom: text('created_from'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('imports_entity_check', sql`${table.entity} in ('sponsors', 'creators')`),
    check('imports_status_check', sql`${table.status} in ('uploaded', 'previewed', 'queued', 'running', 'completed', 'rolled_back', 'failed')`),
    check('imports_file_type_check', sql`${table.fileType} in ('csv', 'xlsx')`),
    index('imports_created_at_idx').on(table.createdAt),
  ],
);

/** A row of an imported file: its cells, what the preview found, what the run did. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    outcome: text('outcome'),
    result: text('result'),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.rowNumber] }),
    index('import_rows_outcome_idx').on(table.importId, table.outcome, table.rowNumber),
    index('import_rows_result_idx').on(table.importId, table.result, table.rowNumber),
    check('import_rows_outcome_check', sql`${table.outcome} in ('new', 'update', 'error')`),
    check('import_rows_result_check', sql`${table.result} in ('created', 'updated', 'rejected')`),
  ],
);

/** The mapping last used for a file with these headers, per kind of record: the next such file starts from it. */
export const importMappings = pgTable(
  'import_mappings',
  {
    entity: text('entity').notNull(),
    headerKey: text('header_key').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entity, table.headerKey] })],
);
