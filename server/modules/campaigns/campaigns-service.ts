import {
  CAMPAIGN_MONEY_FIELDS,
  SPONSOR_OWNER_OPTIONS_MAX,
  campaignValidationMessages as messages,
  isCampaignStatusChangeAllowed,
  type CampaignBoard,
  type CampaignChanges,
  type CampaignDetail,
  type CampaignFilter,
  type CampaignList,
  type CampaignListQuery,
  type CampaignStatus,
  type RecordActivity,
} from '../../../contract';
import type { Actor, RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, EditConflictError, notSignedIn, validationError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import { changesBetween, type ActivityLogService, type AuditNote } from '../activity-log';
import { usersRepository } from '../users';
import { archivedCampaign, campaignNotFound, readerFor, requireForAll, requireMoneyChange } from './campaign-access';
import { AUDITED_CAMPAIGN_FIELDS, toCampaign, toCampaignCard, toCampaignDetail } from './campaign-mappers';
import { briefSummary, sanitizeBrief } from './brief-html';
import { campaignsRepository, type CampaignListFilter, type CampaignRow, type CampaignValues } from './campaigns-repository';

const codeInUse = () =>
  conflict('campaign_code_in_use', 'Another campaign has this code', [{ field: 'code', message: 'Another campaign has this code.', code: 'campaign_code_in_use' }]);

/** The columns for the fields a request gave (absent fields stay as they are); the brief sanitised. */
function campaignValues(fields: Partial<CampaignChanges>): CampaignValues {
  const values: CampaignValues = {};
  const set = <K extends keyof CampaignValues>(key: K, value: CampaignValues[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('name', fields.name);
  set('code', fields.code);
  set('sponsorId', fields.sponsor_id);
  set('brief', fields.brief === undefined ? undefined : sanitizeBrief(fields.brief));
  set('objective', fields.objective);
  set('kpiTargets', fields.kpi_targets);
  set('budgetMinor', fields.budget_minor);
  set('agencyFeeMinor', fields.agency_fee_minor);
  set('currency', fields.currency);
  set('startsOn', fields.starts_on);
  set('endsOn', fields.ends_on);
  set('hashtags', fields.hashtags);
  set('mentions', fields.mentions);
  set('disclosure', fields.disclosure);
  set('usageRights', fields.usage_rights);
  set('exclusivity', fields.exclusivity);
  set('ownerId', fields.owner_id);
  return values;
}

function listFilterOf(filter: CampaignFilter): CampaignListFilter {
  return { text: filter.q || undefined, status: filter.status, sponsorId: filter.sponsor_id, ownerId: filter.owner_id, archived: filter.archived };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;

export function createCampaignsService(deps: { db: Database; activityLog: ActivityLogService }) {
  const { db, activityLog } = deps;

  async function detailOf(row: CampaignRow, actor: Actor): Promise<CampaignDetail> {
    const [view, createdBy] = await Promise.all([campaignsRepository.viewOf(db, row), campaignsRepository.personById(db, row.createdBy)]);
    return toCampaignDetail(view, row.brief, createdBy, readerFor(actor));
  }

  async function requireOwner(ownerId: number | null | undefined): Promise<void> {
    if (ownerId === null || ownerId === undefined) return;
    if (!(await usersRepository.isActiveStaff(db, ownerId))) throw validationError([{ field: 'owner_id', message: messages.ownerInvalid }]);
  }

  async function requireSponsor(sponsorId: number | undefined): Promise<void> {
    if (sponsorId === undefined) return;
    if (!(await campaignsRepository.isCurrentSponsor(db, sponsorId))) throw validationError([{ field: 'sponsor_id', message: messages.sponsorInvalid }]);
  }

  /** The campaign to change at `version`: 404 when it does not exist, 409 with it as it is when its version moved on. */
  async function editable(actor: Actor, id: number, version: number, note: AuditNote): Promise<CampaignRow> {
    const row = await campaignsRepository.findById(db, id);
    if (!row) throw campaignNotFound();
    note.entity = { type: 'campaign', id };
    if (row.version !== version) throw new EditConflictError(await detailOf(row, actor));
    return row;
  }

  /** Writes a change guarded by the version the editor read: when another save got there first, the answer is the conflict with the campaign as it now is. */
  async function saveIfVersion(actor: Actor, before: CampaignRow, version: number, values: CampaignValues, note: AuditNote): Promise<CampaignDetail> {
    let after: CampaignRow | undefined;
    try {
      after = await campaignsRepository.updateIfVersion(db, before.id, version, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeInUse();
      throw error;
    }
    if (!after) {
      const current = await campaignsRepository.findById(db, before.id);
      if (!current) throw campaignNotFound();
      throw new EditConflictError(await detailOf(current, actor));
    }
    const [beforeView, detail] = await Promise.all([campaignsRepository.viewOf(db, before), detailOf(after, actor)]);
    const beforeCampaign = toCampaign(beforeView, readerFor(actor));
    note.changes = {
      ...changesBetween(beforeCampaign, detail, AUDITED_CAMPAIGN_FIELDS),
      ...changesBetween({ owner: beforeView.owner?.username ?? null, sponsor: beforeView.sponsor.displayName }, { owner: detail.owner?.username ?? null, sponsor: detail.sponsor.display_name }, ['owner', 'sponsor']),
      ...changesBetween({ kpi_targets: beforeCampaign.kpi_targets }, { kpi_targets: detail.kpi_targets }, ['kpi_targets']),
      ...(before.brief === after.brief ? {} : { brief: { from: briefSummary(before.brief), to: briefSummary(after.brief) } }),
    };
    return detail;
  }

  return {
    async list(context: RequestContext, query: CampaignListQuery): Promise<CampaignList> {
      if (!context.actor) throw notSignedIn();
      requireForAll(context.actor, 'read:campaign');
      const reader = readerFor(context.actor);
      const { views, total } = await campaignsRepository.list(db, listFilterOf(query), { column: query.sort, dir: query.dir }, {
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      return { campaigns: views.map((view) => toCampaign(view, reader)), total };
    },

    async board(context: RequestContext, filter: CampaignFilter): Promise<CampaignBoard> {
      if (!context.actor) throw notSignedIn();
      requireForAll(context.actor, 'read:campaign');
      const reader = readerFor(context.actor);
      const columns = await campaignsRepository.board(db, listFilterOf({ ...filter, status: undefined }));
      return { columns: columns.map(({ status, total, views }) => ({ status, total, campaigns: views.map((view) => toCampaignCard(view, reader)) })) };
    },

    async sponsorOptions(context: RequestContext, text: string | undefined) {
      if (!context.actor) throw notSignedIn();
      requireForAll(context.actor, 'read:campaign');
      const options = await campaignsRepository.sponsorOptions(db, text || undefined, SPONSOR_OWNER_OPTIONS_MAX);
      return { sponsors: options.map((sponsor) => ({ sponsor_id: sponsor.id, display_name: sponsor.displayName })) };
    },

    async get(context: RequestContext, id: number): Promise<CampaignDetail> {
      if (!context.actor) throw notSignedIn();
      requireForAll(context.actor, 'read:campaign');
      const row = await campaignsRepository.findById(db, id);
      if (!row) throw campaignNotFound();
      return detailOf(row, context.actor);
    },

    async create(context: RequestContext, body: CampaignChanges & { name: string; sponsor_id: number }): Promise<CampaignDetail> {
      return activityLog.audited(context, 'campaign_created', 201, async (actor, note) => {
        requirePermission(actor, 'create:campaign');
        requireMoneyChange(actor, body, CAMPAIGN_MONEY_FIELDS);
        const ownerId = body.owner_id === undefined ? actor.userId : body.owner_id;
        await Promise.all([requireSponsor(body.sponsor_id), requireOwner(ownerId)]);
        try {
          const row = await campaignsRepository.insert(db, { ...campaignValues(body), name: body.name, sponsorId: body.sponsor_id, ownerId, status: 'draft', createdBy: actor.userId });
          note.entity = { type: 'campaign', id: row.id };
          return await detailOf(row, actor);
        } catch (error) {
          if (isUniqueViolation(error)) throw codeInUse();
          throw error;
        }
      });
    },

    async update(context: RequestContext, id: number, body: CampaignChanges & { version: number }): Promise<CampaignDetail> {
      return activityLog.audited(context, 'campaign_updated', 200, async (actor, note) => {
        requirePermission(actor, 'update:campaign');
        const { version, ...fields } = body;
        requireMoneyChange(actor, fields, CAMPAIGN_MONEY_FIELDS);
        const before = await editable(actor, id, version, note);
        if (before.archivedAt) throw archivedCampaign();
        const startsOn = fields.starts_on === undefined ? before.startsOn : fields.starts_on;
        const endsOn = fields.ends_on === undefined ? before.endsOn : fields.ends_on;
        if (startsOn && endsOn && endsOn < startsOn) throw validationError([{ field: 'ends_on', message: messages.endBeforeStart }]);
        await Promise.all([
          fields.sponsor_id !== undefined && fields.sponsor_id !== before.sponsorId ? requireSponsor(fields.sponsor_id) : undefined,
          fields.owner_id !== undefined && fields.owner_id !== before.ownerId ? requireOwner(fields.owner_id) : undefined,
        ]);
        return saveIfVersion(actor, before, version, campaignValues(fields), note);
      });
    },

    async changeStatus(context: RequestContext, id: number, status: CampaignStatus, version: number): Promise<CampaignDetail> {
      return activityLog.audited(context, 'campaign_status_changed', 200, async (actor, note) => {
        requirePermission(actor, 'update:campaign');
        const before = await editable(actor, id, version, note);
        if (before.archivedAt) throw archivedCampaign();
        if (!isCampaignStatusChangeAllowed(before.status as CampaignStatus, status)) {
          throw validationError([{ field: 'status', message: messages.statusChangeNotAllowed, code: 'status_change_not_allowed' }]);
        }
        return saveIfVersion(actor, before, version, { status }, note);
      });
    },

    async archive(context: RequestContext, id: number, version: number): Promise<CampaignDetail> {
      return activityLog.audited(context, 'campaign_archived', 200, async (actor, note) => {
        requirePermission(actor, 'archive:campaign');
        const before = await editable(actor, id, version, note);
        if (before.archivedAt) throw conflict('already_archived', 'The campaign is already archived');
        return saveIfVersion(actor, before, version, { archivedAt: new Date() }, note);
      });
    },

    async restore(context: RequestContext, id: number, version: number): Promise<CampaignDetail> {
      return activityLog.audited(context, 'campaign_restored', 200, async (actor, note) => {
        requirePermission(actor, 'archive:campaign');
        const before = await editable(actor, id, version, note);
        if (!before.archivedAt) throw conflict('not_archived', 'The campaign is not archived');
        return saveIfVersion(actor, before, version, { archivedAt: null }, note);
      });
    },

    async activity(context: RequestContext, id: number, page: { page: number; page_size: number }): Promise<RecordActivity> {
      if (!context.actor) throw notSignedIn();
      requireForAll(context.actor, 'read:campaign');
      if (!(await campaignsRepository.findById(db, id))) throw campaignNotFound();
      return activityLog.ofRecord('campaign', id, page);
    },
  };
}
