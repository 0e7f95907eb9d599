import { z } from 'zod';
import { restrictedFields } from '../platform/field-rules';
import { plainText, wholeNumberField } from '../platform/fields';
import { filterText, pageField, pageSizeField, sortFields } from '../platform/paging';
import { personRefSchema, recordIdSchema, versionField } from '../platform/records';
import { EMAIL_SHAPE_PATTERN } from '../users/fields';
import { normalizeVatNumber, vatNumberProblem } from '../sponsors/vat-number';
import { EXPORT_FORMATS } from '../sponsors/constants';
import {
  COMMISSION_BPS_MAX,
  CREATOR_ARCHIVE_SCOPES,
  CREATOR_BULK_IDS_MAX,
  CREATOR_CATEGORIES_MAX,
  CREATOR_COLUMNS,
  CREATOR_LANGUAGES_MAX,
  CREATOR_LIST_PAGE_SIZE,
  CREATOR_LIST_SORT_COLUMNS,
  CREATOR_STATUSES,
  DELIVERABLE_TYPES,
  FOLLOWER_TIER_NAMES,
  PLATFORMS,
  PRICE_MINOR_MAX,
  REPRESENTATION_MONTHS_MAX,
  SNAPSHOT_SOURCES,
  TAX_REGIMES,
} from './constants';
import { isValidIban, normalizeIban } from './iban';
import { creatorValidationMessages as defaultMessages, type CreatorValidationMessages } from './validation-messages';

const MAX_ID = 2_147_483_647;

function optionalText(max: number, message: string) {
  return plainText()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/** Optional text that, when given, must match `pattern` after `normalize`. */
function optionalCode(normalize: (value: string) => string, pattern: RegExp | ((value: string) => boolean), message: string) {
  const test = typeof pattern === 'function' ? pattern : (value: string) => pattern.test(value);
  return plainText()
    .transform((value) => normalize(value.trim()))
    .refine((value) => value === '' || test(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

const upper = (value: string) => value.replace(/\s/g, '').toUpperCase();
const day = (message: string) => z.string({ invalid_type_error: message }).date(message);

function vatField(m: CreatorValidationMessages) {
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

const staffId = (name: string, message: string) => wholeNumberField(name, { min: 1, max: MAX_ID, minMessage: message, maxMessage: message }).nullable().optional();

/** The editable fields of a creator; every one optional, as in an update. */
export function creatorFieldsSchema(m: CreatorValidationMessages = defaultMessages) {
  return z.object({
    stage_name: plainText({ requiredError: m.stageNameRequired }).trim().min(1, m.stageNameRequired).max(120, m.textTooLong).optional(),
    legal_name: optionalText(200, m.textTooLong),
    email: optionalCode((value) => value.toLowerCase(), EMAIL_SHAPE_PATTERN, m.emailInvalid),
    phone: optionalCode((value) => value, /^\+?[\d\s()-]{4,30}$/, m.phoneInvalid),
    country: optionalCode(upper, /^[A-Z]{2}$/, m.countryInvalid),
    city: optionalText(100, m.textTooLong),
    languages: z
      .array(z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, m.languagesInvalid), { invalid_type_error: m.languagesInvalid })
      .max(CREATOR_LANGUAGES_MAX, m.languagesInvalid)
      .transform((codes) => [...new Set(codes)])
      .optional(),
    category_ids: z
      .array(wholeNumberField('category_ids', { min: 1, max: MAX_ID, minMessage: m.categoryUnknown, maxMessage: m.categoryUnknown }), { invalid_type_error: m.categoriesInvalid })
      .max(CREATOR_CATEGORIES_MAX, m.categoriesInvalid)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    exclusive: z.boolean().optional(),
    representation_start: day(m.dateInvalid).nullable().optional(),
    representation_months: z.number({ invalid_type_error: m.representationMonthsInvalid }).int(m.representationMonthsInvalid).min(1, m.representationMonthsInvalid).max(REPRESENTATION_MONTHS_MAX, m.representationMonthsInvalid).nullable().optional(),
    default_commission_bps: z.number({ invalid_type_error: m.commissionInvalid }).int(m.commissionInvalid).min(0, m.commissionInvalid).max(COMMISSION_BPS_MAX, m.commissionInvalid).nullable().optional(),
    primary_manager_id: staffId('primary_manager_id', m.managerInvalid),
    secondary_manager_id: staffId('secondary_manager_id', m.managerInvalid),
    vat_number: vatField(m),
    tax_code: optionalCode(upper, /^(?:\d{11}|[A-Z0-9]{16})$/, m.taxCodeInvalid),
    tax_regime: z.enum(TAX_REGIMES, { errorMap: () => ({ message: m.textTooLong }) }).nullable().optional(),
    iban: optionalCode(normalizeIban, isValidIban, m.ibanInvalid),
    notes: optionalText(5000, m.textTooLong),
  });
}
export type CreatorChanges = z.output<ReturnType<typeof creatorFieldsSchema>>;

/** What a creator may change of their own record (the rest is the agency's). */
export const CREATOR_SELF_FIELDS = ['stage_name', 'legal_name', 'email', 'phone', 'country', 'city', 'languages', 'vat_number', 'tax_code', 'tax_regime'] as const satisfies readonly (keyof CreatorChanges)[];

const creatorStatusField = (m: CreatorValidationMessages) => z.enum(CREATOR_STATUSES, { errorMap: () => ({ message: m.statusInvalid }) });

export function createCreatorSchema(m: CreatorValidationMessages = defaultMessages) {
  return creatorFieldsSchema(m).required({ stage_name: true }).extend({ status: creatorStatusField(m).optional() });
}
export type CreateCreatorBody = z.input<ReturnType<typeof createCreatorSchema>>;

export function updateCreatorSchema(m: CreatorValidationMessages = defaultMessages) {
  return creatorFieldsSchema(m).extend({ version: versionField(m.versionRequired) });
}
export type UpdateCreatorBody = z.input<ReturnType<typeof updateCreatorSchema>>;

export function creatorStatusChangeSchema(m: CreatorValidationMessages = defaultMessages) {
  return z.object({ status: creatorStatusField(m), version: versionField(m.versionRequired) });
}

export const categorySchema = z.object({ category_id: z.number().int(), name: z.string() });
export type CreatorCategory = z.infer<typeof categorySchema>;
export function categoryBodySchema(m: CreatorValidationMessages = defaultMessages) {
  return z.object({ name: plainText({ requiredError: m.categoryNameRequired }).trim().min(1, m.categoryNameRequired).max(60, m.textTooLong) });
}
export const categoriesSchema = z.object({ categories: z.array(categorySchema) });

// --- platform accounts -------------------------------------------------------------------------

const handleField = (m: CreatorValidationMessages) =>
  plainText({ requiredError: m.handleRequired })
    .trim()
    .transform((value) => value.replace(/^@/, ''))
    .pipe(z.string().min(1, m.handleRequired).max(100, m.textTooLong).regex(/^[\p{L}\p{N}._-]+$/u, m.handleInvalid));

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function accountFieldsSchema(m: CreatorValidationMessages = defaultMessages) {
  return z.object({
    platform: z.enum(PLATFORMS, { errorMap: () => ({ message: m.platformInvalid }) }),
    handle: handleField(m),
    url: optionalCode((value) => value, isWebAddress, m.urlInvalid).refine((value) => value === null || value === undefined || value.length <= 300, m.urlInvalid),
    is_primary: z.boolean().optional(),
  });
}
export type AccountBody = z.input<ReturnType<typeof accountFieldsSchema>>;
export function updateAccountSchema(m: CreatorValidationMessages = defaultMessages) {
  return accountFieldsSchema(m).partial().extend({ version: versionField(m.versionRequired) });
}

// --- metric snapshots --------------------------------------------------------------------------

const count = (m: CreatorValidationMessages) => z.number({ invalid_type_error: m.numberInvalid }).int(m.numberInvalid).min(0, m.numberInvalid).max(10_000_000_000, m.numberInvalid);
const share = (m: CreatorValidationMessages) => z.number({ invalid_type_error: m.percentInvalid }).int(m.percentInvalid).min(0, m.percentInvalid).max(10_000, m.percentInvalid);

export function snapshotBodySchema(m: CreatorValidationMessages = defaultMessages) {
  return z.object({
    captured_at: z.string({ required_error: m.capturedAtInvalid }).datetime({ offset: true, message: m.capturedAtInvalid }),
    followers: count(m),
    following: count(m).nullable().optional(),
    posts: count(m).nullable().optional(),
    avg_likes: count(m).nullable().optional(),
    median_likes: count(m).nullable().optional(),
    avg_comments: count(m).nullable().optional(),
    avg_shares: count(m).nullable().optional(),
    avg_saves: count(m).nullable().optional(),
    avg_views: count(m).nullable().optional(),
    posts_sampled: count(m).nullable().optional(),
    /** Basis points (10000 = 100%). */
    audience_credibility_bps: share(m).nullable().optional(),
    audience_italy_bps: share(m).nullable().optional(),
    estimated: z.boolean().optional(),
    /** Staff choose manual or import; a creator's own numbers are always `creator`. */
    source: z.enum(['manual', 'import']).optional(),
  });
}
export type SnapshotBody = z.input<ReturnType<typeof snapshotBodySchema>>;

export const snapshotSchema = z.object({
  snapshot_id: z.number().int(),
  account_id: z.number().int(),
  captured_at: z.string(),
  followers: z.number().int(),
  following: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  avg_likes: z.number().int().nullable(),
  median_likes: z.number().int().nullable(),
  avg_comments: z.number().int().nullable(),
  avg_shares: z.number().int().nullable(),
  avg_saves: z.number().int().nullable(),
  avg_views: z.number().int().nullable(),
  posts_sampled: z.number().int().nullable(),
  audience_credibility_bps: z.number().int().nullable(),
  audience_italy_bps: z.number().int().nullable(),
  estimated: z.boolean(),
  source: z.enum(SNAPSHOT_SOURCES),
  /** (average likes + comments + shares + saves) / followers, computed, never typed; null without the numbers. */
  engagement_rate: z.number().nullable(),
  evidence_url: z.string().nullable(),
  created_by: personRefSchema.nullable(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;
export const snapshotsSchema = z.object({ snapshots: z.array(snapshotSchema) });

export const accountSchema = z.object({
  account_id: z.number().int(),
  platform: z.enum(PLATFORMS),
  handle: z.string(),
  url: z.string().nullable(),
  is_primary: z.boolean(),
  version: z.number().int(),
  latest: snapshotSchema.pick({ captured_at: true, followers: true, engagement_rate: true, source: true }).nullable(),
});
export type PlatformAccount = z.infer<typeof accountSchema>;

// --- rate cards --------------------------------------------------------------------------------

export function rateCardBodySchema(m: CreatorValidationMessages = defaultMessages) {
  return z
    .object({
      platform: z.enum(PLATFORMS, { errorMap: () => ({ message: m.platformInvalid }) }),
      deliverable_type: z.enum(DELIVERABLE_TYPES, { errorMap: () => ({ message: m.deliverableTypeInvalid }) }),
      price_minor: z.number({ invalid_type_error: m.priceInvalid }).int(m.priceInvalid).min(0, m.priceInvalid).max(PRICE_MINOR_MAX, m.priceInvalid),
      currency: z.string({ invalid_type_error: m.currencyInvalid }).transform(upper).refine((value) => /^[A-Z]{3}$/.test(value), m.currencyInvalid).default('EUR'),
      valid_from: day(m.dateInvalid),
      valid_to: day(m.dateInvalid).nullable().optional(),
    })
    .refine((card) => !card.valid_to || card.valid_to >= card.valid_from, { message: m.validToBeforeFrom, path: ['valid_to'] });
}
export type RateCardBody = z.input<ReturnType<typeof rateCardBodySchema>>;

export const rateCardFields = restrictedFields(
  z.object({
    rate_card_id: z.number().int(),
    platform: z.enum(PLATFORMS),
    deliverable_type: z.enum(DELIVERABLE_TYPES),
    price_minor: z.number().int(),
    currency: z.string(),
    valid_from: z.string(),
    valid_to: z.string().nullable(),
  }),
  { price_minor: 'read:money' },
);
export const rateCardSchema = rateCardFields.schema;
export type RateCard = z.infer<typeof rateCardSchema>;

// --- creators ----------------------------------------------------------------------------------

export const creatorFields = restrictedFields(
  z.object({
    creator_id: z.number().int(),
    stage_name: z.string(),
    legal_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    languages: z.array(z.string()),
    categories: z.array(categorySchema),
    status: z.enum(CREATOR_STATUSES),
    exclusive: z.boolean(),
    representation_start: z.string().nullable(),
    representation_months: z.number().int().nullable(),
    /** Start plus months, computed. */
    representation_end: z.string().nullable(),
    default_commission_bps: z.number().int().nullable(),
    primary_manager: personRefSchema.nullable(),
    secondary_manager: personRefSchema.nullable(),
    vat_number: z.string().nullable(),
    tax_code: z.string().nullable(),
    tax_regime: z.enum(TAX_REGIMES).nullable(),
    /** In full for who may read bank data, masked for who may read money, absent for the others. */
    iban: z.string().nullable(),
    notes: z.string().nullable(),
    /** The creator's own sign-in, once they accepted the invitation. */
    portal_user: personRefSchema.nullable(),
    /** An invitation to the portal was sent and not yet accepted. */
    portal_invited: z.boolean(),
    /** The sum of each account's latest followers. */
    followers: z.number().int(),
    primary_account: accountSchema.pick({ platform: true, handle: true }).nullable(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    archived_at: z.string().nullable(),
  }),
  { default_commission_bps: 'read:money', iban: 'read:money', notes: 'read:creator-notes' },
);
export const creatorSchema = creatorFields.schema;
export type Creator = z.infer<typeof creatorSchema>;

export const creatorDetailSchema = creatorSchema.extend({
  accounts: z.array(accountSchema),
  rate_cards: z.array(rateCardSchema),
  created_by: personRefSchema.nullable(),
});
export type CreatorDetail = z.infer<typeof creatorDetailSchema>;

export const creatorFilterSchema = z.object({
  q: filterText,
  status: z.enum(CREATOR_STATUSES, { errorMap: () => ({ message: `status must be one of: ${CREATOR_STATUSES.join(', ')}` }) }).optional(),
  manager_id: wholeNumberField('manager_id', { min: 1, max: MAX_ID }).optional(),
  category_id: wholeNumberField('category_id', { min: 1, max: MAX_ID }).optional(),
  platform: z.enum(PLATFORMS, { errorMap: () => ({ message: `platform must be one of: ${PLATFORMS.join(', ')}` }) }).optional(),
  tier: z.enum(FOLLOWER_TIER_NAMES as [string, ...string[]], { errorMap: () => ({ message: `tier must be one of: ${FOLLOWER_TIER_NAMES.join(', ')}` }) }).optional(),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'country must be a two-letter code').optional(),
  archived: z.enum(CREATOR_ARCHIVE_SCOPES, { errorMap: () => ({ message: 'archived must be current, archived or all' }) }).default('current'),
});
export type CreatorFilter = z.infer<typeof creatorFilterSchema>;

const creatorSort = sortFields(CREATOR_LIST_SORT_COLUMNS, { sort: 'stage_name', dir: 'asc' });

export const creatorListQuerySchema = creatorFilterSchema.extend({ page: pageField.default(1), page_size: pageSizeField(CREATOR_LIST_PAGE_SIZE), ...creatorSort });
export type CreatorListQuery = z.infer<typeof creatorListQuerySchema>;
export const creatorListSchema = z.object({ creators: z.array(creatorSchema), total: z.number().int() });
export type CreatorList = z.infer<typeof creatorListSchema>;

export const creatorExportQuerySchema = creatorFilterSchema.extend({
  ...creatorSort,
  format: z.enum(EXPORT_FORMATS, { errorMap: () => ({ message: 'format must be csv or xlsx' }) }).default('csv'),
  columns: z
    .string()
    .max(500)
    .transform((text) => [...new Set(text.split(',').map((key) => key.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(CREATOR_COLUMNS, { errorMap: () => ({ message: `columns must be some of: ${CREATOR_COLUMNS.join(', ')}` }) })).min(1, 'Choose at least one column'))
    .optional(),
});
export type CreatorExportQuery = z.infer<typeof creatorExportQuerySchema>;

export const creatorBulkActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('set_manager'), manager_id: wholeNumberField('manager_id', { min: 1, max: MAX_ID }).nullable() }),
  z.object({ type: z.literal('add_category'), category_id: wholeNumberField('category_id', { min: 1, max: MAX_ID }) }),
  z.object({ type: z.literal('remove_category'), category_id: wholeNumberField('category_id', { min: 1, max: MAX_ID }) }),
  z.object({ type: z.literal('set_status'), status: z.enum(CREATOR_STATUSES) }),
  z.object({ type: z.literal('archive') }),
]);
export type CreatorBulkAction = z.infer<typeof creatorBulkActionSchema>;
export const creatorBulkSchema = z.object({
  target: z.union([
    z.object({ ids: z.array(recordIdSchema).min(1, 'Select at least one creator').max(CREATOR_BULK_IDS_MAX, `At most ${CREATOR_BULK_IDS_MAX} creators by id; use the filter for more`) }).strict(),
    z.object({ filter: creatorFilterSchema }).strict(),
  ]),
  action: creatorBulkActionSchema,
});
export type CreatorBulkBody = z.infer<typeof creatorBulkSchema>;
export const creatorBulkResultSchema = z.object({ matched: z.number().int(), changed: z.number().int() });

export const creatorInviteSchema = z.object({
  email: plainText({ requiredError: 'Enter the creator’s e-mail.' }).trim().toLowerCase().regex(EMAIL_SHAPE_PATTERN, 'Enter a valid email.').max(254, 'Enter a valid email.').optional(),
});
export const creatorInviteResultSchema = z.object({ creator: creatorDetailSchema, accept_url: z.string().optional() });
