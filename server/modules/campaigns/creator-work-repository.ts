import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { creators } from '../creators/tables';
import { sponsors } from '../sponsors/tables';
import type { DealRow } from './deals-repository';
import type { DeliverableView } from './deliverables-repository';
import { campaigns, deals, deliverables, drafts } from './tables';

/** What of a campaign its creator reads: never its money, targets or owner. */
const campaignColumns = {
  id: campaigns.id,
  code: campaigns.code,
  name: campaigns.name,
  objective: campaigns.objective,
  startsOn: campaigns.startsOn,
  endsOn: campaigns.endsOn,
  hashtags: campaigns.hashtags,
  mentions: campaigns.mentions,
  disclosure: campaigns.disclosure,
  usageRights: campaigns.usageRights,
  exclusivity: campaigns.exclusivity,
  status: campaigns.status,
};

export interface CreatorCampaignRow {
  id: number;
  code: string | null;
  name: string;
  objective: string | null;
  startsOn: string | null;
  endsOn: string | null;
  hashtags: string[];
  mentions: string[];
  disclosure: string;
  usageRights: string | null;
  exclusivity: string | null;
  status: string;
  brief?: string;
}

/** A deal of the creator, with its campaign, the sponsor's name and the deliverables (in the order they were added). */
export interface CreatorWorkView {
  deal: DealRow;
  campaign: CreatorCampaignRow;
  sponsorName: string;
  deliverables: DeliverableView[];
}

/** A deal its creator still works on: not dropped, in a campaign not archived (with `deals` and `campaigns` joined). */
const standingDeal = () => and(ne(deals.status, 'dropped'), isNull(campaigns.archivedAt));

/**
 * The creator's standing deals (one, with the brief, when `dealId` is given) with everything their answer
 * names, in one statement: a row per deliverable (or one for a deal without any), grouped here.
 */
async function workOf(db: Executor, portalUserId: number, dealId?: number): Promise<CreatorWorkView[]> {
  const rows = await db
    .select({
      deal: deals,
      campaign: dealId === undefined ? campaignColumns : { ...campaignColumns, brief: campaigns.brief },
      sponsorName: sponsors.displayName,
      creatorName: creators.stageName,
      deliverable: deliverables,
      draftsCount: sql<number>`(select count(*)::int from ${drafts} where ${drafts.deliverableId} = ${deliverables.id})`,
    })
    .from(deals)
    .innerJoin(creators, eq(creators.id, deals.creatorId))
    .innerJoin(campaigns, eq(campaigns.id, deals.campaignId))
    .innerJoin(sponsors, eq(sponsors.id, campaigns.sponsorId))
    .leftJoin(deliverables, eq(deliverables.dealId, deals.id))
    .where(and(eq(creators.portalUserId, portalUserId), standingDeal(), dealId === undefined ? undefined : eq(deals.id, dealId)))
    .orderBy(asc(deals.id), asc(deliverables.id));
  const views = new Map<number, CreatorWorkView>();
  for (const row of rows) {
    const view: CreatorWorkView = views.get(row.deal.id) ?? { deal: row.deal, campaign: row.campaign, sponsorName: row.sponsorName, deliverables: [] };
    views.set(row.deal.id, view);
    if (row.deliverable) view.deliverables.push({ row: row.deliverable, creatorName: row.creatorName, draftsCount: row.draftsCount });
  }
  return [...views.values()];
}

export const creatorWorkRepository = {
  ofPortalUser: (db: Executor, portalUserId: number): Promise<CreatorWorkView[]> => workOf(db, portalUserId),

  async dealOfPortalUser(db: Executor, portalUserId: number, dealId: number): Promise<CreatorWorkView | undefined> {
    const [view] = await workOf(db, portalUserId, dealId);
    return view;
  },

  /** The portal user of the creator whose deliverable this is, while their deal stands; null otherwise. */
  async portalUserOfDeliverable(db: Executor, deliverableId: number): Promise<number | null> {
    const [row] = await db
      .select({ portalUserId: creators.portalUserId })
      .from(deliverables)
      .innerJoin(deals, eq(deals.id, deliverables.dealId))
      .innerJoin(campaigns, eq(campaigns.id, deliverables.campaignId))
      .innerJoin(creators, eq(creators.id, deals.creatorId))
      .where(and(eq(deliverables.id, deliverableId), standingDeal()));
    return row?.portalUserId ?? null;
  },
};
