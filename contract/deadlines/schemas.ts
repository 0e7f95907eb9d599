import { z } from 'zod';
import { wholeNumberField } from '../platform/fields';
import { DELIVERABLE_TYPES, PLATFORMS } from '../creators/constants';
import { TASK_PRIORITIES } from '../tasks/constants';
import { DEADLINE_RANGE_MAX_DAYS, DEADLINE_RECORD_KINDS, DEADLINE_TYPES, type DeadlineType } from './constants';

const day = (name: string) => z.string({ required_error: `${name} is required` }).date(`${name} must be a date as YYYY-MM-DD`);
const idField = (name: string) => wholeNumberField(name, { min: 1, max: 2_147_483_647 });

const DAY_MS = 86_400_000;

/** Where a page of deadlines ends: its last deadline's day, type and record, as `YYYY-MM-DD~type~id`. */
export interface DeadlineCursor {
  due_on: string;
  type: DeadlineType;
  record_id: number;
}

export const deadlineCursorText = (cursor: DeadlineCursor) => `${cursor.due_on}~${cursor.type}~${cursor.record_id}`;

const CURSOR_PATTERN = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})~(${DEADLINE_TYPES.join('|')})~([1-9]\\d{0,9})$`);
const cursorField = z
  .string()
  .max(60)
  .transform((text, context): DeadlineCursor => {
    const match = CURSOR_PATTERN.exec(text);
    const recordId = Number(match?.[3]);
    if (!match || !z.string().date().safeParse(match[1]).success || recordId > 2_147_483_647) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: 'after must be the next value of an earlier answer' });
      return z.NEVER;
    }
    return { due_on: match[1]!, type: match[2] as DeadlineType, record_id: recordId };
  });

/** Which deadlines to read: a range of days, only the open ones or all, and filters. */
export const deadlineQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    types: z
      .string()
      .max(200)
      .transform((text) => [...new Set(text.split(',').map((type) => type.trim()).filter(Boolean))])
      .pipe(z.array(z.enum(DEADLINE_TYPES, { errorMap: () => ({ message: `types must be some of: ${DEADLINE_TYPES.join(', ')}` }) })))
      .optional(),
    /** Only what is still to be done. */
    open: z.enum(['true', 'false'], { errorMap: () => ({ message: 'open must be true or false' }) }).optional(),
    /** Only the deadlines of my campaigns (as owner), of the creators I manage and of the tasks assigned to me. */
    mine: z.enum(['true', 'false'], { errorMap: () => ({ message: 'mine must be true or false' }) }).optional(),
    campaign_id: idField('campaign_id').optional(),
    sponsor_id: idField('sponsor_id').optional(),
    creator_id: idField('creator_id').optional(),
    /** The page after this one: the `next` of the previous answer. */
    after: cursorField.optional(),
  })
  .superRefine((query, context) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
    if (days < 0) context.addIssue({ code: z.ZodIssueCode.custom, path: ['to'], message: 'to cannot come before from' });
    else if (days > DEADLINE_RANGE_MAX_DAYS) context.addIssue({ code: z.ZodIssueCode.custom, path: ['to'], message: `A request covers at most ${DEADLINE_RANGE_MAX_DAYS} days` });
  });
export type DeadlineQuery = z.infer<typeof deadlineQuerySchema>;
export type DeadlineQueryInput = z.input<typeof deadlineQuerySchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const deadlineSchema = z.object({
  /** `type:record id`, unique in an answer. */
  key: z.string(),
  type: z.enum(DEADLINE_TYPES),
  due_on: z.string(),
  /** Whose date it is: the deliverable's creator, the campaign's or the creator's name; a task's title. */
  title: z.string(),
  /** For a deliverable: what is due. */
  content: z.object({ platform: z.enum(PLATFORMS), type: z.enum(DELIVERABLE_TYPES) }).nullable(),
  /** The record the date belongs to, at the version a move of the date must send. */
  record: z.object({ kind: z.enum(DEADLINE_RECORD_KINDS), id: z.number().int(), version: z.number().int(), status: z.string() }),
  campaign: ref.nullable(),
  sponsor: ref.nullable(),
  creator: ref.nullable(),
  /** For a task: how urgent it is, and who is to do it. */
  priority: z.enum(TASK_PRIORITIES).nullable(),
  assignee: ref.nullable(),
  done: z.boolean(),
  /** Not done and its day ended in the agency's time zone. */
  overdue: z.boolean(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const deadlineListSchema = z.object({
  today: z.string(),
  deadlines: z.array(deadlineSchema),
  /** The `after` of the next page; null when this page holds the last deadlines of the range. */
  next: z.string().nullable(),
});
export type DeadlineList = z.infer<typeof deadlineListSchema>;
