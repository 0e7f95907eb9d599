import { priceMinor } from './price-input';

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
