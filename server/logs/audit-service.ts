import type { LogAction, LogEntry, LogFilter, LogListQuery, Role } from '../../contract';
import { canReadLogs } from '../../contract';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { Actor, RequestContext } from '../context';
import { ApiError, forbidden, notSignedIn, validationError } from '../http/api-error';
import { describeQueryError } from '../db/errors';
import type { CsvExport, CsvField, ExportOutcome } from '../http/streaming-export';
import { auditRepository, type AuditFilter, type AuditRow } from './audit-repository';

export interface AuditSubject {
  userId: number | null;
  username: string | null;
  role: Role | null;
}

export function subjectOf(actor: Actor): AuditSubject {
  return { userId: actor.userId, username: actor.username, role: actor.role };
}

function toLogEntry(row: AuditRow): LogEntry {
  return {
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
export function auditFilterFrom(query: LogFilter): AuditFilter {
  const from = parseBound(query.start_date, 'start');
  const to = parseBound(query.end_date, 'end');
  if (from && to && from > to) {
    throw validationError([{ field: 'end_date', message: 'end_date must not be before start_date' }]);
  }
  return {
    userId: query.user_id_filter,
    action: query.message_filter,
    role: query.role_filter,
    username: query.username_filter || undefined,
    from,
    to,
  };
}

const EXPORT_BATCH_SIZE = 500;
const CSV_COLUMNS = ['log_id', 'timestamp', 'user_id', 'username', 'role', 'action', 'status_code', 'result'];

function csvFields(row: AuditRow): CsvField[] {
  const authorized = row.statusCode >= 200 && row.statusCode < 300;
  return [row.id, row.createdAt.toISOString(), row.userId, row.username, row.role, row.action, row.statusCode, authorized ? 'authorized' : 'failed'];
}

/** The audit status of an export that did not complete: a failure on our side, or a client that left (nginx's 499). */
const EXPORT_OUTCOME_STATUS: Record<ExportOutcome, number> = { completed: 200, failed: 500, aborted: 499 };

/** An export, ready to stream: its rows, and what to do once it has ended. */
export interface AuditExport {
  csv: CsvExport<AuditRow>;
  finish(outcome: ExportOutcome, error?: unknown): Promise<void>;
}

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(db: Database, logger: Logger) {
  async function record(subject: AuditSubject, action: LogAction, statusCode: number, address: string | null): Promise<void> {
    try {
      await auditRepository.insert(db, { ...subject, action, statusCode, address });
    } catch (error) {
      // The action itself has happened; a lost audit entry must not turn it into a failure.
      logger.error({ err: error, action, statusCode }, 'audit entry could not be written');
    }
  }

  /** Runs an action of the actor and writes its audit entry, with the status it ended with. */
  async function audited<T>(context: RequestContext, action: LogAction, successStatus: number, run: (actor: Actor) => Promise<T>): Promise<T> {
    const actor = context.actor;
    if (!actor) throw notSignedIn();
    try {
      const result = await run(actor);
      await record(subjectOf(actor), action, successStatus, context.address);
      return result;
    } catch (error) {
      await record(subjectOf(actor), action, error instanceof ApiError ? error.status : 500, context.address);
      throw error;
    }
  }

  return {
    record,
    audited,

    /**
     * The matching entries, read in keyset batches so that any size streams in constant memory.
     * The export is audited when it ends (completed, failed or abandoned), not when it starts.
     */
    async export(context: RequestContext, filter: LogFilter): Promise<AuditExport> {
      const actor = context.actor;
      if (!actor) throw notSignedIn();
      if (!canReadLogs(actor.role)) {
        await record(subjectOf(actor), 'data_exported', 403, context.address);
        throw forbidden('Only super admins and admins can export the activity log');
      }
      const auditFilter = auditFilterFrom(filter);
      async function* rows(): AsyncGenerator<AuditRow> {
        let cursor: { createdAt: Date; id: number } | null = null;
        for (;;) {
          const batch = await auditRepository.listBefore(db, auditFilter, cursor, EXPORT_BATCH_SIZE);
          yield* batch;
          const last = batch.at(-1);
          if (!last || batch.length < EXPORT_BATCH_SIZE) return;
          cursor = { createdAt: last.createdAt, id: last.id };
        }
      }
      return {
        csv: { columns: CSV_COLUMNS, rows: rows(), fields: csvFields },
        async finish(outcome, error) {
          if (outcome === 'failed') logger.error({ err: describeQueryError(error) }, 'activity log export failed while reading rows');
          await record(subjectOf(actor), 'data_exported', EXPORT_OUTCOME_STATUS[outcome], context.address);
        },
      };
    },

    async list(context: RequestContext, query: LogListQuery): Promise<{ logs: LogEntry[]; total: number }> {
      const actor = context.actor;
      if (!actor) throw notSignedIn();
      if (!canReadLogs(actor.role)) throw forbidden('Only super admins and admins can read the activity log');
      const { rows, total } = await auditRepository.list(db, auditFilterFrom(query), {
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      return { logs: rows.map(toLogEntry), total };
    },
  };
}
