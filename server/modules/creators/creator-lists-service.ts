import { CREATOR_COLUMNS, PERMISSIONS, creatorValidationMessages as messages, type CreatorBulkBody, type CreatorColumn, type CreatorExportQuery } from '../../../contract';
import type { RequestContext } from '../../context';
import { EXPORT_BATCH_SIZE, readInBatches } from '../../db/batched-read';
import type { Database } from '../../db/database';
import { forbidden, validationError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import type { ExportColumn, ExportOutcome, ExportSheet } from '../../http/streaming-export';
import type { ActivityLogService } from '../activity-log';
import { usersRepository } from '../users';
import { creatorListFilterOf } from './creator-filters';
import { creatorListsRepository, type CreatorExportRow } from './creator-lists-repository';

/** The export's columns, by the list's column keys (their headers), typed for XLSX. */
const EXPORT_COLUMNS: Record<CreatorColumn, ExportColumn<CreatorExportRow>> = {
  stage_name: { header: 'stage_name', type: 'text', value: (row) => row[1], width: 24 },
  status: { header: 'status', type: 'text', value: (row) => row[2] },
  primary_account: { header: 'primary_account', type: 'text', value: (row) => row[3], width: 24 },
  followers: { header: 'followers', type: 'integer', value: (row) => row[4] },
  categories: { header: 'categories', type: 'text', value: (row) => row[5], width: 24 },
  manager: { header: 'manager', type: 'text', value: (row) => row[6], width: 16 },
  country: { header: 'country', type: 'text', value: (row) => row[7] },
  city: { header: 'city', type: 'text', value: (row) => row[8], width: 16 },
  email: { header: 'email', type: 'text', value: (row) => row[9], width: 28 },
  updated_at: { header: 'updated_at', type: 'datetime', value: (row) => row[10], width: 22 },
};


export interface CreatorExport {
  sheet: ExportSheet<CreatorExportRow>;
  finish(outcome: ExportOutcome, error?: unknown): Promise<void>;
}

/** The creator list's export and bulk changes (the list itself is the records' service's). */
export function createCreatorListsService(deps: { db: Database; activityLog: ActivityLogService }) {
  const { db, activityLog } = deps;
  return {
    async export(context: RequestContext, query: CreatorExportQuery): Promise<CreatorExport> {
      const finish = await activityLog.startExport(context, 'export:creator', { entity: { type: 'creator' } }, 'creator export');
      const filter = creatorListFilterOf(query);
      const sort = { column: query.sort, dir: query.dir };
      const batches = readInBatches<CreatorExportRow>(db, {
        label: 'creator export',
        size: EXPORT_BATCH_SIZE,
        query: (after, size) => creatorListsRepository.exportBatch(db, filter, sort, after && { key: after[11], id: Number(after[0]) }, size),
        row: (values) => values as unknown as CreatorExportRow,
      });
      return { sheet: { name: 'Creators', columns: (query.columns ?? CREATOR_COLUMNS).map((column) => EXPORT_COLUMNS[column]), batches }, finish };
    },

    /** One change to many creators, set-based, in one transaction, with one audit entry that counts them. */
    async bulk(context: RequestContext, body: CreatorBulkBody): Promise<{ matched: number; changed: number }> {
      return activityLog.audited(context, 'creators_bulk_updated', 200, async (actor, note) => {
        requirePermission(actor, 'update:creator');
        if (actor.role === 'creator') throw forbidden(PERMISSIONS['update:creator']);
        if (body.action.type === 'archive') requirePermission(actor, 'archive:creator');
        if (body.action.type === 'set_status') requirePermission(actor, 'update:creator:status');
        note.entity = { type: 'creator' };
        const { action } = body;
        if (action.type === 'set_manager' && action.manager_id !== null && !(await usersRepository.isActiveStaff(db, action.manager_id))) {
          throw validationError([{ field: 'manager_id', message: messages.managerInvalid }]);
        }
        if ((action.type === 'add_category' || action.type === 'remove_category') && !(await creatorListsRepository.categoryExists(db, action.category_id))) {
          throw validationError([{ field: 'category_id', message: messages.categoryUnknown }]);
        }
        const target = 'ids' in body.target ? { ids: body.target.ids } : { filter: creatorListFilterOf(body.target.filter) };
        const { type, ...value } = action;
        return db.transaction(async (tx) => {
          const matched = await creatorListsRepository.countTargeted(tx, target);
          const changed = await creatorListsRepository.apply(tx, target, action);
          note.changes = {
            action: { from: null, to: type },
            ...Object.fromEntries(Object.entries(value).map(([key, to]) => [key, { from: null, to }])),
            matched: { from: null, to: matched },
            changed: { from: null, to: changed },
          };
          return { matched, changed };
        });
      });
    },
  };
}

export type CreatorListsService = ReturnType<typeof createCreatorListsService>;
