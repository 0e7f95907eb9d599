import { and, asc, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { ImportMapping, ImportProblem, ImportRowOutcome, ImportRowResult, ImportStatus } from '../../../contract';
import { readTogether, type Executor } from '../../db/database';
import { importMappings, importRows, imports } from './tables';

export type ImportRecord = typeof imports.$inferSelect;
export type ImportRowRecord = typeof importRows.$inferSelect;
export type NewImport = Omit<typeof imports.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export interface RowOutcome {
  row: number;
  outcome: ImportRowOutcome;
  problems: ImportProblem[];
}

export interface RowResult {
  row: number;
  result: ImportRowResult;
  problems: ImportProblem[];
}

export interface ResultCounts {
  created: number;
  updated: number;
  rejected: number;
}

export const importsRepository = {
  /** The import and its rows, the rows in one statement (one JSON document, not 10,000 parameters). */
  async insert(tx: Executor, values: NewImport, rows: readonly { rowNumber: number; cells: string[] }[]): Promise<ImportRecord> {
    const [created] = await tx.insert(imports).values(values).returning();
    const document = JSON.stringify(rows.map((row) => [row.rowNumber, row.cells]));
    await tx.execute(sql`
      insert into ${importRows} (import_id, row_number, cells)
      select ${created!.id}, (item->>0)::int, item->1 from jsonb_array_elements(${document}::jsonb) as item`);
    return created!;
  },

  async find(db: Executor, id: string): Promise<ImportRecord | undefined> {
    const [row] = await db.select().from(imports).where(eq(imports.id, id));
    return row;
  },

  /** The import, locked until the transaction ends: a preview and a run request wait for each other. */
  async lock(tx: Executor, id: string): Promise<ImportRecord | undefined> {
    const [row] = await tx.select().from(imports).where(eq(imports.id, id)).for('update');
    return row;
  },

  async rememberedMapping(db: Executor, entity: string, headerKey: string): Promise<ImportMapping | undefined> {
    const [row] = await db.select({ mapping: importMappings.mapping }).from(importMappings).where(and(eq(importMappings.entity, entity), eq(importMappings.headerKey, headerKey)));
    return row?.mapping;
  },

  async rememberMapping(tx: Executor, entity: string, headerKey: string, mapping: ImportMapping, userId: number): Promise<void> {
    await tx
      .insert(importMappings)
      .values({ entity, headerKey, mapping, updatedBy: userId })
      .onConflictDoUpdate({ target: [importMappings.entity, importMappings.headerKey], set: { mapping, updatedBy: userId, updatedAt: sql`now()` } });
  },

  /** Rows after `afterRow`, in file order. */
  async rowsAfter(db: Executor, id: string, afterRow: number, limit: number): Promise<ImportRowRecord[]> {
    return db.select().from(importRows).where(and(eq(importRows.importId, id), gt(importRows.rowNumber, afterRow))).orderBy(asc(importRows.rowNumber)).limit(limit);
  },

  async setOutcomes(tx: Executor, id: string, outcomes: readonly RowOutcome[]): Promise<void> {
    const document = JSON.stringify(outcomes);
    await tx.execute(sql`
      update ${importRows} set outcome = given.outcome, result = null, problems = given.problems
      from jsonb_to_recordset(${document}::jsonb) as given(row int, outcome text, problems jsonb)
      where ${importRows.importId} = ${id} and ${importRows.rowNumber} = given.row`);
  },

  async setResults(tx: Executor, id: string, results: readonly RowResult[]): Promise<void> {
    if (results.length === 0) return;
    const document = JSON.stringify(results);
    await tx.execute(sql`
      update ${importRows} set result = given.result, problems = given.problems
      from jsonb_to_recordset(${document}::jsonb) as given(row int, result text, problems jsonb)
      where ${importRows.importId} = ${id} and ${importRows.rowNumber} = given.row`);
  },

  /** The rows the preview found in error are the run's rejected rows. */
  async rejectErrorRows(tx: Executor, id: string): Promise<void> {
    await tx.update(importRows).set({ result: 'rejected' }).where(and(eq(importRows.importId, id), eq(importRows.outcome, 'error')));
  },

  async setPreview(tx: Executor, id: string, mapping: ImportMapping, counts: { new: number; update: number; error: number }): Promise<ImportRecord> {
    const [row] = await tx
      .update(imports)
      .set({ mapping, status: 'previewed', newCount: counts.new, updateCount: counts.update, errorCount: counts.error, updatedAt: sql`now()` })
      .where(eq(imports.id, id))
      .returning();
    return row!;
  },

  /** Queues a previewed import; undefined when it is not previewed (never previewed, queued by someone else, or done). */
  async queue(tx: Executor, id: string, allOrNothing: boolean): Promise<ImportRecord | undefined> {
    const [row] = await tx
      .update(imports)
      .set({ status: 'queued', allOrNothing, processedRows: 0, lastRow: 1, updatedAt: sql`now()` })
      .where(and(eq(imports.id, id), eq(imports.status, 'previewed')))
      .returning();
    return row;
  },

  /**
   * Takes a queued import for a job, or gives a running one back to its own job's retry; undefined
   * when there is nothing to run or another job runs it (one runner at a time, by the row's state).
   */
  async claim(db: Executor, id: string, jobId: string): Promise<ImportRecord | undefined> {
    const [row] = await db
      .update(imports)
      .set({ status: 'running', jobId, updatedAt: sql`now()` })
      .where(and(eq(imports.id, id), or(eq(imports.status, 'queued'), and(eq(imports.status, 'running'), eq(imports.jobId, jobId)))))
      .returning();
    return row;
  },

  /** Records the progress of a finished batch, with its counts. */
  async advance(db: Executor, id: string, lastRow: number, processed: number, counts: ResultCounts): Promise<void> {
    await db
      .update(imports)
      .set({
        lastRow,
        processedRows: sql`${imports.processedRows} + ${processed}`,
        createdCount: sql`${imports.createdCount} + ${counts.created}`,
        updatedCount: sql`${imports.updatedCount} + ${counts.updated}`,
        rejectedCount: sql`${imports.rejectedCount} + ${counts.rejected}`,
        updatedAt: sql`now()`,
      })
      .where(eq(imports.id, id));
  },

  async setProgress(db: Executor, id: string, processed: number): Promise<void> {
    await db.update(imports).set({ processedRows: processed, updatedAt: sql`now()` }).where(eq(imports.id, id));
  },

  async finish(db: Executor, id: string, status: Extract<ImportStatus, 'completed' | 'rolled_back' | 'failed'>, counts?: ResultCounts): Promise<ImportRecord> {
    const [row] = await db
      .update(imports)
      .set({
        status,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(counts ? { createdCount: counts.created, updatedCount: counts.updated, rejectedCount: counts.rejected } : {}),
        ...(status === 'failed' ? {} : { processedRows: sql`${imports.rowCount}` }),
      })
      .where(eq(imports.id, id))
      .returning();
    return row!;
  },

  async rows(db: Executor, id: string, filter: { outcome?: ImportRowOutcome | undefined; result?: ImportRowResult | undefined }, page: { offset: number; limit: number }) {
    const where = and(
      eq(importRows.importId, id),
      filter.outcome ? eq(importRows.outcome, filter.outcome) : undefined,
      filter.result ? eq(importRows.result, filter.result) : undefined,
    );
    const [rows, totals] = await readTogether(db, [
      () => db.select().from(importRows).where(where).orderBy(asc(importRows.rowNumber)).offset(page.offset).limit(page.limit),
      () => db.select({ total: count() }).from(importRows).where(where),
    ] as const);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  /** Removes imports older than the cutoff, with their rows (files may hold personal data). */
  async deleteOlderThan(db: Executor, cutoff: Date): Promise<number> {
    const removed = await db.delete(imports).where(lt(imports.createdAt, cutoff)).returning({ id: imports.id });
    return removed.length;
  },
};
