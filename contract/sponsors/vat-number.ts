/**
 * VAT numbers. An Italian partita IVA is 11 digits whose last one is a Luhn check digit over the
 * first ten; it is stored without its `IT` prefix, so `IT01234567897` and `01234567897` are the
 * same number. Other European numbers keep their two-letter prefix and are checked for shape only.
 */

export type VatNumberProblem = 'vatInvalid' | 'vatItalianLength' | 'vatCheckDigit';

const SEPARATORS = /[\s.\-/]/g;
const ITALIAN = /^(?:IT)?(\d+)$/;
/** The prefixes of the VAT numbers of the EU (Greece is EL), Northern Ireland (XI) and Europe's neighbours. */
const FOREIGN_PREFIXES = 'AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI|CH|GB|NO|SM';
const FOREIGN = new RegExp(`^(?:${FOREIGN_PREFIXES})(?=(?:[A-Z+*]*\\d){2})[A-Z0-9+*]{2,13}$`);

/** The number as stored and compared: upper case, no separators, Italian numbers without `IT`. */
export function normalizeVatNumber(value: string): string {
  const compact = value.replace(SEPARATORS, '').toUpperCase();
  const italian = ITALIAN.exec(compact);
  return italian ? italian[1]! : compact;
}

/** The check digit an Italian partita IVA must end with, from its first ten digits. */
export function italianVatCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(firstTen[index]);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a VAT number, or null when it is valid. */
export function vatNumberProblem(value: string): VatNumberProblem | null {
  const compact = value.replace(SEPARATORS, '').toUpperCase();
  const italian = ITALIAN.exec(compact);
  if (italian) {
    const digits = italian[1]!;
    if (digits.length !== 11) return 'vatItalianLength';
    return italianVatCheckDigit(digits) === Number(digits[10]) ? null : 'vatCheckDigit';
  }
  return FOREIGN.test(compact) ? null : 'vatInvalid';
}
