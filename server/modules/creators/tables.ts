import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CREATOR_STATUSES, PLATFORMS } from '../../../contract';
import { createdAt, storedImageColumns } from '../../db/columns';
import { invitations } from '../invitations/tables';
import { caseInsensitiveOrder, users } from '../users/tables';
import { oneOf } from '../../db/literals';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const creators = pgTable(
  'creators',
  {
    id: serial('id').primaryKey(),
    stageName: text('stage_name').notNull(),
    legalName: text('legal_name'),
    email: text('email'),
    phone: text('phone'),
    country: text('country'),
    city: text('city'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('prospect'),
    exclusive: boolean('exclusive').notNull().default(false),
    representationStart: date('representation_start', { mode: 'string' }),
    representationMonths: integer('representation_months'),
    defaultCommissionBps: integer('default_commission_bps'),
    primaryManagerId: integer('primary_manager_id').references(() => users.id, { onDelete: 'set null' }),
    secondaryManagerId: integer('secondary_manager_id').references(() => users.id, { onDelete: 'set null' }),
    vatNumber: text('vat_number'),
    taxCode: text('tax_code'),
    taxRegime: text('tax_regime'),
    /** The IBAN sealed with the bank-data key (AES-256-GCM); its country and last four characters beside it, for the masked form. */
    ibanSealed: text('iban_sealed'),
    ibanCountry: text('iban_country'),
    ibanLast4: text('iban_last4'),
    notes: text('notes'),
    portalUserId: integer('portal_user_id').references(() => users.id, { onDelete: 'set null' }),
    portalInvitationId: uuid('portal_invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    /** The handles of the creator's accounts in lower case, kept by a trigger: one trigram index finds a creator by name or handle. */
    handles: text('handles').notNull().default(''),
    /** The creator's categories, kept from creator_category_links by a trigger: lists filter by them through a GIN index. */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    /** The sum of each account's latest followers, kept with the snapshots (lists filter and sort by it). */
    followers: bigint('followers', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('creators_search_trgm_idx').using('gin', sql`(${creatorSearchText(table)}) gin_trgm_ops`),
    index('creators_name_order_idx').on(caseInsensitiveOrder(table.stageName), table.id),
    index('creators_status_idx').on(table.status, table.id),
    index('creators_followers_idx').on(table.followers, table.id),
    // Counts of a follower tier among current creators, read from the index alone.
    index('creators_current_followers_idx').on(table.followers, table.id).where(sql`${table.archivedAt} is null`),
    index('creators_updated_at_idx').on(table.updatedAt, table.id),
    index('creators_created_at_idx').on(table.createdAt, table.id),
    // The representation's last day, as the deadlines and the reminders read it (representationEnd below).
    index('creators_representation_end_idx').on(sql`((${table.representationStart} + make_interval(months => ${table.representationMonths}))::date)`),
    index('creators_primary_manager_idx').on(table.primaryManagerId, table.id),
    index('creators_secondary_manager_idx').on(table.secondaryManagerId, table.id),
    index('creators_country_idx').on(table.country, table.id),
    index('creators_category_ids_idx').using('gin', table.categoryIds),
    // One creator record per portal account.
    uniqueIndex('creators_portal_user_key').on(table.portalUserId).where(sql`${table.portalUserId} is not null`),
    index('creators_portal_invitation_idx').on(table.portalInvitationId),
    check('creators_status_check', oneOf(table.status, CREATOR_STATUSES)),
    check('creators_commission_check', sql`${table.defaultCommissionBps} between 0 and 10000`),
    check('creators_representation_months_check', sql`${table.representationMonths} between 1 and 120`),
    check('creators_version_check', sql`${table.version} >= 1`),
  ],
);

/**
 * How many creators have each status, archived or not, follower tier and category, kept by
 * triggers in the writing transaction (migration 0017): the list's total for any mix of those
 * filters without counting 100,000 rows. Each creator counts once under category 0 (any
 * category) and once under each of its categories; tier '' is below the smallest tier.
 */
export const creatorCounts = pgTable(
  'creator_counts',
  {
    categoryId: integer('category_id').notNull(),
    tier: text('tier').notNull(),
    status: text('status').notNull(),
    archived: boolean('archived').notNull(),
    creatorCount: integer('creator_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.tier, table.status, table.archived] })],
);

/** The category_id of creator_counts' rows that count every creator once. */
export const ANY_CATEGORY = 0;

/** The text a creator search matches (name, legal name, e-mail, handles), lower case; the trigram index is on it. */
export function creatorSearchText(table: { stageName: AnyColumn; legalName: AnyColumn; email: AnyColumn; handles: AnyColumn }): SQL {
  return sql`lower(${table.stageName} || ' ' || coalesce(${table.legalName}, '') || ' ' || coalesce(${table.email}, '') || ' ' || ${table.handles})`;
}

/** The categories creators are filed under: a list the admins keep. */
export const creatorCategories = pgTable(
  'creator_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('creator_categories_name_key').on(sql`lower(${table.name})`)],
);

export const creatorCategoryLinks = pgTable(
  'creator_category_links',
  {
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => creatorCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.creatorId, table.categoryId] }), index('creator_category_links_category_idx').on(table.categoryId, table.creatorId)],
);

export const platformAccounts = pgTable(
  'platform_accounts',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    handle: text('handle').notNull(),
    url: text('url'),
    isPrimary: boolean('is_primary').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A handle is unique per platform, whatever its case, across all creators.
    uniqueIndex('platform_accounts_handle_key').on(table.platform, sql`lower(${table.handle})`),
    uniqueIndex('platform_accounts_one_primary_key').on(table.creatorId).where(sql`${table.isPrimary}`),
    index('platform_accounts_creator_idx').on(table.creatorId, table.id),
    index('platform_accounts_platform_idx').on(table.platform, table.creatorId),
    index('platform_accounts_handle_trgm_idx').using('gin', sql`lower(${table.handle}) gin_trgm_ops`),
    check('platform_accounts_platform_check', oneOf(table.platform, PLATFORMS)),
  ],
);

/** A screenshot a snapshot's numbers were read from (the same rules as profile pictures). */
export const snapshotEvidence = pgTable('snapshot_evidence', {
  id: uuid('id').primaryKey(),
  creatorId: integer('creator_id')
    .notNull()
    .references(() => creators.id, { onDelete: 'cascade' }),
  ...storedImageColumns(),
  createdAt: createdAt(),
});

/** An account's numbers at a moment: a time series, never overwritten. */
export const metricSnapshots = pgTable(
  'metric_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => platformAccounts.id, { onDelete: 'cascade' }),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }).notNull(),
    followers: bigint('followers', { mode: 'number' }).notNull(),
    following: bigint('following', { mode: 'number' }),
    posts: bigint('posts', { mode: 'number' }),
    avgLikes: bigint('avg_likes', { mode: 'number' }),
    medianLikes: bigint('median_likes', { mode: 'number' }),
    avgComments: bigint('avg_comments', { mode: 'number' }),
    avgShares: bigint('avg_shares', { mode: 'number' }),
    avgSaves: bigint('avg_saves', { mode: 'number' }),
    avgViews: bigint('avg_views', { mode: 'number' }),
    postsSampled: integer('posts_sampled'),
    audienceCredibilityBps: integer('audience_credibility_bps'),
    audienceItalyBps: integer('audience_italy_bps'),
    estimated: boolean('estimated').notNull().default(false),
    source: text('source').notNull(),
    evidenceId: uuid('evidence_id').references(() => snapshotEvidence.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('metric_snapshots_account_idx').on(table.accountId, table.capturedAt, table.id),
    check('metric_snapshots_source_check', sql`${table.source} in ('manual', 'import', 'creator', 'api')`),
    check('metric_snapshots_followers_check', sql`${table.followers} >= 0`),
  ],
);

export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    deliverableType: text('deliverable_type').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('rate_cards_creator_idx').on(table.creatorId, table.platform, table.deliverableType),
    check('rate_cards_price_check', sql`${table.priceMinor} >= 0`),
    check('rate_cards_validity_check', sql`${table.validTo} is null or ${table.validTo} >= ${table.validFrom}`),
  ],
);

/** The representation's last day: its start plus its months, the expression creators_representation_end_idx is on. */
export const representationEnd = sql`(${creators.representationStart} + make_interval(months => ${creators.representationMonths}))::date`;
