import {
  DRAFT_PENDING_STATUSES,
  PUBLISH_PENDING_STATUSES,
  creatorNetMinor,
  type CreatorCampaign,
  type CreatorDeal,
  type CreatorDealDetail,
  type Deliverable,
} from '../../../contract';
import type { CreatorCampaignRow, CreatorWorkView } from './creator-work-repository';
import { toDeliverable } from './deliverable-mappers';

/** The first day still to be met: a draft not yet sent or a publication not yet made. */
function nextDueOn(deliverables: readonly Deliverable[]): string | null {
  const days = deliverables.flatMap((deliverable) => [
    DRAFT_PENDING_STATUSES.includes(deliverable.status) ? deliverable.draft_due_on : null,
    PUBLISH_PENDING_STATUSES.includes(deliverable.status) ? deliverable.publish_due_on : null,
  ]);
  return days.filter((day): day is string => day !== null).sort()[0] ?? null;
}

function toCreatorCampaign(row: CreatorCampaignRow, sponsorName: string): CreatorCampaign {
  return {
    campaign_id: row.id,
    code: row.code,
    name: row.name,
    sponsor: { display_name: sponsorName },
    objective: row.objective as CreatorCampaign['objective'],
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    hashtags: row.hashtags,
    mentions: row.mentions,
    disclosure: row.disclosure as CreatorCampaign['disclosure'],
    usage_rights: row.usageRights,
    exclusivity: row.exclusivity,
    status: row.status as CreatorCampaign['status'],
  };
}

/**
 * A deal as its creator reads it, built field by field: the only money in it is their own net
 * fee (never the gross fee, the commission or anything of the campaign's budget).
 */
export function toCreatorDeal({ deal, campaign, sponsorName, deliverables }: CreatorWorkView, today: string): CreatorDeal {
  const answers = deliverables.map((view) => toDeliverable(view, today));
  return {
    deal_id: deal.id,
    status: deal.status as CreatorDeal['status'],
    creator_net_minor: deal.feeGrossMinor === null ? null : creatorNetMinor(deal.feeGrossMinor, deal.commissionBps),
    currency: deal.currency,
    usage_rights: deal.usageRights,
    exclusivity_until: deal.exclusivityUntil,
    next_due_on: nextDueOn(answers),
    campaign: toCreatorCampaign(campaign, sponsorName),
    deliverables: answers,
  };
}

export function toCreatorDealDetail(view: CreatorWorkView, today: string): CreatorDealDetail {
  const deal = toCreatorDeal(view, today);
  return { ...deal, campaign: { ...deal.campaign, brief: view.campaign.brief ?? '' }, today };
}

/** The deal with the nearest day to meet first; those with nothing due after, the newest first. */
export function byNextDue(a: CreatorDeal, b: CreatorDeal): number {
  if (a.next_due_on !== b.next_due_on) {
    if (a.next_due_on === null) return 1;
    if (b.next_due_on === null) return -1;
    return a.next_due_on < b.next_due_on ? -1 : 1;
  }
  return b.deal_id - a.deal_id;
}
