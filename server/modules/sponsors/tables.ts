import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SPONSOR_STATUSES } from '../../../contract';
import { createdAt, storedImageColumns } from '../../db/columns';
import { caseInsensitiveOrder, users } from '../users/tables';
import { oneOf } from '../../db/literals';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    displayName: text('display_name').notNull(),
    legalName: text('legal_name'),
    vatNumber: text('vat_number'),
    taxCode: text('tax_code'),
    sdiCode: text('sdi_code'),
    pec: text('pec'),
    industry: text('industry'),
    website: text('website'),
    addressLine: text('address_line'),
    city: text('city'),
    postalCode: text('postal_code'),
    province: text('province'),
    country: text('country').notNull().default('IT'),
    currency: text('currency').notNull().default('EUR'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    status: text('status').notNull().default('prospect'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // Unique among all sponsors, archived ones too: restoring one must not make a duplicate.
    uniqueIndex('sponsors_vat_number_key').on(table.vatNumber).where(sql`${table.vatNumber} is not null`),
    index('sponsors_search_trgm_idx').using('gin', sql`(${sponsorSearchText(table)}) gin_trgm_ops`),
    index('sponsors_name_order_idx').on(caseInsensitiveOrder(table.displayName), table.id),
    index('sponsors_status_idx').on(table.status, table.id),
    index('sponsors_owner_idx').on(table.ownerId, table.id),
    index('sponsors_updated_at_idx').on(table.updatedAt, table.id),
    index('sponsors_created_at_idx').on(table.createdAt, table.id),
    index('sponsors_tags_idx').using('gin', table.tags),
    check('sponsors_status_check', oneOf('status', SPONSOR_STATUSES)),
    check('sponsors_payment_terms_check', sql`${table.paymentTermsDays} between 0 and 365`),
    check('sponsors_version_check', sql`${table.version} >= 1`),
  ],
);

/** The text a sponsor search matches (name, legal name, VAT number, tax code), lower case; the trigram index is on it. */
export function sponsorSearchText(table: { displayName: AnyColumn; legalName: AnyColumn; vatNumber: AnyColumn; taxCode: AnyColumn }): SQL {
  return sql`lower(${table.displayName} || ' ' || coalesce(${table.legalName}, '') || ' ' || coalesce(${table.vatNumber}, '') || ' ' || coalesce(${table.taxCode}, ''))`;
}

export const sponsorContacts = pgTable(
  'sponsor_contacts',
  {
    id: serial('id').primaryKey(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    jobTitle: text('job_title'),
    email: text('email'),
    phone: text('phone'),
    isPrimary: boolean('is_primary').notNull().default(false),
    isBilling: boolean('is_billing').notNull().default(false),
    receivesReports: boolean('receives_reports').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('sponsor_contacts_sponsor_idx').on(table.sponsorId, table.id),
    // One primary contact per sponsor, whatever two editors do at once.
    uniqueIndex('sponsor_contacts_one_primary_key').on(table.sponsorId).where(sql`${table.isPrimary}`),
    index('sponsor_contacts_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
  ],
);

/** A sponsor's logo (the same rules as profile pictures); a new upload replaces it, under a new id so that its address can be cached for good. */
export const sponsorLogos = pgTable(
  'sponsor_logos',
  {
    id: uuid('id').primaryKey(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    ...storedImageColumns(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sponsor_logos_sponsor_key').on(table.sponsorId)],
);
