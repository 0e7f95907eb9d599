import {
  DELIVERABLES_PER_DEAL_MAX,
  DRAFT_SUBMITTABLE_STATUSES,
  deliverableValidationMessages as messages,
  draftFieldsSchema,
  isDeliverableStatusChangeAllowed,
  type Deliverable,
  type DeliverableChanges,
  type DeliverableList,
  type DeliverableStatus,
  type CreatorDealDetail,
  type CreatorDealList,
  type DraftList,
  type DraftOutcome,
  type Permission,
} from '../../../contract';
import { dayIn, type Clock } from '../../clock';
import type { Actor, RequestContext } from '../../context';
import { readTogether, type Database, type Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, EditConflictError, notFound, notSignedIn, validationError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import { changesBetween, type ActivityLogService, type AuditNote } from '../activity-log';
import { archivedCampaign, campaignNotFound, dealNotFound, deliverableNotFound, mayReachDeliverable, requireForAll } from './campaign-access';
import { campaignsRepository } from './campaigns-repository';
import { creatorWorkRepository } from './creator-work-repository';
import { byNextDue, toCreatorDeal, toCreatorDealDetail } from './creator-work-mappers';
import { dealsRepository } from './deals-repository';
import { AUDITED_DELIVERABLE_FIELDS, toDeliverable, toDraft } from './deliverable-mappers';
import { deliverablesRepository, type DeliverableRow, type DeliverableValues, type DraftFileRow } from './deliverables-repository';
import { checkedDraftFile } from './draft-file';

function deliverableValues(fields: Partial<DeliverableChanges>): DeliverableValues {
  const values: DeliverableValues = {};
  if (fields.platform !== undefined) values.platform = fields.platform;
  if (fields.type !== undefined) values.type = fields.type;
  if (fields.draft_due_on !== undefined) values.draftDueOn = fields.draft_due_on;
  if (fields.publish_due_on !== undefined) values.publishDueOn = fields.publish_due_on;
  if (fields.caption_requirements !== undefined) values.captionRequirements = fields.caption_requirements;
  return values;
}

export type DeliverablesService = ReturnType<typeof createDeliverablesService>;

/** Deliverables of deals, their pipeline, and their drafts under review; overdue by the agency's today. */
export function createDeliverablesService(deps: { db: Database; activityLog: ActivityLogService; clock: Clock; timeZone: string }) {
  const { db, activityLog, clock, timeZone } = deps;
  const today = () => dayIn(clock.now(), timeZone);

  async function answer(executor: Executor, row: DeliverableRow): Promise<Deliverable> {
    return toDeliverable(await deliverablesRepository.viewOf(executor, row), today());
  }

  async function draftList(executor: Executor, row: DeliverableRow): Promise<DraftList> {
    const [deliverable, drafts] = await readTogether(executor, [() => answer(executor, row), () => deliverablesRepository.draftsOf(executor, row.id)] as const);
    return { deliverable, drafts: drafts.map(toDraft) };
  }

  /** The deliverable, locked, that the actor may act on with `permission`, in a campaign that is not archived; 404 or 409 otherwise. */
  async function lockedInOpenCampaign(tx: Executor, actor: Actor, permission: Permission, id: number, note: AuditNote): Promise<DeliverableRow> {
    const row = await deliverablesRepository.lockById(tx, id);
    if (!row || !(await mayReachDeliverable(tx, actor, permission, id))) throw deliverableNotFound();
    note.entity = { type: 'campaign', id: row.campaignId };
    const campaign = await campaignsRepository.findById(tx, row.campaignId);
    if (campaign?.archivedAt) throw archivedCampaign();
    return row;
  }

  /** A change of the deliverable at `version`, in a transaction with it locked; the audit names the changed fields. */
  function change(actor: Actor, permission: Permission, id: number, version: number, note: AuditNote, decide: (before: DeliverableRow) => DeliverableValues): Promise<Deliverable> {
    requirePermission(actor, permission);
    return db.transaction(async (tx) => {
      const before = await lockedInOpenCampaign(tx, actor, permission, id, note);
      if (before.version !== version) throw new EditConflictError(await answer(tx, before));
      const values = decide(before);
      const after = await deliverablesRepository.updateIfVersion(tx, id, version, values);
      if (!after) throw deliverableNotFound();
      const [beforeAnswer, afterAnswer] = await readTogether(tx, [() => answer(tx, before), () => answer(tx, after)] as const);
      note.changes = changesBetween(beforeAnswer, afterAnswer, AUDITED_DELIVERABLE_FIELDS, `deliverable.${id}.`);
      return afterAnswer;
    });
  }

  return {
    async list(context: RequestContext, campaignId: number): Promise<DeliverableList> {
      if (!context.actor) throw notSignedIn();
      requireForAll(context.actor, 'read:campaign');
      if (!(await campaignsRepository.findById(db, campaignId))) throw campaignNotFound();
      const day = today();
      return { deliverables: (await deliverablesRepository.ofCampaign(db, campaignId)).map((view) => toDeliverable(view, day)), today: day };
    },

    async add(context: RequestContext, campaignId: number, dealId: number, body: DeliverableChanges & { platform: string; type: string }): Promise<Deliverable> {
      return activityLog.audited(context, 'deliverable_created', 201, async (actor, note) => {
        requirePermission(actor, 'update:campaign');
        note.entity = { type: 'campaign', id: campaignId };
        return db.transaction(async (tx) => {
          const campaign = await campaignsRepository.lockById(tx, campaignId);
          if (!campaign) throw campaignNotFound();
          if (campaign.archivedAt) throw archivedCampaign();
          const deal = await dealsRepository.find(tx, campaignId, dealId);
          if (!deal) throw dealNotFound();
          if ((await deliverablesRepository.countOfDeal(tx, dealId)) >= DELIVERABLES_PER_DEAL_MAX) throw conflict('too_many_deliverables', `A deal has at most ${DELIVERABLES_PER_DEAL_MAX} deliverables`);
          const row = await deliverablesRepository.insert(tx, { ...deliverableValues(body), platform: body.platform, type: body.type, dealId, campaignId, creatorId: deal.creatorId, createdBy: actor.userId });
          note.changes = { [`deliverable.${row.id}`]: { from: null, to: `${body.platform} ${body.type}` } };
          return answer(tx, row);
        });
      });
    },

    async update(context: RequestContext, id: number, body: DeliverableChanges & { version: number }): Promise<Deliverable> {
      return activityLog.audited(context, 'deliverable_updated', 200, async (actor, note) => {
        const { version, ...fields } = body;
        return change(actor, 'update:campaign', id, version, note, (before) => {
          const draftDue = fields.draft_due_on === undefined ? before.draftDueOn : fields.draft_due_on;
          const publishDue = fields.publish_due_on === undefined ? before.publishDueOn : fields.publish_due_on;
          if (draftDue && publishDue && publishDue < draftDue) throw validationError([{ field: 'publish_due_on', message: messages.publishBeforeDraft }]);
          return deliverableValues(fields);
        });
      });
    },

    async changeStatus(context: RequestContext, id: number, status: DeliverableStatus, version: number): Promise<Deliverable> {
      return activityLog.audited(context, 'deliverable_status_changed', 200, async (actor, note) => {
        return change(actor, 'update:campaign', id, version, note, (before) => {
          if (!isDeliverableStatusChangeAllowed(before.status as DeliverableStatus, status)) {
            throw validationError([{ field: 'status', message: messages.statusChangeNotAllowed, code: 'status_change_not_allowed' }]);
          }
          return { status };
        });
      });
    },

    async publish(context: RequestContext, id: number, body: { version: number; published_url: string; published_at?: string | undefined; disclosure_present: boolean }): Promise<Deliverable> {
      return activityLog.audited(context, 'deliverable_published', 200, async (actor, note) => {
        return change(actor, 'publish:deliverable', id, body.version, note, (before) => {
          if (before.status !== 'approved' && before.status !== 'published') {
            throw validationError([{ field: 'status', message: messages.statusChangeNotAllowed, code: 'status_change_not_allowed' }]);
          }
          return { status: 'published', publishedUrl: body.published_url, publishedAt: body.published_at ? new Date(body.published_at) : clock.now(), disclosurePresent: body.disclosure_present };
        });
      });
    },

    async drafts(context: RequestContext, id: number): Promise<DraftList> {
      if (!context.actor) throw notSignedIn();
      const row = await deliverablesRepository.findById(db, id);
      if (!row || !(await mayReachDeliverable(db, context.actor, 'read:campaign', id))) throw deliverableNotFound();
      return draftList(db, row);
    },

    /**
     * The next version of the draft, with its file or link: the deliverable goes in review. The
     * deliverable is locked while this is decided, and the database keeps one draft in review.
     */
    async submitDraft(context: RequestContext, id: number, fields: Record<string, unknown>, upload: { buffer: Buffer; originalname?: string } | undefined): Promise<DraftList> {
      return activityLog.audited(context, 'draft_submitted', 201, async (actor, note) => {
        requirePermission(actor, 'submit:draft');
        const parsed = draftFieldsSchema().safeParse(fields);
        if (!parsed.success) throw validationError(parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'link_url'), message: issue.message })));
        const file = await checkedDraftFile(upload);
        if (!file && !parsed.data.link_url) throw validationError([{ field: 'file', message: messages.draftContentRequired }]);
        try {
          return await db.transaction(async (tx) => {
            const before = await lockedInOpenCampaign(tx, actor, 'submit:draft', id, note);
            if (!DRAFT_SUBMITTABLE_STATUSES.includes(before.status as DeliverableStatus)) {
              throw conflict(before.status === 'in_review' ? 'draft_in_review' : 'draft_not_expected', before.status === 'in_review' ? 'A draft of this deliverable is already in review' : 'This deliverable takes no draft now');
            }
            const draft = await deliverablesRepository.insertDraft(tx, { deliverableId: id, submittedBy: actor.userId, linkUrl: parsed.data.link_url ?? null, caption: parsed.data.caption || null });
            if (file) await deliverablesRepository.insertDraftFile(tx, { ...file, draftId: draft.id });
            const after = await deliverablesRepository.setStatus(tx, id, 'in_review');
            note.changes = { [`deliverable.${id}.draft`]: { from: null, to: draft.version }, [`deliverable.${id}.status`]: { from: before.status, to: after.status } };
            return draftList(tx, after);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('draft_in_review', 'A draft of this deliverable is already in review');
          throw error;
        }
      });
    },

    async reviewDraft(context: RequestContext, id: number, draftId: number, body: { outcome: DraftOutcome; feedback?: string | undefined }): Promise<DraftList> {
      return activityLog.audited(context, 'draft_reviewed', 200, async (actor, note) => {
        requirePermission(actor, 'review:draft');
        return db.transaction(async (tx) => {
          const before = await lockedInOpenCampaign(tx, actor, 'review:draft', id, note);
          const draft = await deliverablesRepository.findDraft(tx, id, draftId);
          if (!draft) throw notFound('Draft not found');
          const reviewed = await deliverablesRepository.review(tx, draftId, { outcome: body.outcome, feedback: body.feedback || null, reviewerId: actor.userId });
          if (!reviewed) throw conflict('draft_not_in_review', 'This draft has been reviewed already');
          const after = await deliverablesRepository.setStatus(tx, id, body.outcome === 'needs_work' ? 'changes_requested' : 'approved');
          note.changes = { [`deliverable.${id}.draft.${draft.version}`]: { from: null, to: body.outcome }, [`deliverable.${id}.status`]: { from: before.status, to: after.status } };
          return draftList(tx, after);
        });
      });
    },

    async file(context: RequestContext, fileId: string): Promise<DraftFileRow> {
      if (!context.actor) throw notSignedIn();
      const file = await deliverablesRepository.findFile(db, fileId);
      if (!file || !(await mayReachDeliverable(db, context.actor, 'read:campaign', file.deliverableId))) throw notFound('File not found');
      return file;
    },

    /** The signed-in creator's deals with their deliverables, the nearest day to meet first. */
    async mine(context: RequestContext): Promise<CreatorDealList> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:campaign:own');
      const day = today();
      const views = await creatorWorkRepository.ofPortalUser(db, context.actor.userId);
      return { deals: views.map((view) => toCreatorDeal(view, day)).sort(byNextDue), today: day };
    },

    async mineDeal(context: RequestContext, dealId: number): Promise<CreatorDealDetail> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:campaign:own');
      const view = await creatorWorkRepository.dealOfPortalUser(db, context.actor.userId, dealId);
      if (!view) throw dealNotFound();
      return toCreatorDealDetail(view, today());
    },
  };
}
