/**
 * The campaign and deal forms' validation texts, by key, in English. The server answers with
 * these; the client builds the same schemas with its translations (`admin:campaigns.validation.*`).
 */
export const campaignValidationMessages = {
  nameRequired: 'Enter the campaign’s name.',
  nameTooLong: 'At most 160 characters.',
  codeInvalid: 'A code has up to 40 letters, digits, dots, dashes and underscores.',
  textTooLong: 'This text is too long.',
  sponsorRequired: 'Choose the sponsor.',
  sponsorInvalid: 'Choose a sponsor that is not archived.',
  objectiveInvalid: 'Unknown objective.',
  disclosureInvalid: 'The disclosure is #adv or #ad.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  endBeforeStart: 'The end cannot come before the start.',
  moneyInvalid: 'Enter an amount of 0 or more.',
  kpiInvalid: 'Targets are whole numbers of 0 or more.',
  erInvalid: 'An engagement rate is between 0 and 100%.',
  currencyInvalid: 'Enter a currency code such as EUR.',
  tagInvalid: 'Hashtags and mentions have 1 to 100 characters, without spaces.',
  tagsTooMany: 'At most 30 hashtags or mentions.',
  ownerInvalid: 'Choose an active staff member.',
  statusInvalid: 'Unknown status.',
  statusChangeNotAllowed: 'The campaign cannot move to this status from its current one.',
  dealStatusChangeNotAllowed: 'The deal cannot move to this status from its current one.',
  commissionInvalid: 'A commission is between 0 and 100%.',
  creatorsRequired: 'Choose at least one creator.',
  creatorsTooMany: 'Add at most 50 creators at a time.',
  creatorInvalid: 'Choose creators that are not archived.',
  versionRequired: 'The version of the record you edited is required.',
} as const;

export type CampaignValidationKey = keyof typeof campaignValidationMessages;
export type CampaignValidationMessages = Record<CampaignValidationKey, string>;
