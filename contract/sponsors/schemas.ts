import { z } from 'zod';
import { plainText, wholeNumberField } from '../platform/fields';
import { personRefSchema, recordIdSchema, versionField } from '../platform/records';
import { filterText, pageField, pageSizeField, sortFields } from '../platform/paging';
import { EMAIL_SHAPE_PATTERN } from '../users/fields';
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_PAYMENT_TERMS_DAYS,
  PAYMENT_TERMS_DAYS_MAX,
  EXPORT_FORMATS,
  SPONSOR_ARCHIVE_SCOPES,
  SPONSOR_BULK_IDS_MAX,
  SPONSOR_COLUMNS,
  SPONSOR_LEGAL_NAME_MAX_LENGTH,
  SPONSOR_LIST_PAGE_SIZE,
  SPONSOR_LIST_SORT_COLUMNS,
  SPONSOR_NAME_MAX_LENGTH,
  SPONSOR_NOTES_MAX_LENGTH,
  SPONSOR_STATUSES,
  SPONSOR_TAG_MAX_LENGTH,
  SPONSOR_TAGS_MAX,
} from './constants';
import { sponsorValidationMessages as defaultMessages, type SponsorValidationMessages } from './validation-messages';
import { normalizeVatNumber, vatNumberProblem } from './vat-number';


/** Optional text: trimmed, and an empty field is no value (null). */
function optionalText(max: number, message: string) {
  return plainText()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/** Optional text that, when given, must match `pattern` after `normalize`. */
function optionalCode(normalize: (value: string) => string, pattern: RegExp, message: string) {
  return plainText()
    .transform((value) => normalize(value.trim()))
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

const upper = (value: string) => value.replace(/\s/g, '').toUpperCase();

function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : undefined;
  return known ? known.includes(value) : true;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function vatNumberField(m: SponsorValidationMessages) {
  return plainText()
    .trim()
    .max(40, m.vatInvalid)
    .superRefine((value, context) => {
      const problem = value === '' ? null : vatNumberProblem(value);
      if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: m[problem] });
    })
    .transform((value) => (value === '' ? null : normalizeVatNumber(value)))
    .nullable()
    .optional();
}

function emailOrEmpty(m: SponsorValidationMessages) {
  return optionalCode((value) => value, EMAIL_SHAPE_PATTERN, m.emailInvalid).refine((value) => value === null || value === undefined || value.length <= 254, m.emailInvalid);
}

function tagsField(m: SponsorValidationMessages) {
  const tag = plainText({ message: m.tagInvalid })
    .trim()
    .toLowerCase()
    .min(1, m.tagInvalid)
    .max(SPONSOR_TAG_MAX_LENGTH, m.tagInvalid);
  return z
    .array(tag, { invalid_type_error: m.tagInvalid })
    .max(SPONSOR_TAGS_MAX, m.tagsTooMany)
    .transform((tags) => [...new Set(tags)]);
}

/** A staff user id, or null for nobody. */
const ownerIdField = wholeNumberField('owner_id', { min: 1, max: 2_147_483_647 }).nullable().optional();

/** The editable fields of a sponsor; every one optional, as in an update. */
export function sponsorFieldsSchema(m: SponsorValidationMessages = defaultMessages) {
  return z.object({
    display_name: plainText({ requiredError: m.nameRequired }).trim().min(1, m.nameRequired).max(SPONSOR_NAME_MAX_LENGTH, m.nameTooLong).optional(),
    legal_name: optionalText(SPONSOR_LEGAL_NAME_MAX_LENGTH, m.textTooLong),
    vat_number: vatNumberField(m),
    tax_code: optionalCode(upper, /^(?:\d{11}|[A-Z0-9]{16})$/, m.taxCodeInvalid),
    sdi_code: optionalCode(upper, /^[A-Z0-9]{7}$/, m.sdiCodeInvalid),
    pec: emailOrEmpty(m),
    industry: optionalText(80, m.textTooLong),
    website: optionalText(300, m.websiteInvalid).refine((value) => value === null || value === undefined || isWebAddress(value), m.websiteInvalid),
    address_line: optionalText(200, m.textTooLong),
    city: optionalText(100, m.textTooLong),
    postal_code: optionalText(16, m.textTooLong),
    province: optionalText(40, m.textTooLong),
    country: z
      .string({ invalid_type_error: m.countryInvalid })
      .transform(upper)
      .refine((value) => /^[A-Z]{2}$/.test(value), m.countryInvalid)
      .optional(),
    currency: z
      .string({ invalid_type_error: m.currencyInvalid })
      .transform(upper)
      .refine(isCurrencyCode, m.currencyInvalid)
      .optional(),
    payment_terms_days: z
      .number({ invalid_type_error: m.paymentTermsInvalid })
      .int(m.paymentTermsInvalid)
      .min(0, m.paymentTermsInvalid)
      .max(PAYMENT_TERMS_DAYS_MAX, m.paymentTermsInvalid)
      .optional(),
    owner_id: ownerIdField,
    tags: tagsField(m).optional(),
    notes: optionalText(SPONSOR_NOTES_MAX_LENGTH, m.textTooLong),
  });
}

const sponsorStatusField = (m: SponsorValidationMessages) => z.enum(SPONSOR_STATUSES, { errorMap: () => ({ message: m.statusInvalid }) });

/** A new sponsor: a name is required, the rest optional; it starts as a prospect unless told. */
export function createSponsorSchema(m: SponsorValidationMessages = defaultMessages) {
  return sponsorFieldsSchema(m)
    .required({ display_name: true })
    .extend({ status: sponsorStatusField(m).optional() });
}
export type CreateSponsorBody = z.input<ReturnType<typeof createSponsorSchema>>;

/** An update: the fields changed, and the version the editor read. */
export function updateSponsorSchema(m: SponsorValidationMessages = defaultMessages) {
  return sponsorFieldsSchema(m).extend({ version: versionField(m.versionRequired) });
}
export type UpdateSponsorBody = z.input<ReturnType<typeof updateSponsorSchema>>;
export type SponsorChanges = z.output<ReturnType<typeof sponsorFieldsSchema>>;

export function sponsorStatusChangeSchema(m: SponsorValidationMessages = defaultMessages) {
  return z.object({ status: sponsorStatusField(m), version: versionField(m.versionRequired) });
}

export const versionOnlySchema = z.object({ version: versionField() });

/** A contact at a sponsor. */
export function sponsorContactFieldsSchema(m: SponsorValidationMessages = defaultMessages) {
  return z.object({
    name: plainText({ requiredError: m.contactNameRequired }).trim().min(1, m.contactNameRequired).max(120, m.textTooLong),
    job_title: optionalText(120, m.textTooLong),
    email: emailOrEmpty(m),
    phone: optionalCode((value) => value, /^\+?[\d\s()-]{4,30}$/, m.phoneInvalid),
    is_primary: z.boolean().optional(),
    is_billing: z.boolean().optional(),
    receives_reports: z.boolean().optional(),
  });
}
export type SponsorContactBody = z.input<ReturnType<typeof sponsorContactFieldsSchema>>;

export function updateSponsorContactSchema(m: SponsorValidationMessages = defaultMessages) {
  return sponsorContactFieldsSchema(m).partial().extend({ version: versionField(m.versionRequired) });
}

export const sponsorContactSchema = z.object({
  contact_id: z.number().int(),
  name: z.string(),
  job_title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_primary: z.boolean(),
  is_billing: z.boolean(),
  receives_reports: z.boolean(),
  version: z.number().int(),
});
export type SponsorContact = z.infer<typeof sponsorContactSchema>;

export const sponsorSchema = z.object({
  sponsor_id: z.number().int(),
  display_name: z.string(),
  legal_name: z.string().nullable(),
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  sdi_code: z.string().nullable(),
  pec: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  address_line: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  payment_terms_days: z.number().int(),
  owner: personRefSchema.nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  status: z.enum(SPONSOR_STATUSES),
  primary_contact: sponsorContactSchema.pick({ name: true, email: true, phone: true }).nullable(),
  /** The logo's address, or null without one. */
  logo_url: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  archived_at: z.string().nullable(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const sponsorDetailSchema = sponsorSchema.extend({
  contacts: z.array(sponsorContactSchema),
  created_by: personRefSchema.nullable(),
});
export type SponsorDetail = z.infer<typeof sponsorDetailSchema>;

/** Which sponsors a list, an export or a bulk change is about. */
export const sponsorFilterSchema = z.object({
  q: filterText,
  status: z.enum(SPONSOR_STATUSES, { errorMap: () => ({ message: 'status must be one of: prospect, active, paused, churned' }) }).optional(),
  owner_id: wholeNumberField('owner_id', { min: 1, max: 2_147_483_647 }).optional(),
  tag: plainText().trim().toLowerCase().max(SPONSOR_TAG_MAX_LENGTH, 'tag is too long').optional(),
  archived: z.enum(SPONSOR_ARCHIVE_SCOPES, { errorMap: () => ({ message: 'archived must be current, archived or all' }) }).default('current'),
});
export type SponsorFilter = z.infer<typeof sponsorFilterSchema>;

const sponsorSort = sortFields(SPONSOR_LIST_SORT_COLUMNS, { sort: 'display_name', dir: 'asc' });

export const sponsorListQuerySchema = sponsorFilterSchema.extend({
  page: pageField.default(1),
  page_size: pageSizeField(SPONSOR_LIST_PAGE_SIZE),
  ...sponsorSort,
});
export type SponsorListQuery = z.infer<typeof sponsorListQuerySchema>;

/** Comma-separated column keys, each once, in the order given; all of them when absent. */
const exportColumnsField = z
  .string()
  .max(500)
  .transform((text) => [...new Set(text.split(',').map((key) => key.trim()).filter(Boolean))])
  .pipe(z.array(z.enum(SPONSOR_COLUMNS, { errorMap: () => ({ message: `columns must be some of: ${SPONSOR_COLUMNS.join(', ')}` }) })).min(1, 'Choose at least one column'))
  .optional();

export const sponsorExportQuerySchema = sponsorFilterSchema.extend({
  ...sponsorSort,
  format: z.enum(EXPORT_FORMATS, { errorMap: () => ({ message: 'format must be csv or xlsx' }) }).default('csv'),
  columns: exportColumnsField,
});
export type SponsorExportQuery = z.infer<typeof sponsorExportQuerySchema>;

/** The sponsors a bulk change is about: these ids, or every sponsor the filter matches ("select all matching"). */
const bulkTargetSchema = z.union([
  z.object({ ids: z.array(recordIdSchema).min(1, 'Select at least one sponsor').max(SPONSOR_BULK_IDS_MAX, `At most ${SPONSOR_BULK_IDS_MAX} sponsors by id; use the filter for more`) }).strict(),
  z.object({ filter: sponsorFilterSchema }).strict(),
]);

const bulkTag = plainText().trim().toLowerCase().min(1, 'Tags have 1 to 40 characters.').max(SPONSOR_TAG_MAX_LENGTH, 'Tags have 1 to 40 characters.');

export const sponsorBulkActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('set_owner'), owner_id: wholeNumberField('owner_id', { min: 1, max: 2_147_483_647 }).nullable() }),
  z.object({ type: z.literal('add_tag'), tag: bulkTag }),
  z.object({ type: z.literal('remove_tag'), tag: bulkTag }),
  z.object({ type: z.literal('set_status'), status: z.enum(SPONSOR_STATUSES) }),
  z.object({ type: z.literal('archive') }),
]);
export type SponsorBulkAction = z.infer<typeof sponsorBulkActionSchema>;

export const sponsorBulkSchema = z.object({ target: bulkTargetSchema, action: sponsorBulkActionSchema });
export type SponsorBulkBody = z.infer<typeof sponsorBulkSchema>;

/** `matched`: the sponsors the target named; `changed`: those the action changed (the others already were so, or could not move to the status). */
export const sponsorBulkResultSchema = z.object({ matched: z.number().int(), changed: z.number().int() });
export type SponsorBulkResult = z.infer<typeof sponsorBulkResultSchema>;

export const sponsorListSchema = z.object({
  sponsors: z.array(sponsorSchema),
  total: z.number().int(),
});
export type SponsorList = z.infer<typeof sponsorListSchema>;

export const sponsorOwnerOptionsQuerySchema = z.object({ q: filterText });
export const sponsorOwnerOptionsSchema = z.object({ owners: z.array(personRefSchema) });

export const SPONSOR_DEFAULTS = {
  country: DEFAULT_COUNTRY,
  currency: DEFAULT_CURRENCY,
  payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS,
} as const;
