import type { PersonRef, Sponsor, SponsorContact, SponsorDetail } from '../../../contract';
import type { Person } from '../users';
import type { SponsorContactRow, SponsorView } from './sponsors-repository';

const personRef = (person: Person | null): PersonRef | null => (person ? { user_id: person.id, username: person.username } : null);

export function toSponsorContact(row: SponsorContactRow): SponsorContact {
  return {
    contact_id: row.id,
    name: row.name,
    job_title: row.jobTitle,
    email: row.email,
    phone: row.phone,
    is_primary: row.isPrimary,
    is_billing: row.isBilling,
    receives_reports: row.receivesReports,
    version: row.version,
  };
}

/** A logo's address: its id changes with every upload, so it can be cached for good. */
export function sponsorLogoUrl(logoId: string): string {
  return `/api/sponsor-logos/${logoId}`;
}

export function toSponsor({ row, owner, primaryContact, logoId }: SponsorView): Sponsor {
  return {
    sponsor_id: row.id,
    display_name: row.displayName,
    legal_name: row.legalName,
    vat_number: row.vatNumber,
    tax_code: row.taxCode,
    sdi_code: row.sdiCode,
    pec: row.pec,
    industry: row.industry,
    website: row.website,
    address_line: row.addressLine,
    city: row.city,
    postal_code: row.postalCode,
    province: row.province,
    country: row.country,
    currency: row.currency,
    payment_terms_days: row.paymentTermsDays,
    owner: personRef(owner),
    tags: row.tags,
    notes: row.notes,
    status: row.status as Sponsor['status'],
    primary_contact: primaryContact,
    logo_url: logoId ? sponsorLogoUrl(logoId) : null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}

export function toSponsorDetail(view: SponsorView, contacts: readonly SponsorContactRow[], createdBy: Person | null): SponsorDetail {
  return { ...toSponsor(view), contacts: contacts.map(toSponsorContact), created_by: personRef(createdBy) };
}

/** The fields an update can change, as the audit names them. */
export const AUDITED_SPONSOR_FIELDS = [
  'display_name',
  'legal_name',
  'vat_number',
  'tax_code',
  'sdi_code',
  'pec',
  'industry',
  'website',
  'address_line',
  'city',
  'postal_code',
  'province',
  'country',
  'currency',
  'payment_terms_days',
  'tags',
  'notes',
  'status',
  'archived_at',
] as const satisfies readonly (keyof Sponsor)[];

export const AUDITED_CONTACT_FIELDS = ['name', 'job_title', 'email', 'phone', 'is_primary', 'is_billing', 'receives_reports'] as const satisfies readonly (keyof SponsorContact)[];
