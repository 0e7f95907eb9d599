import { z } from 'zod';
import { plainText } from '../platform/fields';
import { personRefSchema, versionField } from '../platform/records';
import { DELIVERABLE_TYPES, PLATFORMS } from '../creators/constants';
import { CAMPAIGN_TEXT_MAX_LENGTH, DELIVERABLE_STATUSES, DRAFT_CAPTION_MAX_LENGTH, DRAFT_FEEDBACK_MAX_LENGTH, DRAFT_OUTCOMES } from './constants';
import { deliverableValidationMessages as defaultMessages, type DeliverableValidationMessages } from './deliverable-validation-messages';

const day = (message: string) => z.string({ invalid_type_error: message }).date(message);

function webAddress(message: string) {
  return plainText()
    .trim()
    .max(2000, message)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, message);
}

/** The editable fields of a deliverable; every one optional, as in an update. */
export function deliverableFieldsSchema(m: DeliverableValidationMessages = defaultMessages) {
  return z.object({
    platform: z.enum(PLATFORMS, { errorMap: () => ({ message: m.platformInvalid }) }).optional(),
    type: z.enum(DELIVERABLE_TYPES, { errorMap: () => ({ message: m.typeInvalid }) }).optional(),
    draft_due_on: day(m.dateInvalid).nullable().optional(),
    publish_due_on: day(m.dateInvalid).nullable().optional(),
    caption_requirements: plainText()
      .trim()
      .max(CAMPAIGN_TEXT_MAX_LENGTH, m.textTooLong)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  });
}
export type DeliverableChanges = z.output<ReturnType<typeof deliverableFieldsSchema>>;

/** The draft is due before the publication, when both days are given (an update is checked against the saved days by the server). */
export function dueDaysInOrder(m: DeliverableValidationMessages) {
  return (fields: { draft_due_on?: string | null | undefined; publish_due_on?: string | null | undefined }, context: z.RefinementCtx) => {
    if (fields.draft_due_on && fields.publish_due_on && fields.publish_due_on < fields.draft_due_on) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: m.publishBeforeDraft, path: ['publish_due_on'] });
    }
  };
}

export function createDeliverableSchema(m: DeliverableValidationMessages = defaultMessages) {
  return deliverableFieldsSchema(m).required({ platform: true, type: true }).superRefine(dueDaysInOrder(m));
}
export type CreateDeliverableBody = z.input<ReturnType<typeof createDeliverableSchema>>;

export function updateDeliverableSchema(m: DeliverableValidationMessages = defaultMessages) {
  return deliverableFieldsSchema(m).extend({ version: versionField(m.versionRequired) }).superRefine(dueDaysInOrder(m));
}
export type UpdateDeliverableBody = z.input<ReturnType<typeof updateDeliverableSchema>>;

export function deliverableStatusChangeSchema(m: DeliverableValidationMessages = defaultMessages) {
  return z.object({ status: z.enum(DELIVERABLE_STATUSES, { errorMap: () => ({ message: m.statusInvalid }) }), version: versionField(m.versionRequired) });
}

export function publishDeliverableSchema(m: DeliverableValidationMessages = defaultMessages) {
  return z.object({
    version: versionField(m.versionRequired),
    published_url: webAddress(m.urlInvalid),
    published_at: z.string().datetime({ offset: true, message: m.dateInvalid }).optional(),
    disclosure_present: z.boolean({ required_error: m.disclosureRequired, invalid_type_error: m.disclosureRequired }),
  });
}
export type PublishDeliverableBody = z.input<ReturnType<typeof publishDeliverableSchema>>;

/** The text fields of a draft submission (sent as multipart fields beside its optional file): a link or a file is needed. */
export function draftFieldsSchema(m: DeliverableValidationMessages = defaultMessages) {
  return z.object({
    link_url: webAddress(m.urlInvalid).optional().or(z.literal('').transform(() => undefined)),
    caption: plainText().trim().max(DRAFT_CAPTION_MAX_LENGTH, m.textTooLong).optional(),
  });
}
export type DraftFields = z.output<ReturnType<typeof draftFieldsSchema>>;

export function reviewDraftSchema(m: DeliverableValidationMessages = defaultMessages) {
  return z
    .object({
      outcome: z.enum(DRAFT_OUTCOMES, { errorMap: () => ({ message: m.outcomeInvalid }) }),
      feedback: plainText().trim().max(DRAFT_FEEDBACK_MAX_LENGTH, m.textTooLong).optional(),
    })
    .superRefine((review, context) => {
      if (review.outcome !== 'approved' && !review.feedback) context.addIssue({ code: z.ZodIssueCode.custom, message: m.feedbackRequired, path: ['feedback'] });
    });
}
export type ReviewDraftBody = z.input<ReturnType<typeof reviewDraftSchema>>;

export const deliverableSchema = z.object({
  deliverable_id: z.number().int(),
  deal_id: z.number().int(),
  campaign_id: z.number().int(),
  creator: z.object({ creator_id: z.number().int(), stage_name: z.string() }),
  platform: z.enum(PLATFORMS),
  type: z.enum(DELIVERABLE_TYPES),
  draft_due_on: z.string().nullable(),
  publish_due_on: z.string().nullable(),
  caption_requirements: z.string().nullable(),
  published_url: z.string().nullable(),
  published_at: z.string().nullable(),
  disclosure_present: z.boolean().nullable(),
  status: z.enum(DELIVERABLE_STATUSES),
  /** Computed from the due days and the agency's today; never stored. */
  overdue: z.enum(['draft', 'publish']).nullable(),
  drafts_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

export const deliverableListSchema = z.object({ deliverables: z.array(deliverableSchema), today: z.string() });
export type DeliverableList = z.infer<typeof deliverableListSchema>;

export const draftSchema = z.object({
  draft_id: z.number().int(),
  deliverable_id: z.number().int(),
  version: z.number().int(),
  submitted_by: personRefSchema.nullable(),
  submitted_at: z.string(),
  link_url: z.string().nullable(),
  caption: z.string().nullable(),
  file: z.object({ url: z.string(), filename: z.string(), content_type: z.string(), byte_size: z.number().int() }).nullable(),
  /** Null while the draft is in review. */
  outcome: z.enum(DRAFT_OUTCOMES).nullable(),
  feedback: z.string().nullable(),
  reviewer: personRefSchema.nullable(),
  reviewed_at: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftListSchema = z.object({ deliverable: deliverableSchema, drafts: z.array(draftSchema) });
export type DraftList = z.infer<typeof draftListSchema>;
