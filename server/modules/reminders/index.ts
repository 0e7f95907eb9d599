/** Reminders: the rules (path /api/reminder-rules…, page /scadenze/promemoria), the scan that applies them and the mails it sends. */
export { createReminderRulesService, type ReminderRulesService } from './reminder-rules-service';
export { remindersHandlers } from './reminders-handlers';
export { createReminderScan, type ReminderScan } from './reminder-scan';
export { registerReminderJobs, remindersDueJob, reminderMailJob } from './reminder-jobs';
