import {
  campaignCardSchema,
  campaignFields,
  creatorNetMinor,
  dealFields,
  readableFields,
  type Campaign,
  type CampaignCard,
  type CampaignDetail,
  type Deal,
  type KpiTargetValues,
  type Permission,
  type PersonRef,
  KPI_TARGETS,
} from '../../../contract';
import type { Person } from '../users';
import type { CampaignView } from './campaigns-repository';
import type { DealView } from './deals-repository';

/** Which restricted fields the reader may see. */
export interface CampaignReader {
  may(permission: Permission): boolean;
}

const personRef = (person: Person | null): PersonRef | null => (person ? { user_id: person.id, username: person.username } : null);

function kpiTargets(stored: Partial<KpiTargetValues>): KpiTargetValues {
  return Object.fromEntries(KPI_TARGETS.map((key) => [key, stored[key] ?? null])) as KpiTargetValues;
}

export function toCampaign({ row, sponsor, owner, dealsCount, feesTotalMinor }: CampaignView, reader: CampaignReader): Campaign {
  const campaign: Campaign = {
    campaign_id: row.id,
    code: row.code,
    name: row.name,
    sponsor: { sponsor_id: sponsor.id, display_name: sponsor.displayName },
    objective: row.objective as Campaign['objective'],
    kpi_targets: kpiTargets(row.kpiTargets),
    budget_minor: row.budgetMinor,
    agency_fee_minor: row.agencyFeeMinor,
    fees_total_minor: feesTotalMinor,
    currency: row.currency,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    hashtags: row.hashtags,
    mentions: row.mentions,
    disclosure: row.disclosure as Campaign['disclosure'],
    usage_rights: row.usageRights,
    exclusivity: row.exclusivity,
    owner: personRef(owner),
    status: row.status as Campaign['status'],
    deals_count: dealsCount,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
  return readableFields(campaign, campaignFields.rules, (permission) => reader.may(permission as Permission));
}

const CARD_FIELDS = Object.keys(campaignCardSchema.shape) as (keyof CampaignCard)[];

/** The campaign as a board card: the card's fields of what the reader may read. */
export function toCampaignCard(view: CampaignView, reader: CampaignReader): CampaignCard {
  const campaign = toCampaign(view, reader);
  return Object.fromEntries(CARD_FIELDS.filter((field) => field in campaign).map((field) => [field, campaign[field]])) as CampaignCard;
}

export function toCampaignDetail(view: CampaignView, brief: string, createdBy: Person | null, reader: CampaignReader): CampaignDetail {
  return { ...toCampaign(view, reader), brief, created_by: personRef(createdBy) };
}

export function toDeal({ row, creator }: DealView, reader: CampaignReader): Deal {
  const deal: Deal = {
    deal_id: row.id,
    campaign_id: row.campaignId,
    creator: {
      creator_id: creator.id,
      stage_name: creator.stageName,
      primary_account: creator.primaryAccount as Deal['creator']['primary_account'],
    },
    status: row.status as Deal['status'],
    fee_gross_minor: row.feeGrossMinor,
    commission_bps: row.commissionBps,
    creator_net_minor: row.feeGrossMinor === null ? null : creatorNetMinor(row.feeGrossMinor, row.commissionBps),
    currency: row.currency,
    usage_rights: row.usageRights,
    exclusivity_until: row.exclusivityUntil,
    drop_reason: row.dropReason,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return readableFields(deal, dealFields.rules, (permission) => reader.may(permission as Permission));
}

/** The fields an update can change, as the audit names them; money is audited too, for it is not a secret. */
export const AUDITED_CAMPAIGN_FIELDS = [
  'name', 'code', 'objective', 'budget_minor', 'agency_fee_minor', 'currency', 'starts_on', 'ends_on', 'hashtags', 'mentions',
  'disclosure', 'usage_rights', 'exclusivity', 'status', 'archived_at',
] as const satisfies readonly (keyof Campaign)[];

export const AUDITED_DEAL_FIELDS = ['status', 'fee_gross_minor', 'commission_bps', 'currency', 'usage_rights', 'exclusivity_until', 'drop_reason'] as const satisfies readonly (keyof Deal)[];
