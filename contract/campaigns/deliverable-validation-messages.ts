/** The deliverable and draft forms' texts, by key, in English; the client translates the same keys (`admin:deliverables.validation.*`). */
export const deliverableValidationMessages = {
  platformInvalid: 'Choose a platform.',
  typeInvalid: 'Choose a type of content.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  publishBeforeDraft: 'The publication cannot be due before the draft.',
  textTooLong: 'This text is too long.',
  statusInvalid: 'Unknown status.',
  statusChangeNotAllowed: 'The deliverable cannot move to this status from its current one.',
  urlInvalid: 'Enter a web address starting with https://.',
  disclosureRequired: 'Say whether the post shows the disclosure.',
  outcomeInvalid: 'Choose the outcome of the review.',
  feedbackRequired: 'Say what needs to change.',
  draftContentRequired: 'Attach a file or give a link to the draft.',
  versionRequired: 'The version of the record you edited is required.',
} as const;

export type DeliverableValidationKey = keyof typeof deliverableValidationMessages;
export type DeliverableValidationMessages = Record<DeliverableValidationKey, string>;
