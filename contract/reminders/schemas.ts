import { z } from 'zod';
import { versionField } from '../platform/records';
import {
  REMINDER_AUDIENCES,
  REMINDER_AUDIENCES_BY_DATE_KIND,
  REMINDER_CHANNELS,
  REMINDER_DATE_KINDS,
  REMINDER_OFFSET_MAX,
  REMINDER_OFFSET_MIN,
  REMINDER_RULE_ARCHIVE_SCOPES,
  type ReminderAudience,
  type ReminderDateKind,
} from './constants';
import { reminderValidationMessages as defaultMessages, type ReminderValidationMessages } from './validation-messages';

/** A set of choices: each once, in the order of `values`. */
function choicesField<const T extends string>(values: readonly [T, ...T[]], required: string, invalid: string) {
  return z
    .array(z.enum(values, { errorMap: () => ({ message: invalid }) }), { required_error: required, invalid_type_error: required })
    .min(1, required)
    .transform((chosen) => values.filter((value) => chosen.includes(value)));
}

/** The fields of a rule; every one optional, as in an update. */
export function reminderRuleFieldsSchema(m: ReminderValidationMessages = defaultMessages) {
  return z.object({
    date_kind: z.enum(REMINDER_DATE_KINDS, { errorMap: () => ({ message: m.dateKindInvalid }) }).optional(),
    offset_days: z
      .number({ required_error: m.offsetInvalid, invalid_type_error: m.offsetInvalid })
      .int(m.offsetInvalid)
      .min(REMINDER_OFFSET_MIN, m.offsetInvalid)
      .max(REMINDER_OFFSET_MAX, m.offsetInvalid)
      .optional(),
    audience: choicesField(REMINDER_AUDIENCES, m.audienceRequired, m.audienceInvalid).optional(),
    channels: choicesField(REMINDER_CHANNELS, m.channelsRequired, m.channelsRequired).optional(),
    enabled: z.boolean({ invalid_type_error: m.enabledInvalid }).optional(),
  });
}
export type ReminderRuleChanges = z.output<ReturnType<typeof reminderRuleFieldsSchema>>;

/** Audience members the date kind has no one for (an update is checked against the saved rule by the server). */
export function audienceOutsideDateKind(dateKind: ReminderDateKind, audience: readonly ReminderAudience[]): ReminderAudience[] {
  return audience.filter((member) => !REMINDER_AUDIENCES_BY_DATE_KIND[dateKind].includes(member));
}

function audienceFitsDateKind(m: ReminderValidationMessages) {
  return (fields: { date_kind?: ReminderDateKind | undefined; audience?: ReminderAudience[] | undefined }, context: z.RefinementCtx) => {
    if (fields.date_kind && fields.audience && audienceOutsideDateKind(fields.date_kind, fields.audience).length > 0) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: m.audienceInvalid, path: ['audience'] });
    }
  };
}

export function createReminderRuleSchema(m: ReminderValidationMessages = defaultMessages) {
  const fields = reminderRuleFieldsSchema(m);
  return fields
    .extend({
      date_kind: fields.shape.date_kind.unwrap(),
      offset_days: fields.shape.offset_days.unwrap(),
      audience: fields.shape.audience.unwrap(),
      channels: fields.shape.channels.unwrap(),
    })
    .superRefine(audienceFitsDateKind(m));
}
export type CreateReminderRuleBody = z.input<ReturnType<typeof createReminderRuleSchema>>;

export function updateReminderRuleSchema(m: ReminderValidationMessages = defaultMessages) {
  return reminderRuleFieldsSchema(m).extend({ version: versionField(m.versionRequired) }).superRefine(audienceFitsDateKind(m));
}
export type UpdateReminderRuleBody = z.input<ReturnType<typeof updateReminderRuleSchema>>;

export const reminderRuleVersionSchema = z.object({ version: versionField() });

export const reminderRuleListQuerySchema = z.object({
  archived: z.enum(REMINDER_RULE_ARCHIVE_SCOPES, { errorMap: () => ({ message: 'archived must be current, archived or all' }) }).default('current'),
});

export const reminderRuleSchema = z.object({
  rule_id: z.number().int(),
  date_kind: z.enum(REMINDER_DATE_KINDS),
  offset_days: z.number().int(),
  audience: z.array(z.enum(REMINDER_AUDIENCES)),
  channels: z.array(z.enum(REMINDER_CHANNELS)),
  enabled: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  archived_at: z.string().nullable(),
});
export type ReminderRule = z.infer<typeof reminderRuleSchema>;

/** Every rule of the scope (there are a handful), by date kind and offset. */
export const reminderRuleListSchema = z.object({ rules: z.array(reminderRuleSchema), total: z.number().int() });
export type ReminderRuleList = z.infer<typeof reminderRuleListSchema>;
