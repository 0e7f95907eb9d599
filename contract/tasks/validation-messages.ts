/**
 * The task form's validation texts, by key, in English. The server answers with these; the
 * client builds the same schemas with its translations (`admin:tasks.validation.*`).
 */
export const taskValidationMessages = {
  titleRequired: 'Enter what is to be done.',
  titleTooLong: 'At most 200 characters.',
  notesTooLong: 'At most 4000 characters.',
  dueOnRequired: 'Enter the day it is due.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  priorityInvalid: 'Choose a priority.',
  assigneeInvalid: 'Choose an active staff member.',
  linkKindInvalid: 'Choose a sponsor, creator, campaign, deal or deliverable.',
  linkIncomplete: 'Choose both the kind of record and the record.',
  linkNotFound: 'The linked record does not exist or is archived.',
  versionRequired: 'The version of the record you edited is required.',
} as const;

export type TaskValidationKey = keyof typeof taskValidationMessages;
export type TaskValidationMessages = Record<TaskValidationKey, string>;
