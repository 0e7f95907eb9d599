import {
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_SAMPLE_ROWS,
  PERMISSIONS,
  can,
  type ImportEntity,
  type ImportField,
  type ImportMapping,
  type ImportProblem,
  type ImportRowOutcome,
  type ImportRowResult,
  type ImportRows,
  type ImportRowsQuery,
  type ImportSummary,
  type Role,
} from '../../../contract';
import { permissionActor, type Actor, type RequestContext } from '../../context';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, notSignedIn, validationError, type FieldError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import type { JobQueue, JobRun } from '../../jobs';
import type { ActivityLogService } from '../activity-log';
import { rowValues } from './cell-values';
import { readImportFile } from './import-file';
import { importRunJob } from './import-jobs';
import { guessedMapping } from './mapping-guess';
import { importsRepository, type ImportRecord, type ImportRowRecord, type ResultCounts, type RowOutcome, type RowResult } from './imports-repository';
import { RowRejected, type ImportSession, type RecordImporter } from './record-importer';

/** Rows applied per transaction: a retried job goes on from the last finished batch. */
const RUN_BATCH_ROWS = 500;
/** Keys matched against the database per query. */
const MATCH_CHUNK_ROWS = 1000;

const importNotFound = () => notFound('Import not found');

/** The run found a rejected row and "all or nothing" was chosen: everything it did is undone. */
class AllOrNothingRefused extends Error {}

/** An import being run by its job: its rows' rules and how its columns map to fields. */
interface ImportRun {
  record: ImportRecord;
  importer: RecordImporter;
  session: ImportSession<unknown>;
  fields: readonly ImportField[];
  mapping: ImportMapping;
}

interface EvaluatedRow {
  row: ImportRowRecord;
  values: Record<string, unknown>;
  key: string | null;
  problems: ImportProblem[];
  record: unknown;
}

function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'import';
}

function countsOf(results: readonly RowResult[]): ResultCounts {
  const counts = { created: 0, updated: 0, rejected: 0 };
  for (const { result } of results) counts[result] += 1;
  return counts;
}

/** The mapping's fields that a column fills. */
function filledFields(mapping: ImportMapping): ImportMapping {
  return Object.fromEntries(Object.entries(mapping).filter(([, column]) => column !== null));
}

export type ImportsService = ReturnType<typeof createImportsService>;

/**
 * Imports of records from files: upload, mapping, a preview of every row, and a run as a job that
 * applies the valid rows in batches (or all of them in one transaction, "all or nothing"). The
 * rules of a row are its domain's (RecordImporter); this module reads files, keeps rows and
 * outcomes, and reports progress and results.
 */
export function createImportsService(deps: {
  db: Database;
  activityLog: ActivityLogService;
  jobs: JobQueue;
  importers: readonly RecordImporter[];
  /**
   * True when progress can be written while a long transaction is open (PostgreSQL's pool); the
   * embedded database has one connection, and an "all or nothing" run reports progress at its end.
   */
  progressBesideTransactions: boolean;
}) {
  const { db, activityLog, jobs, importers, progressBesideTransactions } = deps;

  function actorOf(context: RequestContext): Actor {
    if (!context.actor) throw notSignedIn();
    return context.actor;
  }

  function importerOf(entity: string): RecordImporter {
    const importer = importers.find((candidate) => candidate.entity === entity);
    if (!importer) throw new Error(`No importer for ${entity}`);
    return importer;
  }

  /** The import, for someone who may import its kind of records. */
  async function reachable(actor: Actor, id: string): Promise<{ row: ImportRecord; importer: RecordImporter }> {
    const row = await importsRepository.find(db, id);
    if (!row) throw importNotFound();
    const importer = importerOf(row.entity);
    requirePermission(actor, importer.permission);
    return { row, importer };
  }

  async function summaryOf(row: ImportRecord): Promise<ImportSummary> {
    const sample = await importsRepository.rowsAfter(db, row.id, 0, IMPORT_SAMPLE_ROWS);
    const remembered = row.mapping ? undefined : await importsRepository.rememberedMapping(db, row.entity, row.headerKey);
    const entity = row.entity as ImportEntity;
    const previewed = row.newCount !== null && row.updateCount !== null && row.errorCount !== null;
    const ran = row.status === 'completed' || row.status === 'rolled_back' || row.status === 'failed' || row.status === 'running';
    return {
      id: row.id,
      entity,
      status: row.status as ImportSummary['status'],
      file_name: row.fileName,
      file_type: row.fileType as ImportSummary['file_type'],
      headers: row.headers,
      sample: sample.map((item) => item.cells),
      row_count: row.rowCount,
      mapping: row.mapping ?? remembered ?? guessedMapping(IMPORT_FIELDS[entity], row.headers),
      mapping_remembered: !row.mapping && remembered !== undefined,
      all_or_nothing: row.allOrNothing,
      preview: previewed ? { new: row.newCount!, update: row.updateCount!, error: row.errorCount! } : null,
      progress: { processed: row.processedRows, total: row.rowCount },
      result: ran ? { created: row.createdCount, updated: row.updatedCount, rejected: row.rejectedCount } : null,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    };
  }

  /** The mapping as given, if every field is known, every column exists, and the needed fields are there. */
  function checkedMapping(actor: Actor, fields: readonly ImportField[], mapping: ImportMapping, columns: number): ImportMapping {
    const given = filledFields(mapping);
    const problems: FieldError[] = [];
    for (const [name, column] of Object.entries(given)) {
      const field = fields.find((candidate) => candidate.name === name);
      if (!field) problems.push({ field: name, message: 'This field cannot be imported.', code: 'unknown_field' });
      else if (column! >= columns) problems.push({ field: name, message: 'The file has no such column.', code: 'unknown_column' });
      else if (field.money && !can(permissionActor(actor), 'update:money')) problems.push({ field: name, message: PERMISSIONS['update:money'], code: 'money_not_allowed' });
    }
    for (const field of fields) {
      if (field.required && given[field.name] === undefined) problems.push({ field: field.name, message: 'Choose the column of this field.', code: 'required' });
    }
    if (problems.length > 0) throw validationError(problems, 'The mapping is incomplete');
    return given;
  }

  function evaluateRow(session: ImportSession<unknown>, fields: readonly ImportField[], mapping: ImportMapping, row: ImportRowRecord): EvaluatedRow {
    const { values, problems } = rowValues(fields, mapping, row.cells);
    for (const field of fields) {
      if (field.required === 'always' && values[field.name] === undefined && !problems.some((problem) => problem.field === field.name)) {
        problems.push({ field: field.name, problem: 'required' });
      }
    }
    if (problems.length > 0) return { row, values, key: null, problems, record: null };
    return { row, values, ...session.check(values) };
  }

  /** Every row's outcome: new, update (its key names a record that can take it) or error with the reasons. */
  async function previewRows(executor: Executor, session: ImportSession<unknown>, fields: readonly ImportField[], mapping: ImportMapping, rows: readonly ImportRowRecord[]): Promise<RowOutcome[]> {
    const evaluated = rows.map((row) => evaluateRow(session, fields, mapping, row));
    const keyField = fields.filter((field) => field.key).at(-1)!.name;
    const seen = new Set<string>();
    for (const row of evaluated) {
      if (row.key === null) continue;
      if (seen.has(row.key)) row.problems.push({ field: keyField, problem: 'duplicateInFile' });
      seen.add(row.key);
    }
    const candidates = evaluated.filter((row) => row.key !== null && row.problems.length === 0) as (EvaluatedRow & { key: string })[];
    const matches = new Map<string, ImportProblem[]>();
    for (let start = 0; start < candidates.length; start += MATCH_CHUNK_ROWS) {
      const chunk = candidates.slice(start, start + MATCH_CHUNK_ROWS);
      for (const [key, problems] of await session.matches(executor, chunk)) matches.set(key, problems);
    }
    return evaluated.map(({ row, values, key, problems }) => {
      const match = key === null ? undefined : matches.get(key);
      if (problems.length === 0 && match) problems.push(...match);
      if (problems.length === 0 && !match) {
        for (const field of fields) if (field.required === 'new' && values[field.name] === undefined) problems.push({ field: field.name, problem: 'required' });
      }
      const outcome: ImportRowOutcome = problems.length > 0 ? 'error' : match ? 'update' : 'new';
      return { row: row.rowNumber, outcome, problems };
    });
  }

  /**
   * Applies a row. Fast, straight in the batch's transaction: a rejected row has written nothing
   * (RecordImporter's rule). Careful, in a savepoint: a statement the database refuses undoes only
   * its row, and a row that would create a record someone created meanwhile (the unique index says
   * so) is tried once more, then finds that record and updates it.
   */
  async function applyRow(tx: Executor, run: ImportRun, row: ImportRowRecord, careful: boolean): Promise<RowResult> {
    const rejected = (problems: ImportProblem[]): RowResult => ({ row: row.rowNumber, result: 'rejected', problems });
    if (row.outcome === 'error') return rejected(row.problems);
    const evaluated = evaluateRow(run.session, run.fields, run.mapping, row);
    if (evaluated.problems.length > 0) return rejected(evaluated.problems);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result: ImportRowResult = careful ? await tx.transaction((savepoint) => run.session.apply(savepoint, evaluated.record)) : await run.session.apply(tx, evaluated.record);
        return { row: row.rowNumber, result, problems: [] };
      } catch (error) {
        if (error instanceof RowRejected) return rejected(error.problems);
        if (!careful || !isUniqueViolation(error)) throw error;
        if (attempt === 2) return rejected([run.importer.keyTaken]);
      }
    }
  }

  /** A transaction's work, fast first; if the database refuses a statement, all of it again, carefully. */
  async function fastThenCareful<T>(work: (careful: boolean) => Promise<T>): Promise<T> {
    try {
      return await work(false);
    } catch (error) {
      if (error instanceof AllOrNothingRefused) throw error;
      return work(true);
    }
  }

  /** Batch after batch, each in its own transaction with its results and progress: a retried job goes on after the last one. */
  async function runInBatches(run: ImportRun): Promise<ImportRecord> {
    const id = run.record.id;
    for (let after = run.record.lastRow; ; ) {
      const batch = await importsRepository.rowsAfter(db, id, after, RUN_BATCH_ROWS);
      if (batch.length === 0) break;
      after = batch.at(-1)!.rowNumber;
      await fastThenCareful((careful) =>
        db.transaction(async (tx) => {
          const results: RowResult[] = [];
          for (const row of batch) results.push(await applyRow(tx, run, row, careful));
          await importsRepository.setResults(tx, id, results);
          await importsRepository.advance(tx, id, after, batch.length, countsOf(results));
        }),
      );
    }
    return importsRepository.finish(db, id, 'completed');
  }

  /** Every row in one transaction, rolled back as soon as the end shows a rejected row. */
  async function runAllOrNothing(run: ImportRun): Promise<ImportRecord> {
    const id = run.record.id;
    if ((run.record.errorCount ?? 0) > 0) {
      await importsRepository.rejectErrorRows(db, id);
      return importsRepository.finish(db, id, 'rolled_back', { created: 0, updated: 0, rejected: run.record.errorCount! });
    }
    let results: RowResult[] = [];
    try {
      return await fastThenCareful((careful) =>
        db.transaction(async (tx) => {
          results = [];
          for (let after = 1; ; ) {
            const batch = await importsRepository.rowsAfter(tx, id, after, RUN_BATCH_ROWS);
            if (batch.length === 0) break;
            after = batch.at(-1)!.rowNumber;
            for (const row of batch) results.push(await applyRow(tx, run, row, careful));
            if (progressBesideTransactions) await importsRepository.setProgress(db, id, results.length);
          }
          const counts = countsOf(results);
          if (counts.rejected > 0) throw new AllOrNothingRefused();
          await importsRepository.setResults(tx, id, results);
          return importsRepository.finish(tx, id, 'completed', counts);
        }),
      );
    } catch (error) {
      if (!(error instanceof AllOrNothingRefused)) throw error;
      const rejected = results.filter((result) => result.result === 'rejected');
      await importsRepository.setResults(db, id, rejected);
      return importsRepository.finish(db, id, 'rolled_back', { created: 0, updated: 0, rejected: rejected.length });
    }
  }

  /** The one audit entry of an import, written when it ends, in the name of who ran it. */
  async function auditFinished(row: ImportRecord): Promise<void> {
    const status = row.status === 'completed' ? 200 : row.status === 'rolled_back' ? 422 : 500;
    const subject = { userId: row.createdBy, username: row.createdByUsername, role: row.createdByRole as Role };
    await activityLog.record(subject, 'data_imported', status, row.createdFrom, {
      entity: { type: importerOf(row.entity).logEntity },
      changes: {
        file: { from: null, to: row.fileName },
        all_or_nothing: { from: null, to: row.allOrNothing },
        rows: { from: null, to: row.rowCount },
        created: { from: null, to: row.createdCount },
        updated: { from: null, to: row.updatedCount },
        rejected: { from: null, to: row.rejectedCount },
      },
    });
  }

  return {
    async upload(context: RequestContext, entity: ImportEntity, bytes: Buffer | undefined, fileName: string | undefined): Promise<ImportSummary> {
      const actor = actorOf(context);
      const importer = importerOf(entity);
      requirePermission(actor, importer.permission);
      const file = await readImportFile(bytes);
      const row = await db.transaction((tx) =>
        importsRepository.insert(
          tx,
          {
            entity,
            fileName: cleanFileName(fileName),
            fileType: file.fileType,
            headers: file.headers,
            headerKey: file.headerKey,
            rowCount: file.rows.length,
            createdBy: actor.userId,
            createdByUsername: actor.username,
            createdByRole: actor.role,
            createdFrom: context.address,
          },
          file.rows,
        ),
      );
      return summaryOf(row);
    },

    async get(context: RequestContext, id: string): Promise<ImportSummary> {
      const { row } = await reachable(actorOf(context), id);
      return summaryOf(row);
    },

    /** Sets the mapping and finds every row's outcome; the mapping is remembered for files with these headers. */
    async preview(context: RequestContext, id: string, mapping: ImportMapping): Promise<ImportSummary> {
      const actor = actorOf(context);
      const { row, importer } = await reachable(actor, id);
      const fields = IMPORT_FIELDS[row.entity as ImportEntity];
      const given = checkedMapping(actor, fields, mapping, row.headers.length);
      const session = await importer.open(db, actor);
      const previewed = await db.transaction(async (tx) => {
        const locked = await importsRepository.lock(tx, id);
        if (!locked || (locked.status !== 'uploaded' && locked.status !== 'previewed')) throw conflict('import_started', 'This import has already run or is running: upload the file again to change its mapping');
        const rows = await importsRepository.rowsAfter(tx, id, 0, IMPORT_MAX_ROWS);
        const outcomes = await previewRows(tx, session, fields, given, rows);
        await importsRepository.setOutcomes(tx, id, outcomes);
        await importsRepository.rememberMapping(tx, row.entity, row.headerKey, given, actor.userId);
        const counts = { new: 0, update: 0, error: 0 };
        for (const { outcome } of outcomes) counts[outcome] += 1;
        return importsRepository.setPreview(tx, id, given, counts);
      });
      return summaryOf(previewed);
    },

    async rows(context: RequestContext, id: string, query: ImportRowsQuery): Promise<ImportRows> {
      await reachable(actorOf(context), id);
      const { rows, total } = await importsRepository.rows(db, id, query, { offset: (query.page - 1) * query.page_size, limit: query.page_size });
      return {
        rows: rows.map((row) => ({
          row_number: row.rowNumber,
          outcome: row.outcome as ImportRowOutcome | null,
          result: row.result as ImportRowResult | null,
          problems: row.problems,
          cells: row.cells,
        })),
        total,
      };
    },

    /** Queues a previewed import once: a second request, even at the same moment, is refused. */
    async run(context: RequestContext, id: string, allOrNothing: boolean): Promise<ImportSummary> {
      const actor = actorOf(context);
      await reachable(actor, id);
      const queued = await jobs.transaction(db, async (tx) => {
        const row = await importsRepository.queue(tx, id, allOrNothing);
        if (row) await jobs.send(importRunJob, { importId: id }, { executor: tx });
        return row;
      });
      if (!queued) {
        const current = await importsRepository.find(db, id);
        throw current?.status === 'uploaded'
          ? conflict('import_not_previewed', 'Preview the import before running it')
          : conflict('import_started', 'This import has already been started');
      }
      return summaryOf(queued);
    },

    /** The job of an import: applies its rows, then writes its one audit entry with the counts. */
    async runJob(importId: string, job: JobRun): Promise<void> {
      const claimed = await importsRepository.claim(db, importId, job.id);
      if (!claimed) return;
      try {
        const importer = importerOf(claimed.entity);
        const run: ImportRun = {
          record: claimed,
          importer,
          session: await importer.open(db, { userId: claimed.createdBy, role: claimed.createdByRole as Role }),
          fields: IMPORT_FIELDS[claimed.entity as ImportEntity],
          mapping: claimed.mapping ?? {},
        };
        const finished = claimed.allOrNothing ? await runAllOrNothing(run) : await runInBatches(run);
        await auditFinished(finished);
      } catch (error) {
        if (job.lastAttempt) await auditFinished(await importsRepository.finish(db, importId, 'failed'));
        throw error;
      }
    },

    async removeOld(cutoff: Date): Promise<number> {
      return importsRepository.deleteOlderThan(db, cutoff);
    },
  };
}
