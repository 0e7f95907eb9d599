/** A campaign's pipeline (DOMAIN.md §2): forward one step at a time, with a pause and a cancellation beside it. */
export const CAMPAIGN_STATUSES = ['draft', 'pitched', 'negotiating', 'confirmed', 'in_progress', 'reporting', 'completed', 'on_hold', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The status changes a campaign allows; a paused campaign resumes where the work can go on, a cancelled one starts again as a draft. */
export const CAMPAIGN_STATUS_CHANGES: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['pitched', 'on_hold', 'cancelled'],
  pitched: ['negotiating', 'draft', 'on_hold', 'cancelled'],
  negotiating: ['confirmed', 'pitched', 'on_hold', 'cancelled'],
  confirmed: ['in_progress', 'negotiating', 'on_hold', 'cancelled'],
  in_progress: ['reporting', 'on_hold', 'cancelled'],
  reporting: ['completed', 'in_progress'],
  completed: ['reporting'],
  on_hold: ['draft', 'pitched', 'negotiating', 'confirmed', 'in_progress', 'cancelled'],
  cancelled: ['draft'],
};

export function isCampaignStatusChangeAllowed(from: CampaignStatus, to: CampaignStatus): boolean {
  return CAMPAIGN_STATUS_CHANGES[from].includes(to);
}

/** A creator's part in a campaign (DOMAIN.md §2): from the shortlist to being paid, or dropped on the way. */
export const DEAL_STATUSES = ['shortlisted', 'proposed', 'sponsor_approved', 'offer_sent', 'confirmed', 'in_production', 'delivered', 'paid', 'dropped'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_STATUS_CHANGES: Record<DealStatus, readonly DealStatus[]> = {
  shortlisted: ['proposed', 'dropped'],
  proposed: ['sponsor_approved', 'shortlisted', 'dropped'],
  sponsor_approved: ['offer_sent', 'proposed', 'dropped'],
  offer_sent: ['confirmed', 'sponsor_approved', 'dropped'],
  confirmed: ['in_production', 'dropped'],
  in_production: ['delivered', 'confirmed', 'dropped'],
  delivered: ['paid', 'in_production'],
  paid: ['delivered'],
  dropped: ['shortlisted'],
};

export function isDealStatusChangeAllowed(from: DealStatus, to: DealStatus): boolean {
  return DEAL_STATUS_CHANGES[from].includes(to);
}

export const CAMPAIGN_OBJECTIVES = ['awareness', 'engagement', 'traffic', 'sales'] as const;
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number];

/** How a sponsored post must say so. */
export const DISCLOSURES = ['adv', 'ad'] as const;
export type Disclosure = (typeof DISCLOSURES)[number];

/** The targets a campaign may set: counts, an engagement rate in basis points, and costs in minor units. */
export const KPI_TARGETS = ['views', 'reach', 'engagements', 'er_bps', 'cpm_minor', 'cpe_minor'] as const;
export type KpiTarget = (typeof KPI_TARGETS)[number];

export const CAMPAIGN_ARCHIVE_SCOPES = ['current', 'archived', 'all'] as const;
export type CampaignArchiveScope = (typeof CAMPAIGN_ARCHIVE_SCOPES)[number];

export const CAMPAIGN_LIST_PAGE_SIZE = 25;
export const CAMPAIGN_LIST_SORT_COLUMNS = ['name', 'status', 'starts_on', 'ends_on', 'created_at', 'updated_at'] as const;
export type CampaignListSortColumn = (typeof CAMPAIGN_LIST_SORT_COLUMNS)[number];

/** The columns of the campaign list, in their order on screen. */
export const CAMPAIGN_COLUMNS = ['name', 'sponsor', 'status', 'owner', 'period', 'deals', 'budget', 'updated_at'] as const;
export type CampaignColumn = (typeof CAMPAIGN_COLUMNS)[number];

/** A board column shows this many campaigns, most recently changed first, and counts the rest (the list shows them all). */
export const CAMPAIGN_BOARD_COLUMN_MAX = 12;

export const CAMPAIGN_NAME_MAX_LENGTH = 160;
export const CAMPAIGN_CODE_MAX_LENGTH = 40;
/** The brief is rich text: HTML of at most this many characters, sanitised by the server. */
export const CAMPAIGN_BRIEF_MAX_LENGTH = 50_000;
export const CAMPAIGN_TEXT_MAX_LENGTH = 2000;
export const CAMPAIGN_TAGS_MAX = 30;
export const CAMPAIGN_TAG_MAX_LENGTH = 100;
export const MONEY_MINOR_MAX = 100_000_000_000;
export const KPI_COUNT_MAX = 1_000_000_000_000;
export const BPS_MAX = 10_000;

/** A campaign has at most this many creators; adding many at once names at most DEAL_ADD_MAX. */
export const CAMPAIGN_DEALS_MAX = 500;
export const DEAL_ADD_MAX = 50;
export const DROP_REASON_MAX_LENGTH = 500;

/** What the creator keeps of a gross fee after the agency's commission (basis points), in minor units. */
export function creatorNetMinor(feeGrossMinor: number, commissionBps: number): number {
  return feeGrossMinor - Math.round((feeGrossMinor * commissionBps) / BPS_MAX);
}

/** What a creator delivers for a deal (DOMAIN.md §2). `overdue` is not a status: it is computed from the due days and the agency's today. */
export const DELIVERABLE_STATUSES = ['planned', 'awaiting_draft', 'in_review', 'changes_requested', 'approved', 'published', 'measured', 'cancelled'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

/**
 * The changes staff make by hand. The others follow actions: submitting a draft puts the
 * deliverable in review, a review approves it or asks for changes, publishing records its address.
 */
export const DELIVERABLE_STATUS_CHANGES: Record<DeliverableStatus, readonly DeliverableStatus[]> = {
  planned: ['awaiting_draft', 'cancelled'],
  awaiting_draft: ['planned', 'cancelled'],
  in_review: ['cancelled'],
  changes_requested: ['cancelled'],
  approved: ['cancelled'],
  published: ['measured'],
  measured: ['published'],
  cancelled: ['planned'],
};

export function isDeliverableStatusChangeAllowed(from: DeliverableStatus, to: DeliverableStatus): boolean {
  return DELIVERABLE_STATUS_CHANGES[from].includes(to);
}

/** A draft may be submitted while the deliverable waits for one (or is planned); never while another is in review. */
export const DRAFT_SUBMITTABLE_STATUSES: readonly DeliverableStatus[] = ['planned', 'awaiting_draft', 'changes_requested'];
/** Until then the draft is due; until published the publication is. */
export const DRAFT_PENDING_STATUSES: readonly DeliverableStatus[] = ['planned', 'awaiting_draft', 'changes_requested'];
export const PUBLISH_PENDING_STATUSES: readonly DeliverableStatus[] = ['planned', 'awaiting_draft', 'in_review', 'changes_requested', 'approved'];

/** Which date a deliverable missed, if any: the publication first, else the draft. */
export type Overdue = 'draft' | 'publish' | null;

/** Overdue, from the due days and the agency's today (YYYY-MM-DD): a due day is met until it ends. */
export function deliverableOverdue(deliverable: { status: DeliverableStatus; draft_due_on: string | null; publish_due_on: string | null }, today: string): Overdue {
  if (deliverable.publish_due_on && deliverable.publish_due_on < today && PUBLISH_PENDING_STATUSES.includes(deliverable.status)) return 'publish';
  if (deliverable.draft_due_on && deliverable.draft_due_on < today && DRAFT_PENDING_STATUSES.includes(deliverable.status)) return 'draft';
  return null;
}

export const DRAFT_OUTCOMES = ['approved', 'approved_with_corrections', 'needs_work'] as const;
export type DraftOutcome = (typeof DRAFT_OUTCOMES)[number];

/** A draft's file: pictures, videos up to DRAFT_FILE_MAX_BYTES, or a PDF, recognised by content. */
export const DRAFT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/quicktime', 'video/webm', 'application/pdf'] as const;
export const DRAFT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const DELIVERABLES_PER_DEAL_MAX = 50;
export const DRAFT_CAPTION_MAX_LENGTH = 5000;
export const DRAFT_FEEDBACK_MAX_LENGTH = 5000;
