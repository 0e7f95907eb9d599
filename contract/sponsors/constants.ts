/** The sponsor's lifecycle (DOMAIN.md §2): a prospect becomes active, may pause, and may be lost. */
export const SPONSOR_STATUSES = ['prospect', 'active', 'paused', 'churned'] as const;
export type SponsorStatus = (typeof SPONSOR_STATUSES)[number];

/** The status changes a sponsor allows; a churned brand can be won back. */
export const SPONSOR_STATUS_CHANGES: Record<SponsorStatus, readonly SponsorStatus[]> = {
  prospect: ['active', 'churned'],
  active: ['paused', 'churned'],
  paused: ['active', 'churned'],
  churned: ['active'],
};

export function isSponsorStatusChangeAllowed(from: SponsorStatus, to: SponsorStatus): boolean {
  return SPONSOR_STATUS_CHANGES[from].includes(to);
}

/** Which sponsors a list shows: archived ones are hidden unless asked for. */
export const SPONSOR_ARCHIVE_SCOPES = ['current', 'archived', 'all'] as const;
export type SponsorArchiveScope = (typeof SPONSOR_ARCHIVE_SCOPES)[number];

export const SPONSOR_LIST_PAGE_SIZE = 25;
export const SPONSOR_LIST_SORT_COLUMNS = ['display_name', 'status', 'payment_terms_days', 'created_at', 'updated_at'] as const;
export type SponsorListSortColumn = (typeof SPONSOR_LIST_SORT_COLUMNS)[number];

export const SPONSOR_NAME_MAX_LENGTH = 120;
export const SPONSOR_LEGAL_NAME_MAX_LENGTH = 200;
export const SPONSOR_NOTES_MAX_LENGTH = 5000;
export const SPONSOR_TAGS_MAX = 20;
export const SPONSOR_TAG_MAX_LENGTH = 40;
export const SPONSOR_CONTACTS_MAX = 50;
export const PAYMENT_TERMS_DAYS_MAX = 365;
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_COUNTRY = 'IT';
/** The owner picker offers at most this many staff users per search. */
export const SPONSOR_OWNER_OPTIONS_MAX = 50;

/** The columns of the sponsor list, in their order on screen; an export writes the same ones, named by these keys. */
export const SPONSOR_COLUMNS = ['display_name', 'status', 'owner', 'contact', 'vat_number', 'city', 'tags', 'payment_terms_days', 'updated_at'] as const;
export type SponsorColumn = (typeof SPONSOR_COLUMNS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A bulk change names at most this many sponsors by id; more are named by the list's filter. */
export const SPONSOR_BULK_IDS_MAX = 1000;
export const SPONSOR_BULK_ACTIONS = ['set_owner', 'add_tag', 'remove_tag', 'set_status', 'archive'] as const;
export type SponsorBulkActionType = (typeof SPONSOR_BULK_ACTIONS)[number];
