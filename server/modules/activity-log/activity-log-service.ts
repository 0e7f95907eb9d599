import type { LogAction, LogChanges, LogEntityType, LogEntry, LogFilter, LogList, LogListQuery, RecordActivity, Role } from '../../../contract';
import { LOG_COUNT_CAP, PERMISSIONS, can, type Permission } from '../../../contract';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { permissionActor, type Actor, type RequestContext } from '../../context';
import { ApiError, forbidden, notSignedIn, validationError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import { describeQueryError } from '../../db/errors';
import { EXPORT_BATCH_SIZE, readInBatches } from '../../db/batched-read';
import type { ExportColumn, ExportOutcome, ExportSheet } from '../../http/streaming-export';
import {
  activityLogRepository,
  exportPositionOf,
  exportRowOf,
  type ActivityLogExportRow,
  type ActivityLogFilter,
  type ActivityLogRow,
} from './activity-log-repository';

export interface ActivityLogSubject {
  userId: number | null;
  username: string | null;
  role: Role | null;
}

export function subjectOf(actor: Actor): ActivityLogSubject {
  return { userId: actor.userId, username: actor.username, role: actor.role };
}

/**
 * What an audited action was about, filled in by the action as it learns it: the record, and for
 * an update the changed fields. Whatever is known when the action ends, success or refusal, is written.
 */
export interface AuditNote {
  /** The record; without an id, the kind of records (an export or a bulk change of several). */
  entity?: { type: LogEntityType; id?: number };
  changes?: LogChanges;
}

function toLogEntry(row: ActivityLogRow): LogEntry {
  return {
    entity_type: row.entityType as LogEntityType | null,
    entity_id: row.entityId,
    changes: row.changes,
    log_id: row.id,
    user_id: row.userId,
    username: row.username,
    role: row.role as Role | null,
    message: row.action as LogAction,
    timestamp: row.createdAt.toISOString(),
    status_code: row.statusCode,
  };
}

/** A date-only bound covers its whole day: the start of the day as a start, its end as an end. */
function parseBound(value: string | undefined, edge: 'start' | 'end'): Date | undefined {
  if (!value) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (dateOnly && edge === 'end') date.setUTCHours(23, 59, 59, 999);
  return date;
}

/** The repository filter for the log's query; a start after the end is refused. */
export function activityLogFilterFrom(query: LogFilter): ActivityLogFilter {
  const from = parseBound(query.start_date, 'start');
  const to = parseBound(query.end_date, 'end');
  if (from && to && from > to) {
    throw validationError([{ field: 'end_date', message: 'end_date must not be before start_date' }]);
  }
  return {
    userId: query.user_id_filter,
    action: query.message_filter,
    role: query.role_filter,
    entityType: query.entity_type_filter,
    username: query.username_filter || undefined,
    from,
    to,
  };
}


/** The columns of the CSV export (names and order as the spec gives them). */
const EXPORT_COLUMNS: readonly ExportColumn<ActivityLogExportRow>[] = [
  { header: 'log_id', type: 'integer', value: (row) => row[0] },
  { header: 'timestamp', type: 'datetime', value: (row) => row[1], width: 22 },
  { header: 'user_id', type: 'integer', value: (row) => row[2] },
  { header: 'username', type: 'text', value: (row) => row[3], width: 24 },
  { header: 'role', type: 'text', value: (row) => row[4] },
  { header: 'action', type: 'text', value: (row) => row[5], width: 18 },
  { header: 'status_code', type: 'integer', value: (row) => row[6] },
  { header: 'result', type: 'text', value: (row) => (Number(row[6]) >= 200 && Number(row[6]) < 300 ? 'authorized' : 'failed') },
];

/** The audit status of an export that did not complete: a failure on our side, or a client that left (nginx's 499). */
const EXPORT_OUTCOME_STATUS: Record<ExportOutcome, number> = { completed: 200, failed: 500, aborted: 499 };

/** An export, ready to stream: its rows, and what to do once it has ended. */
export interface ActivityLogExport {
  sheet: ExportSheet<ActivityLogExportRow>;
  finish(outcome: ExportOutcome, error?: unknown): Promise<void>;
}

export type ActivityLogService = ReturnType<typeof createActivityLogService>;

export function createActivityLogService(db: Database, logger: Logger) {
  async function record(subject: ActivityLogSubject, action: LogAction, statusCode: number, address: string | null, note: AuditNote = {}): Promise<void> {
    try {
      const changes = note.changes && Object.keys(note.changes).length > 0 ? note.changes : null;
      await activityLogRepository.insert(db, { ...subject, action, statusCode, address, entityType: note.entity?.type ?? null, entityId: note.entity?.id ?? null, changes });
    } catch (error) {
      // The action itself has happened; a lost audit entry must not turn it into a failure.
      logger.error({ err: error, action, statusCode }, 'audit entry could not be written');
    }
  }

  /** Runs an action of the actor and writes its audit entry, with the status it ended with. */
  async function audited<T>(
    context: RequestContext,
    action: LogAction,
    successStatus: number,
    run: (actor: Actor, note: AuditNote) => Promise<T>,
  ): Promise<T> {
    const actor = context.actor;
    if (!actor) throw notSignedIn();
    const note: AuditNote = {};
    try {
      const result = await run(actor, note);
      await record(subjectOf(actor), action, successStatus, context.address, note);
      return result;
    } catch (error) {
      await record(subjectOf(actor), action, error instanceof ApiError ? error.status : 500, context.address, note);
      throw error;
    }
  }

  /**
   * The start of an export of the actor's: refused (and audited) when they may not export; else
   * what to call when it ends, which audits its outcome (completed, failed or abandoned) then, not now.
   */
  async function startExport(context: RequestContext, permission: Permission, note: AuditNote, label: string): Promise<(outcome: ExportOutcome, error?: unknown) => Promise<void>> {
    const actor = context.actor;
    if (!actor) throw notSignedIn();
    if (!can(permissionActor(actor), permission)) {
      await record(subjectOf(actor), 'data_exported', 403, context.address, note);
      throw forbidden(PERMISSIONS[permission]);
    }
    return async (outcome, error) => {
      if (outcome === 'failed') logger.error({ err: describeQueryError(error) }, `${label} failed while reading rows`);
      await record(subjectOf(actor), 'data_exported', EXPORT_OUTCOME_STATUS[outcome], context.address, note);
    };
  }

  return {
    record,
    audited,
    startExport,

    /**
     * The matching entries, read in keyset batches so that any size streams in constant memory.
     * The export is audited when it ends (completed, failed or abandoned), not when it starts.
     */
    async export(context: RequestContext, filter: LogFilter): Promise<ActivityLogExport> {
      const finish = await startExport(context, 'export:activity-log', {}, 'activity log export');
      const auditFilter = await activityLogRepository.withMatchedUsernames(db, activityLogFilterFrom(filter));
      const batches = readInBatches<ActivityLogExportRow>(db, {
        label: 'activity-log export',
        size: EXPORT_BATCH_SIZE,
        query: (after, size) => activityLogRepository.exportBatch(db, auditFilter, after && exportPositionOf(after), size),
        row: exportRowOf,
      });
      return { sheet: { name: 'Activity log', columns: EXPORT_COLUMNS, batches }, finish };
    },

    /** The entries about one record; the caller has checked that the actor may read the record. */
    async ofRecord(entityType: LogEntityType, entityId: number, page: { page: number; page_size: number }): Promise<RecordActivity> {
      const { rows, total } = await activityLogRepository.ofRecord(db, entityType, entityId, {
        offset: (page.page - 1) * page.page_size,
        limit: page.page_size,
      });
      return { entries: rows.map(toLogEntry), total };
    },

    async list(context: RequestContext, query: LogListQuery): Promise<LogList> {
      const actor = context.actor;
      if (!actor) throw notSignedIn();
      requirePermission(actor, 'read:activity-log');
      const { rows, counted } = await activityLogRepository.list(
        db,
        activityLogFilterFrom(query),
        { column: query.sort, dir: query.dir },
        { offset: (query.page - 1) * query.page_size, limit: query.page_size },
        LOG_COUNT_CAP,
      );
      return { logs: rows.map(toLogEntry), total: Math.min(counted, LOG_COUNT_CAP), total_capped: counted > LOG_COUNT_CAP };
    },
  };
}
