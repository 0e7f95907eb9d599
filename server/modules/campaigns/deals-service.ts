import {
  CAMPAIGN_DEALS_MAX,
  DEAL_MONEY_FIELDS,
  campaignValidationMessages as messages,
  isDealStatusChangeAllowed,
  type AddDealsResult,
  type Deal,
  type DealChanges,
  type DealList,
  type DealStatus,
} from '../../../contract';
import type { Actor, RequestContext } from '../../context';
import { readTogether, type Database, type Executor } from '../../db/database';
import { conflict, EditConflictError, notSignedIn, validationError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import { changesBetween, type ActivityLogService, type AuditNote } from '../activity-log';
import { archivedCampaign, campaignNotFound, dealNotFound, readerFor, requireForAll, requireMoneyChange } from './campaign-access';
import { AUDITED_DEAL_FIELDS, toDeal } from './campaign-mappers';
import { campaignsRepository } from './campaigns-repository';
import { dealsRepository, type DealRow, type DealValues } from './deals-repository';

function dealValues(fields: Partial<DealChanges>): DealValues {
  const values: DealValues = {};
  if (fields.fee_gross_minor !== undefined) values.feeGrossMinor = fields.fee_gross_minor;
  if (fields.commission_bps !== undefined) values.commissionBps = fields.commission_bps;
  if (fields.currency !== undefined) values.currency = fields.currency;
  if (fields.usage_rights !== undefined) values.usageRights = fields.usage_rights;
  if (fields.exclusivity_until !== undefined) values.exclusivityUntil = fields.exclusivity_until;
  return values;
}

export type DealsService = ReturnType<typeof createDealsService>;

/** The creators in a campaign: shortlisted, priced, moved along their pipeline. */
export function createDealsService(deps: { db: Database; activityLog: ActivityLogService }) {
  const { db, activityLog } = deps;

  /**
   * A change to a campaign's deals, with the campaign locked until it is written: changes to one
   * campaign's deals take turns with each other and with archiving it.
   */
  function withCampaignLocked<T>(actor: Actor, campaignId: number, note: AuditNote, change: (tx: Executor) => Promise<T>): Promise<T> {
    requirePermission(actor, 'update:campaign');
    note.entity = { type: 'campaign', id: campaignId };
    return db.transaction(async (tx) => {
      const campaign = await campaignsRepository.lockById(tx, campaignId);
      if (!campaign) throw campaignNotFound();
      if (campaign.archivedAt) throw archivedCampaign();
      return change(tx);
    });
  }

  /** Writes the deal's change if it is still at `version`; else the conflict, with the deal as it now is. */
  async function saveDeal(tx: Executor, actor: Actor, before: DealRow, version: number, values: DealValues, note: AuditNote): Promise<Deal> {
    const reader = readerFor(actor);
    if (before.version !== version) throw new EditConflictError(toDeal(await dealsRepository.viewOf(tx, before), reader));
    const after = await dealsRepository.updateIfVersion(tx, before.id, version, values);
    if (!after) throw dealNotFound();
    const [beforeView, afterView] = await readTogether(tx, [() => dealsRepository.viewOf(tx, before), () => dealsRepository.viewOf(tx, after)] as const);
    note.changes = changesBetween(toDeal(beforeView, reader), toDeal(afterView, reader), AUDITED_DEAL_FIELDS, `deal.${before.id}.`);
    return toDeal(afterView, reader);
  }

  async function dealToChange(tx: Executor, campaignId: number, dealId: number): Promise<DealRow> {
    const deal = await dealsRepository.find(tx, campaignId, dealId);
    if (!deal) throw dealNotFound();
    return deal;
  }

  return {
    async list(context: RequestContext, campaignId: number): Promise<DealList> {
      if (!context.actor) throw notSignedIn();
      requireForAll(context.actor, 'read:campaign');
      if (!(await campaignsRepository.findById(db, campaignId))) throw campaignNotFound();
      const reader = readerFor(context.actor);
      return { deals: (await dealsRepository.ofCampaign(db, campaignId)).map((view) => toDeal(view, reader)) };
    },

    /** Shortlists the creators not yet in the campaign, each at their default commission; at most CAMPAIGN_DEALS_MAX in all. */
    async add(context: RequestContext, campaignId: number, creatorIds: readonly number[]): Promise<AddDealsResult> {
      return activityLog.audited(context, 'deal_added', 201, async (actor, note) =>
        withCampaignLocked(actor, campaignId, note, async (tx) => {
          const found = await dealsRepository.currentCreators(tx, creatorIds);
          if (found.length !== creatorIds.length) throw validationError([{ field: 'creator_ids', message: messages.creatorInvalid }]);
          const added = await dealsRepository.insertMissing(
            tx,
            campaignId,
            found.map((creator) => ({ creatorId: creator.id, commissionBps: creator.defaultCommissionBps ?? 0 })),
            actor.userId,
          );
          if ((await dealsRepository.countOf(tx, campaignId)) > CAMPAIGN_DEALS_MAX) throw conflict('too_many_deals', `A campaign has at most ${CAMPAIGN_DEALS_MAX} creators`);
          const reader = readerFor(actor);
          const views = await dealsRepository.ofCampaign(tx, campaignId);
          const addedIds = new Set(added.map((deal) => deal.id));
          note.changes = { creators: { from: null, to: views.filter((view) => addedIds.has(view.row.id)).map((view) => view.creator.stageName) } };
          return { deals: views.map((view) => toDeal(view, reader)), added: added.length, already: creatorIds.length - added.length };
        }),
      );
    },

    async update(context: RequestContext, campaignId: number, dealId: number, body: DealChanges & { version: number }): Promise<Deal> {
      return activityLog.audited(context, 'deal_updated', 200, async (actor, note) => {
        const { version, ...fields } = body;
        requireMoneyChange(actor, fields, DEAL_MONEY_FIELDS);
        return withCampaignLocked(actor, campaignId, note, async (tx) => saveDeal(tx, actor, await dealToChange(tx, campaignId, dealId), version, dealValues(fields), note));
      });
    },

    async changeStatus(context: RequestContext, campaignId: number, dealId: number, body: { status: DealStatus; version: number; drop_reason?: string | null | undefined }): Promise<Deal> {
      return activityLog.audited(context, 'deal_status_changed', 200, async (actor, note) =>
        withCampaignLocked(actor, campaignId, note, async (tx) => {
          const before = await dealToChange(tx, campaignId, dealId);
          if (before.version === body.version && !isDealStatusChangeAllowed(before.status as DealStatus, body.status)) {
            throw validationError([{ field: 'status', message: messages.dealStatusChangeNotAllowed, code: 'status_change_not_allowed' }]);
          }
          const dropReason = body.status === 'dropped' ? (body.drop_reason ?? null) : null;
          return saveDeal(tx, actor, before, body.version, { status: body.status, dropReason }, note);
        }),
      );
    },
  };
}
