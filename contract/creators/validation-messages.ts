/**
 * The creator forms' validation texts, by key, in English. The server answers with these; the
 * client builds the same schemas with its translations of the same keys (`creators.validation.*`).
 */
export const creatorValidationMessages = {
  stageNameRequired: 'Enter the creator’s stage name.',
  textTooLong: 'This text is too long.',
  emailInvalid: 'Enter a valid email.',
  phoneInvalid: 'Enter a phone number with digits, spaces and + ( ) - only.',
  countryInvalid: 'Enter a two-letter country code such as IT.',
  languagesInvalid: 'Languages are two-letter codes such as it or en, at most 10.',
  commissionInvalid: 'The commission is a percentage from 0 to 100, with at most two decimals.',
  representationMonthsInvalid: 'Representation lasts from 1 to 120 months.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  representationStartRequired: 'A representation needs its start date.',
  ibanInvalid: 'This IBAN is not valid: check it.',
  taxCodeInvalid: 'A tax code has 11 digits or 16 letters and digits.',
  vatInvalid: 'Enter a VAT number such as 01234567897 or DE123456789.',
  vatItalianLength: 'An Italian VAT number has 11 digits.',
  vatCheckDigit: 'This VAT number’s check digit is wrong: check the digits.',
  managerInvalid: 'Choose an active staff member.',
  categoriesInvalid: 'Choose at most 10 categories.',
  categoryUnknown: 'One of the categories no longer exists.',
  statusInvalid: 'Unknown status.',
  statusChangeNotAllowed: 'The creator cannot move to this status from its current one.',
  handleRequired: 'Enter the account’s handle.',
  handleInvalid: 'A handle has letters, digits, dots, dashes and underscores only.',
  urlInvalid: 'Enter a web address starting with http:// or https://.',
  platformInvalid: 'Choose a platform.',
  deliverableTypeInvalid: 'Choose a deliverable type.',
  numberInvalid: 'Enter a whole number, 0 or more.',
  followersRequired: 'Enter the followers.',
  percentInvalid: 'A share is a percentage from 0 to 100.',
  capturedAtInvalid: 'Enter when the numbers were read, not in the future.',
  priceInvalid: 'Enter a price of 0 or more, with at most two decimals.',
  currencyInvalid: 'Enter a currency code such as EUR.',
  validToBeforeFrom: 'The end cannot be before the start.',
  categoryNameRequired: 'Enter the category’s name.',
  versionRequired: 'The version of the record you edited is required.',
} as const;

export type CreatorValidationKey = keyof typeof creatorValidationMessages;
export type CreatorValidationMessages = Record<CreatorValidationKey, string>;
