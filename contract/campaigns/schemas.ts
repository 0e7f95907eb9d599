import { z } from 'zod';
import { restrictedFields } from '../platform/field-rules';
import { plainText, wholeNumberField } from '../platform/fields';
import { filterText, pageField, pageSizeField, sortFields } from '../platform/paging';
import { personRefSchema, recordIdSchema, versionField } from '../platform/records';
import { PLATFORMS } from '../creators/constants';
import {
  BPS_MAX,
  CAMPAIGN_ARCHIVE_SCOPES,
  CAMPAIGN_BRIEF_MAX_LENGTH,
  CAMPAIGN_CODE_MAX_LENGTH,
  CAMPAIGN_LIST_PAGE_SIZE,
  CAMPAIGN_LIST_SORT_COLUMNS,
  CAMPAIGN_NAME_MAX_LENGTH,
  CAMPAIGN_OBJECTIVES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TAG_MAX_LENGTH,
  CAMPAIGN_TAGS_MAX,
  CAMPAIGN_TEXT_MAX_LENGTH,
  DEAL_ADD_MAX,
  DEAL_STATUSES,
  DISCLOSURES,
  DROP_REASON_MAX_LENGTH,
  KPI_COUNT_MAX,
  KPI_TARGETS,
  MONEY_MINOR_MAX,
} from './constants';
import { campaignValidationMessages as defaultMessages, type CampaignValidationMessages } from './validation-messages';

const idField = (name: string) => wholeNumberField(name, { min: 1, max: 2_147_483_647 });

/** Optional text: trimmed, and an empty field is no value (null). */
function optionalText(max: number, message: string) {
  return plainText()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

const day = (message: string) => z.string({ invalid_type_error: message }).date(message);

function money(m: CampaignValidationMessages) {
  return z.number({ invalid_type_error: m.moneyInvalid }).int(m.moneyInvalid).min(0, m.moneyInvalid).max(MONEY_MINOR_MAX, m.moneyInvalid);
}

function currencyField(m: CampaignValidationMessages) {
  return z
    .string({ invalid_type_error: m.currencyInvalid })
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => /^[A-Z]{3}$/.test(value), m.currencyInvalid);
}

/** Hashtags or mentions: each without its leading # or @, without spaces, each once. */
function tagsField(m: CampaignValidationMessages) {
  const tag = plainText({ message: m.tagInvalid })
    .trim()
    .transform((value) => value.replace(/^[#@]+/, ''))
    .refine((value) => value.length >= 1 && value.length <= CAMPAIGN_TAG_MAX_LENGTH && !/\s/.test(value), m.tagInvalid);
  return z
    .array(tag, { invalid_type_error: m.tagInvalid })
    .max(CAMPAIGN_TAGS_MAX, m.tagsTooMany)
    .transform((tags) => [...new Set(tags)]);
}

function kpiTargetsField(m: CampaignValidationMessages) {
  const count = z.number({ invalid_type_error: m.kpiInvalid }).int(m.kpiInvalid).min(0, m.kpiInvalid).max(KPI_COUNT_MAX, m.kpiInvalid).nullable().optional();
  return z
    .object({
      views: count,
      reach: count,
      engagements: count,
      er_bps: z.number({ invalid_type_error: m.erInvalid }).int(m.erInvalid).min(0, m.erInvalid).max(BPS_MAX, m.erInvalid).nullable().optional(),
      cpm_minor: money(m).nullable().optional(),
      cpe_minor: money(m).nullable().optional(),
    })
    .strict(m.kpiInvalid)
    .transform((targets) => Object.fromEntries(KPI_TARGETS.map((key) => [key, targets[key] ?? null])) as KpiTargetValues);
}

export type KpiTargetValues = Record<(typeof KPI_TARGETS)[number], number | null>;

/** The editable fields of a campaign; every one optional, as in an update. Money fields need `update:money`. */
export function campaignFieldsSchema(m: CampaignValidationMessages = defaultMessages) {
  return z.object({
    name: plainText({ requiredError: m.nameRequired }).trim().min(1, m.nameRequired).max(CAMPAIGN_NAME_MAX_LENGTH, m.nameTooLong).optional(),
    code: plainText()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || new RegExp(`^[A-Z0-9._-]{1,${CAMPAIGN_CODE_MAX_LENGTH}}$`).test(value), m.codeInvalid)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    sponsor_id: idField('sponsor_id').optional(),
    brief: z.string({ invalid_type_error: m.textTooLong }).max(CAMPAIGN_BRIEF_MAX_LENGTH, m.textTooLong).optional(),
    objective: z.enum(CAMPAIGN_OBJECTIVES, { errorMap: () => ({ message: m.objectiveInvalid }) }).nullable().optional(),
    kpi_targets: kpiTargetsField(m).optional(),
    budget_minor: money(m).nullable().optional(),
    agency_fee_minor: money(m).nullable().optional(),
    currency: currencyField(m).optional(),
    starts_on: day(m.dateInvalid).nullable().optional(),
    ends_on: day(m.dateInvalid).nullable().optional(),
    hashtags: tagsField(m).optional(),
    mentions: tagsField(m).optional(),
    disclosure: z.enum(DISCLOSURES, { errorMap: () => ({ message: m.disclosureInvalid }) }).optional(),
    usage_rights: optionalText(CAMPAIGN_TEXT_MAX_LENGTH, m.textTooLong),
    exclusivity: optionalText(CAMPAIGN_TEXT_MAX_LENGTH, m.textTooLong),
    owner_id: idField('owner_id').nullable().optional(),
  });
}
export type CampaignChanges = z.output<ReturnType<typeof campaignFieldsSchema>>;

/** The fields of a campaign that are money: set only by who holds `update:money`, read only by who holds `read:money`. */
export const CAMPAIGN_MONEY_FIELDS = ['budget_minor', 'agency_fee_minor'] as const satisfies readonly (keyof CampaignChanges)[];

/** The end of a campaign, when both dates are given, is not before its start (an update is checked against the saved dates by the server). */
export function datesInOrder(m: CampaignValidationMessages) {
  return (fields: { starts_on?: string | null | undefined; ends_on?: string | null | undefined }, context: z.RefinementCtx) => {
    if (fields.starts_on && fields.ends_on && fields.ends_on < fields.starts_on) context.addIssue({ code: z.ZodIssueCode.custom, message: m.endBeforeStart, path: ['ends_on'] });
  };
}

const campaignStatusField = (m: CampaignValidationMessages) => z.enum(CAMPAIGN_STATUSES, { errorMap: () => ({ message: m.statusInvalid }) });

/** A new campaign: a sponsor and a name; it starts as a draft. */
export function createCampaignSchema(m: CampaignValidationMessages = defaultMessages) {
  return campaignFieldsSchema(m)
    .required({ name: true })
    .extend({ sponsor_id: z.unknown().refine((value) => value !== undefined && value !== null && value !== '', m.sponsorRequired).pipe(idField('sponsor_id')) })
    .superRefine(datesInOrder(m));
}
export type CreateCampaignBody = z.input<ReturnType<typeof createCampaignSchema>>;

/** An update: the fields changed, and the version the editor read. */
export function updateCampaignSchema(m: CampaignValidationMessages = defaultMessages) {
  return campaignFieldsSchema(m).extend({ version: versionField(m.versionRequired) }).superRefine(datesInOrder(m));
}
export type UpdateCampaignBody = z.input<ReturnType<typeof updateCampaignSchema>>;

export function campaignStatusChangeSchema(m: CampaignValidationMessages = defaultMessages) {
  return z.object({ status: campaignStatusField(m), version: versionField(m.versionRequired) });
}

export const campaignVersionSchema = z.object({ version: versionField() });

const sponsorRefSchema = z.object({ sponsor_id: z.number().int(), display_name: z.string() });

export const kpiTargetsSchema = z.object(Object.fromEntries(KPI_TARGETS.map((key) => [key, z.number().int().nullable()])) as Record<(typeof KPI_TARGETS)[number], z.ZodNullable<z.ZodNumber>>);

export const campaignFields = restrictedFields(
  z.object({
    campaign_id: z.number().int(),
    code: z.string().nullable(),
    name: z.string(),
    sponsor: sponsorRefSchema,
    objective: z.enum(CAMPAIGN_OBJECTIVES).nullable(),
    kpi_targets: kpiTargetsSchema,
    budget_minor: z.number().int().nullable(),
    agency_fee_minor: z.number().int().nullable(),
    /** The gross fees of the campaign's deals that are not dropped. */
    fees_total_minor: z.number().int(),
    currency: z.string(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    hashtags: z.array(z.string()),
    mentions: z.array(z.string()),
    disclosure: z.enum(DISCLOSURES),
    usage_rights: z.string().nullable(),
    exclusivity: z.string().nullable(),
    owner: personRefSchema.nullable(),
    status: z.enum(CAMPAIGN_STATUSES),
    /** Deals that are not dropped. */
    deals_count: z.number().int(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    archived_at: z.string().nullable(),
  }),
  { budget_minor: 'read:money', agency_fee_minor: 'read:money', fees_total_minor: 'read:money' },
);
export const campaignSchema = campaignFields.schema;
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignDetailSchema = campaignSchema.extend({
  /** Sanitised HTML. */
  brief: z.string(),
  created_by: personRefSchema.nullable(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** Which campaigns a list or a board is about. */
export const campaignFilterSchema = z.object({
  q: filterText,
  status: z.enum(CAMPAIGN_STATUSES, { errorMap: () => ({ message: `status must be one of: ${CAMPAIGN_STATUSES.join(', ')}` }) }).optional(),
  sponsor_id: idField('sponsor_id').optional(),
  owner_id: idField('owner_id').optional(),
  archived: z.enum(CAMPAIGN_ARCHIVE_SCOPES, { errorMap: () => ({ message: 'archived must be current, archived or all' }) }).default('current'),
});
export type CampaignFilter = z.infer<typeof campaignFilterSchema>;

export const campaignListQuerySchema = campaignFilterSchema.extend({
  page: pageField.default(1),
  page_size: pageSizeField(CAMPAIGN_LIST_PAGE_SIZE),
  ...sortFields(CAMPAIGN_LIST_SORT_COLUMNS, { sort: 'updated_at', dir: 'desc' }),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

export const campaignListSchema = z.object({ campaigns: z.array(campaignSchema), total: z.number().int() });
export type CampaignList = z.infer<typeof campaignListSchema>;

/** A campaign as a board card shows it, with the version that moving it to another status needs. */
export const campaignCardSchema = campaignSchema.pick({
  campaign_id: true,
  name: true,
  sponsor: true,
  status: true,
  starts_on: true,
  ends_on: true,
  deals_count: true,
  budget_minor: true,
  currency: true,
  version: true,
  updated_at: true,
  archived_at: true,
});
export type CampaignCard = z.infer<typeof campaignCardSchema>;

/** The board: per status, how many campaigns match and the most recently changed of them, as cards. */
export const campaignBoardSchema = z.object({
  columns: z.array(z.object({ status: z.enum(CAMPAIGN_STATUSES), total: z.number().int(), campaigns: z.array(campaignCardSchema) })),
});
export type CampaignBoard = z.infer<typeof campaignBoardSchema>;

/** The sponsors a campaign can be for (not archived), by name. */
export const campaignSponsorOptionsQuerySchema = z.object({ q: filterText });
export const campaignSponsorOptionsSchema = z.object({ sponsors: z.array(sponsorRefSchema) });

// --- deals --------------------------------------------------------------------------------------

export function addDealsSchema(m: CampaignValidationMessages = defaultMessages) {
  return z.object({
    creator_ids: z
      .array(recordIdSchema, { required_error: m.creatorsRequired, invalid_type_error: m.creatorsRequired })
      .min(1, m.creatorsRequired)
      .max(DEAL_ADD_MAX, m.creatorsTooMany)
      .transform((ids) => [...new Set(ids)]),
  });
}
export type AddDealsBody = z.input<ReturnType<typeof addDealsSchema>>;

export function dealFieldsSchema(m: CampaignValidationMessages = defaultMessages) {
  return z.object({
    fee_gross_minor: money(m).nullable().optional(),
    commission_bps: z.number({ invalid_type_error: m.commissionInvalid }).int(m.commissionInvalid).min(0, m.commissionInvalid).max(BPS_MAX, m.commissionInvalid).optional(),
    currency: currencyField(m).optional(),
    usage_rights: optionalText(CAMPAIGN_TEXT_MAX_LENGTH, m.textTooLong),
    exclusivity_until: day(m.dateInvalid).nullable().optional(),
  });
}
export type DealChanges = z.output<ReturnType<typeof dealFieldsSchema>>;
export const DEAL_MONEY_FIELDS = ['fee_gross_minor', 'commission_bps'] as const satisfies readonly (keyof DealChanges)[];

export function updateDealSchema(m: CampaignValidationMessages = defaultMessages) {
  return dealFieldsSchema(m).extend({ version: versionField(m.versionRequired) });
}
export type UpdateDealBody = z.input<ReturnType<typeof updateDealSchema>>;

export function dealStatusChangeSchema(m: CampaignValidationMessages = defaultMessages) {
  return z.object({
    status: z.enum(DEAL_STATUSES, { errorMap: () => ({ message: m.statusInvalid }) }),
    version: versionField(m.versionRequired),
    drop_reason: optionalText(DROP_REASON_MAX_LENGTH, m.textTooLong),
  });
}
export type DealStatusChangeBody = z.input<ReturnType<typeof dealStatusChangeSchema>>;

export const dealFields = restrictedFields(
  z.object({
    deal_id: z.number().int(),
    campaign_id: z.number().int(),
    creator: z.object({
      creator_id: z.number().int(),
      stage_name: z.string(),
      primary_account: z.object({ platform: z.enum(PLATFORMS), handle: z.string() }).nullable(),
    }),
    status: z.enum(DEAL_STATUSES),
    fee_gross_minor: z.number().int().nullable(),
    commission_bps: z.number().int(),
    /** The gross fee less the commission, computed; null without a fee. */
    creator_net_minor: z.number().int().nullable(),
    currency: z.string(),
    usage_rights: z.string().nullable(),
    exclusivity_until: z.string().nullable(),
    drop_reason: z.string().nullable(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  { fee_gross_minor: 'read:money', commission_bps: 'read:money', creator_net_minor: 'read:money' },
);
export const dealSchema = dealFields.schema;
export type Deal = z.infer<typeof dealSchema>;

export const dealListSchema = z.object({ deals: z.array(dealSchema) });
export type DealList = z.infer<typeof dealListSchema>;

/** `added`: the new deals; `already`: creators that were in the campaign before. */
export const addDealsResultSchema = z.object({ deals: z.array(dealSchema), added: z.number().int(), already: z.number().int() });
export type AddDealsResult = z.infer<typeof addDealsResultSchema>;
