/** The reminder rule form's texts, by key, in English; the client translates the same keys (`admin:reminders.validation.*`). */
export const reminderValidationMessages = {
  dateKindInvalid: 'Choose which date to remind of.',
  offsetInvalid: 'Enter a whole number of days between −60 and 60.',
  audienceRequired: 'Choose who receives the reminder.',
  audienceInvalid: 'This date cannot be reminded to this audience.',
  channelsRequired: 'Choose at least one channel.',
  enabledInvalid: 'Say whether the rule is on.',
  ruleExists: 'A rule for this date and offset already exists.',
  versionRequired: 'The version of the record you edited is required.',
} as const;

export type ReminderValidationKey = keyof typeof reminderValidationMessages;
export type ReminderValidationMessages = Record<ReminderValidationKey, string>;
