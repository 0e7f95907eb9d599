import {
  creatorFields,
  maskIban,
  rateCardFields,
  readableFields,
  representationEnd,
  type Creator,
  type CreatorDetail,
  type PersonRef,
  type PlatformAccount,
  type RateCard,
  type Snapshot,
  type TaxRegime,
  type Platform,
  type DeliverableType,
  type SnapshotSource,
  type Permission,
} from '../../../contract';
import type { Person } from '../users';
import type { AccountWithLatest, CreatorView, RateCardRow, SnapshotRow } from './creators-repository';

/** What the reader may see of money and bank data: the permissions they hold for this creator. */
export interface CreatorReader {
  may(permission: Permission): boolean;
  /** The IBAN in full, for who may read it (unsealed on demand). */
  iban(sealed: string): string | null;
}

const personRef = (person: Person | undefined | null): PersonRef | null => (person ? { user_id: person.id, username: person.username } : null);

/** (average likes + comments + shares + saves) / followers, or null without followers or likes. */
export function engagementRate(numbers: { followers: number; avgLikes: number | null; avgComments: number | null; avgShares: number | null; avgSaves: number | null }): number | null {
  if (numbers.followers <= 0 || numbers.avgLikes === null) return null;
  const engagements = numbers.avgLikes + (numbers.avgComments ?? 0) + (numbers.avgShares ?? 0) + (numbers.avgSaves ?? 0);
  return Math.round((engagements / numbers.followers) * 1_000_000) / 1_000_000;
}

export const snapshotEvidenceUrl = (id: string) => `/api/snapshot-evidence/${id}`;

export function toSnapshot(row: SnapshotRow, createdBy: Person | null): Snapshot {
  return {
    snapshot_id: row.id,
    account_id: row.accountId,
    captured_at: row.capturedAt.toISOString(),
    followers: row.followers,
    following: row.following,
    posts: row.posts,
    avg_likes: row.avgLikes,
    median_likes: row.medianLikes,
    avg_comments: row.avgComments,
    avg_shares: row.avgShares,
    avg_saves: row.avgSaves,
    avg_views: row.avgViews,
    posts_sampled: row.postsSampled,
    audience_credibility_bps: row.audienceCredibilityBps,
    audience_italy_bps: row.audienceItalyBps,
    estimated: row.estimated,
    source: row.source as SnapshotSource,
    engagement_rate: engagementRate(row),
    evidence_url: row.evidenceId ? snapshotEvidenceUrl(row.evidenceId) : null,
    created_by: personRef(createdBy),
  };
}

export function toAccount(row: AccountWithLatest): PlatformAccount {
  return {
    account_id: row.id,
    platform: row.platform as Platform,
    handle: row.handle,
    url: row.url,
    is_primary: row.isPrimary,
    version: row.version,
    latest: row.latest
      ? { captured_at: row.latest.capturedAt.toISOString(), followers: row.latest.followers, engagement_rate: engagementRate(row.latest), source: row.latest.source as SnapshotSource }
      : null,
  };
}

export function toRateCard(row: RateCardRow, reader: CreatorReader): RateCard {
  const card: RateCard = {
    rate_card_id: row.id,
    platform: row.platform as Platform,
    deliverable_type: row.deliverableType as DeliverableType,
    price_minor: row.priceMinor,
    currency: row.currency,
    valid_from: row.validFrom,
    valid_to: row.validTo,
  };
  return readableFields(card, rateCardFields.rules, (permission) => reader.may(permission as Permission));
}

export function toCreator({ row, people, categories, primaryAccount, portalInvited }: CreatorView, reader: CreatorReader): Creator {
  const person = (id: number | null) => (id === null ? null : personRef(people.get(id)));
  const iban = row.ibanSealed === null ? null : reader.may('read:iban') ? reader.iban(row.ibanSealed) : maskIban(row.ibanCountry ?? '', row.ibanLast4 ?? '');
  const creator: Creator = {
    creator_id: row.id,
    stage_name: row.stageName,
    legal_name: row.legalName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    city: row.city,
    languages: row.languages,
    categories: categories.map((category) => ({ category_id: category.id, name: category.name })),
    status: row.status as Creator['status'],
    exclusive: row.exclusive,
    representation_start: row.representationStart,
    representation_months: row.representationMonths,
    representation_end: row.representationStart && row.representationMonths ? representationEnd(row.representationStart, row.representationMonths) : null,
    default_commission_bps: row.defaultCommissionBps,
    primary_manager: person(row.primaryManagerId),
    secondary_manager: person(row.secondaryManagerId),
    vat_number: row.vatNumber,
    tax_code: row.taxCode,
    tax_regime: row.taxRegime as TaxRegime | null,
    iban,
    notes: row.notes,
    portal_user: person(row.portalUserId),
    portal_invited: portalInvited,
    followers: row.followers,
    primary_account: primaryAccount,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
  return readableFields(creator, creatorFields.rules, (permission) => reader.may(permission as Permission));
}

export function toCreatorDetail(view: CreatorView, accounts: readonly AccountWithLatest[], cards: readonly RateCardRow[], reader: CreatorReader): CreatorDetail {
  return {
    ...toCreator(view, reader),
    accounts: accounts.map(toAccount),
    rate_cards: cards.map((card) => toRateCard(card, reader)),
    created_by: view.row.createdBy === null ? null : personRef(view.people.get(view.row.createdBy)),
  };
}

/** The fields an update can change, as the audit names them (the IBAN only masked). */
export const AUDITED_CREATOR_FIELDS = [
  'stage_name', 'legal_name', 'email', 'phone', 'country', 'city', 'languages', 'exclusive', 'representation_start', 'representation_months',
  'default_commission_bps', 'vat_number', 'tax_code', 'tax_regime', 'notes', 'status', 'archived_at',
] as const satisfies readonly (keyof Creator)[];
