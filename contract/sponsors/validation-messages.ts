/**
 * The sponsor forms' validation texts, by key, in English. The server answers with these; the
 * client builds the same schemas with its translations of the same keys (`sponsors:validation.*`).
 */
export const sponsorValidationMessages = {
  nameRequired: 'Enter the sponsor’s name.',
  nameTooLong: 'At most 120 characters.',
  textTooLong: 'This text is too long.',
  vatInvalid: 'Enter a VAT number such as 01234567897 or DE123456789.',
  vatItalianLength: 'An Italian VAT number has 11 digits.',
  vatCheckDigit: 'This VAT number’s check digit is wrong: check the digits.',
  taxCodeInvalid: 'A tax code has 11 digits or 16 letters and digits.',
  sdiCodeInvalid: 'An SDI code has 7 letters and digits.',
  emailInvalid: 'Enter a valid email.',
  websiteInvalid: 'Enter a web address starting with http:// or https://.',
  countryInvalid: 'Enter a two-letter country code such as IT.',
  currencyInvalid: 'Enter a currency code such as EUR.',
  paymentTermsInvalid: 'Payment terms are whole days from 0 to 365.',
  tagInvalid: 'Tags have 1 to 40 characters.',
  tagsTooMany: 'At most 20 tags.',
  contactNameRequired: 'Enter the contact’s name.',
  phoneInvalid: 'Enter a phone number with digits, spaces and + ( ) - only.',
  statusInvalid: 'Unknown status.',
  statusChangeNotAllowed: 'The sponsor cannot move to this status from its current one.',
  ownerInvalid: 'Choose an active staff member.',
  primaryContactRequired: 'Make another contact primary instead.',
  versionRequired: 'The version of the record you edited is required.',
} as const;

export type SponsorValidationKey = keyof typeof sponsorValidationMessages;
export type SponsorValidationMessages = Record<SponsorValidationKey, string>;
