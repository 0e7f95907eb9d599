import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { permissionRoute } from '../platform/access';
import { commonErrors, editConflictSchema, errorSchema } from '../platform/errors';
import { recordIdSchema } from '../platform/records';
import {
  createReminderRuleSchema,
  reminderRuleListQuerySchema,
  reminderRuleListSchema,
  reminderRuleSchema,
  reminderRuleVersionSchema,
  updateReminderRuleSchema,
} from './schemas';

const c = initContract();

const rulePath = z.object({ id: recordIdSchema });
/** 409: an edit of a version someone else replaced (with the rule as it is), or a current rule with the same date and offset. */
const editResponses = { 200: reminderRuleSchema, ...commonErrors, 404: errorSchema, 409: editConflictSchema(reminderRuleSchema).or(errorSchema) };

/** When to remind whom of which date (DOMAIN.md §2, Reminder rule). */
export const remindersContract = c.router(
  {
    listRules: {
      method: 'GET',
      metadata: permissionRoute('read:reminder-rule'),
      path: '/reminder-rules',
      query: reminderRuleListQuerySchema,
      responses: { 200: reminderRuleListSchema, ...commonErrors },
      summary: 'The reminder rules, by date and offset',
    },
    createRule: {
      method: 'POST',
      metadata: permissionRoute('manage:reminder-rule', { audit: 'reminder_rule_created' }),
      path: '/reminder-rules',
      body: createReminderRuleSchema(),
      responses: { 201: reminderRuleSchema, ...commonErrors, 409: errorSchema },
      summary: 'Add a rule (409 when a current rule has the same date and offset)',
    },
    updateRule: {
      method: 'PATCH',
      metadata: permissionRoute('manage:reminder-rule', { audit: 'reminder_rule_updated' }),
      path: '/reminder-rules/:id',
      pathParams: rulePath,
      body: updateReminderRuleSchema(),
      responses: editResponses,
      summary: 'Change a rule (409 edit_conflict with the current rule when its version changed)',
    },
    archiveRule: {
      method: 'POST',
      metadata: permissionRoute('manage:reminder-rule', { audit: 'reminder_rule_archived' }),
      path: '/reminder-rules/:id/archive',
      pathParams: rulePath,
      body: reminderRuleVersionSchema,
      responses: editResponses,
      summary: 'Archive a rule: it sends nothing more; what it sent stays',
    },
    runDue: {
      method: 'POST',
      metadata: permissionRoute('manage:reminder-rule', { audit: 'reminders_run' }),
      path: '/reminder-rules/run',
      body: c.noBody(),
      responses: { 202: z.object({ queued: z.literal(true) }), ...commonErrors },
      summary: 'Look for the reminders due now at once, rather than at the next scheduled look (each is still sent once)',
    },
    restoreRule: {
      method: 'POST',
      metadata: permissionRoute('manage:reminder-rule', { audit: 'reminder_rule_restored' }),
      path: '/reminder-rules/:id/restore',
      pathParams: rulePath,
      body: reminderRuleVersionSchema,
      responses: editResponses,
      summary: 'Bring an archived rule back (409 when a current rule has its date and offset)',
    },
  },
  { strictStatusCodes: true },
);
