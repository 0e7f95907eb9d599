/** A creator's relationship with the agency (DOMAIN.md §2). */
export const CREATOR_STATUSES = ['prospect', 'active', 'paused', 'offboarded'] as const;
export type CreatorStatus = (typeof CREATOR_STATUSES)[number];

export const CREATOR_STATUS_CHANGES: Record<CreatorStatus, readonly CreatorStatus[]> = {
  prospect: ['active', 'offboarded'],
  active: ['paused', 'offboarded'],
  paused: ['active', 'offboarded'],
  offboarded: ['active'],
};

export function isCreatorStatusChangeAllowed(from: CreatorStatus, to: CreatorStatus): boolean {
  return CREATOR_STATUS_CHANGES[from].includes(to);
}

export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitch', 'x', 'facebook', 'linkedin', 'podcast', 'blog', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const DELIVERABLE_TYPES = ['post', 'reel', 'story', 'carousel', 'short_video', 'dedicated_video', 'integration', 'live', 'ugc', 'event'] as const;
export type DeliverableType = (typeof DELIVERABLE_TYPES)[number];

/** Where a metric snapshot's numbers come from; a creator's own are `creator`. */
export const SNAPSHOT_SOURCES = ['manual', 'import', 'creator', 'api'] as const;
export type SnapshotSource = (typeof SNAPSHOT_SOURCES)[number];

/** Italian tax regimes a creator may invoice under, and `foreign` for creators taxed abroad. */
export const TAX_REGIMES = ['ordinary', 'flat_rate', 'occasional', 'foreign'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** Follower tiers (DOMAIN.md §4): the lower bound of each, by total followers. */
export const FOLLOWER_TIERS = { nano: 1_000, micro: 5_000, mid: 20_000, macro: 100_000, mega: 1_000_000 } as const;
export type FollowerTier = keyof typeof FOLLOWER_TIERS;
export const FOLLOWER_TIER_NAMES = Object.keys(FOLLOWER_TIERS) as FollowerTier[];

/** The followers range of a tier: from its bound up to the next tier's (mega has no top). */
export function followerTierRange(tier: FollowerTier): { min: number; max: number | null } {
  const index = FOLLOWER_TIER_NAMES.indexOf(tier);
  const next = FOLLOWER_TIER_NAMES[index + 1];
  return { min: FOLLOWER_TIERS[tier], max: next ? FOLLOWER_TIERS[next] : null };
}

export const CREATOR_ARCHIVE_SCOPES = ['current', 'archived', 'all'] as const;
export const CREATOR_LIST_PAGE_SIZE = 25;
export const CREATOR_LIST_SORT_COLUMNS = ['stage_name', 'status', 'followers', 'created_at', 'updated_at'] as const;
export type CreatorListSortColumn = (typeof CREATOR_LIST_SORT_COLUMNS)[number];

/** The creator list's columns, in their order on screen; an export writes the same ones, named by these keys. */
export const CREATOR_COLUMNS = ['stage_name', 'status', 'primary_account', 'followers', 'categories', 'manager', 'country', 'city', 'email', 'updated_at'] as const;
export type CreatorColumn = (typeof CREATOR_COLUMNS)[number];

export const CREATOR_ACCOUNTS_MAX = 20;
export const CREATOR_CATEGORIES_MAX = 10;
export const CREATOR_LANGUAGES_MAX = 10;
/** A creator's commission, in basis points (10000 = 100%). */
export const COMMISSION_BPS_MAX = 10_000;
export const REPRESENTATION_MONTHS_MAX = 120;
/** The history of an account's numbers shown on its chart. */
export const SNAPSHOT_HISTORY_MAX = 500;
export const CREATOR_BULK_IDS_MAX = 1000;
export const CREATOR_BULK_ACTIONS = ['set_manager', 'add_category', 'remove_category', 'set_status', 'archive'] as const;
export type CreatorBulkActionType = (typeof CREATOR_BULK_ACTIONS)[number];
/** The staff may add a money amount up to this (minor units: 10 million in major units). */
export const PRICE_MINOR_MAX = 1_000_000_000;

/**
 * The last day of a representation that starts on `start` (YYYY-MM-DD) and lasts `months`: the day
 * before the same date `months` later (a month without that date ends on its last day).
 */
export function representationEnd(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDay)));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
