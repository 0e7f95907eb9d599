import { basisPoints, formatMoney, moneyInputText, priceMinor } from './money';

test('a price typed in major units becomes minor units, with Italian or English separators', () => {
  expect(priceMinor('1250')).toBe(125_000);
  expect(priceMinor('1.250,50')).toBe(125_050);
  expect(priceMinor('1250.5')).toBe(125_050);
  expect(priceMinor(' 99,99 ')).toBe(9_999);
});

test('what is not an amount with at most two decimals is no price', () => {
  expect(priceMinor('')).toBeNaN();
  expect(priceMinor('12,345')).toBeNaN();
  expect(priceMinor('-5')).toBeNaN();
  expect(priceMinor('abc')).toBeNaN();
});

test('amounts are written in the reader’s language and currency, and back as input text', () => {
  expect(formatMoney(125_050, 'EUR', 'en')).toBe('€1,250.50');
  expect(formatMoney(12_500_050, 'EUR', 'it')).toMatch(/^125\.000,50\s€$/);
  expect(moneyInputText(125_050)).toBe('1250.50');
  expect(moneyInputText(null)).toBe('');
});

test('a percentage becomes basis points; what is not one is NaN', () => {
  expect(basisPoints('20')).toBe(2000);
  expect(basisPoints('12,5')).toBe(1250);
  expect(basisPoints('-1')).toBeNaN();
  expect(basisPoints('')).toBeNaN();
});
