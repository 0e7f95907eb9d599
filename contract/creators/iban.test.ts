import { isValidIban, maskIban, normalizeIban } from './iban';

test('accepts IBANs whose mod-97 check holds, whatever their spacing and case', () => {
  expect(isValidIban(normalizeIban('IT60 X054 2811 1010 0000 0123 456'))).toBe(true);
  expect(isValidIban(normalizeIban('de89 3704 0044 0532 0130 00'))).toBe(true);
  expect(isValidIban(normalizeIban('GB82WEST12345698765432'))).toBe(true);
});

test('refuses a wrong check, a wrong length for its country, or no IBAN at all', () => {
  expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
  expect(isValidIban('IT60X054281110100000012345')).toBe(false);
  expect(isValidIban('hello')).toBe(false);
});

test('a masked IBAN shows only its country and last four characters', () => {
  expect(maskIban('IT', '3456')).toBe('IT•• •••• •••• 3456');
});
