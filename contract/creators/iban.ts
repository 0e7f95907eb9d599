/** IBANs: checked by their ISO 13616 mod-97 rule; stored without spaces, upper case. */

const LENGTHS: Record<string, number> = { IT: 27, SM: 27, DE: 22, FR: 27, ES: 24, GB: 22, CH: 21, AT: 20, BE: 16, NL: 18, PT: 25, IE: 22, LU: 20, MT: 31 };

export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Whether a (normalized) IBAN's shape, its country's length where known, and its check digits are right. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN as shown to who may not read it in full: its country and its last four characters. */
export function maskIban(country: string, lastFour: string): string {
  return `${country}•• •••• •••• ${lastFour}`;
}
