import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CAMPAIGN_STATUSES, DEAL_STATUSES, DELIVERABLE_STATUSES, DISCLOSURES, DRAFT_OUTCOMES, DRAFT_PENDING_STATUSES, PUBLISH_PENDING_STATUSES, type KpiTargetValues } from '../../../contract';
import { bytea, createdAt } from '../../db/columns';
import { creators } from '../creators/tables';
import { sponsors } from '../sponsors/tables';
import { caseInsensitiveOrder, users } from '../users/tables';
import { oneOf } from '../../db/literals';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    code: text('code'),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    brief: text('brief').notNull().default(''),
    objective: text('objective'),
    kpiTargets: jsonb('kpi_targets').$type<KpiTargetValues>().notNull().default(sql`'{}'::jsonb`),
    budgetMinor: money('budget_minor'),
    agencyFeeMinor: money('agency_fee_minor'),
    currency: text('currency').notNull().default('EUR'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    disclosure: text('disclosure').notNull().default('adv'),
    usageRights: text('usage_rights'),
    exclusivity: text('exclusivity'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // Unique among all campaigns, archived ones too: restoring one must not make a duplicate.
    uniqueIndex('campaigns_code_key').on(table.code).where(sql`${table.code} is not null`),
    index('campaigns_search_trgm_idx').using('gin', sql`(${campaignSearchText(table)}) gin_trgm_ops`),
    index('campaigns_name_order_idx').on(caseInsensitiveOrder(table.name), table.id),
    index('campaigns_status_updated_idx').on(table.status, table.updatedAt, table.id),
    // Counts of the current campaigns (the list's default, and the board's per status) from the index alone.
    index('campaigns_current_status_idx').on(table.status).where(sql`${table.archivedAt} is null`),
    index('campaigns_sponsor_idx').on(table.sponsorId, table.id),
    index('campaigns_owner_idx').on(table.ownerId, table.id),
    index('campaigns_updated_at_idx').on(table.updatedAt, table.id),
    index('campaigns_created_at_idx').on(table.createdAt, table.id),
    index('campaigns_starts_on_idx').on(table.startsOn, table.id),
    index('campaigns_ends_on_idx').on(table.endsOn, table.id),
    check('campaigns_status_check', oneOf('status', CAMPAIGN_STATUSES)),
    check('campaigns_disclosure_check', oneOf('disclosure', DISCLOSURES)),
    check('campaigns_dates_check', sql`${table.endsOn} is null or ${table.startsOn} is null or ${table.endsOn} >= ${table.startsOn}`),
    check('campaigns_money_check', sql`coalesce(${table.budgetMinor}, 0) >= 0 and coalesce(${table.agencyFeeMinor}, 0) >= 0`),
    check('campaigns_version_check', sql`${table.version} >= 1`),
  ],
);

/** The text a campaign search matches (name and code), lower case; the trigram index is on it. */
export function campaignSearchText(table: { name: AnyColumn; code: AnyColumn }): SQL {
  return sql`lower(${table.name} || ' ' || coalesce(${table.code}, ''))`;
}

/** A creator in a campaign. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id),
    status: text('status').notNull().default('shortlisted'),
    feeGrossMinor: money('fee_gross_minor'),
    commissionBps: integer('commission_bps').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    usageRights: text('usage_rights'),
    exclusivityUntil: date('exclusivity_until', { mode: 'string' }),
    dropReason: text('drop_reason'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // A creator is in a campaign once, whoever adds them at the same moment.
    uniqueIndex('deals_campaign_creator_key').on(table.campaignId, table.creatorId),
    index('deals_creator_idx').on(table.creatorId, table.id),
    check('deals_status_check', oneOf('status', DEAL_STATUSES)),
    check('deals_commission_check', sql`${table.commissionBps} between 0 and 10000`),
    check('deals_fee_check', sql`coalesce(${table.feeGrossMinor}, 0) >= 0`),
    check('deals_version_check', sql`${table.version} >= 1`),
  ],
);

/** What a creator delivers for a deal; the campaign and the creator are kept beside the deal for the deadline lists. */
export const deliverables = pgTable(
  'deliverables',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id),
    platform: text('platform').notNull(),
    type: text('type').notNull(),
    draftDueOn: date('draft_due_on', { mode: 'string' }),
    publishDueOn: date('publish_due_on', { mode: 'string' }),
    captionRequirements: text('caption_requirements'),
    publishedUrl: text('published_url'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    disclosurePresent: boolean('disclosure_present'),
    status: text('status').notNull().default('planned'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('deliverables_deal_idx').on(table.dealId, table.id),
    index('deliverables_campaign_idx').on(table.campaignId, table.id),
    index('deliverables_creator_idx').on(table.creatorId, table.id),
    index('deliverables_draft_due_idx').on(table.draftDueOn, table.id),
    index('deliverables_publish_due_idx').on(table.publishDueOn, table.id),
    // What is still to be done, in the order /scadenze reads it: a year of done work is never walked.
    index('deliverables_open_draft_due_idx').on(table.draftDueOn, table.id).where(oneOf('status', DRAFT_PENDING_STATUSES)),
    index('deliverables_open_publish_due_idx').on(table.publishDueOn, table.id).where(oneOf('status', PUBLISH_PENDING_STATUSES)),
    check('deliverables_status_check', oneOf('status', DELIVERABLE_STATUSES)),
    check('deliverables_due_order_check', sql`${table.draftDueOn} is null or ${table.publishDueOn} is null or ${table.publishDueOn} >= ${table.draftDueOn}`),
    check('deliverables_version_check', sql`${table.version} >= 1`),
  ],
);

/** A deliverable whose draft, or publication, is still to come: the predicate of its open due-date index. */
export const deliverableDuePending = {
  draft_due: oneOf(deliverables.status, DRAFT_PENDING_STATUSES),
  publish_due: oneOf(deliverables.status, PUBLISH_PENDING_STATUSES),
} as const;

/** A version of a deliverable's draft and its review; `outcome` is null while it is in review. */
export const drafts = pgTable(
  'drafts',
  {
    id: serial('id').primaryKey(),
    deliverableId: integer('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    linkUrl: text('link_url'),
    caption: text('caption'),
    outcome: text('outcome'),
    feedback: text('feedback'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('drafts_deliverable_version_key').on(table.deliverableId, table.version),
    // At most one draft per deliverable is in review, whoever submits at the same moment.
    uniqueIndex('drafts_one_in_review_key').on(table.deliverableId).where(sql`${table.outcome} is null`),
    check('drafts_outcome_check', sql`${table.outcome} is null or ${table.outcome} in (${sql.raw(DRAFT_OUTCOMES.map((outcome) => `'${outcome}'`).join(', '))})`),
  ],
);

/** A draft's file, kept with its checked type. */
export const draftFiles = pgTable(
  'draft_files',
  {
    id: uuid('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('draft_files_draft_key').on(table.draftId)],
);
