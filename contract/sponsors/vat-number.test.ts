import { italianVatCheckDigit, normalizeVatNumber, vatNumberProblem } from './vat-number';

describe('Italian VAT numbers', () => {
  it.each(['01234567897', 'IT01234567897', 'it 012 345 678 97', '00743110157', '12345678903'])('accepts %s, whose check digit is right', (value) => {
    expect(vatNumberProblem(value)).toBeNull();
  });

  it.each(['01234567890', '00743110158', '12345678901'])('refuses %s for its check digit', (value) => {
    expect(vatNumberProblem(value)).toBe('vatCheckDigit');
  });

  it.each(['0123456789', '012345678977', 'IT1'])('refuses %s for its length', (value) => {
    expect(vatNumberProblem(value)).toBe('vatItalianLength');
  });

  it('computes the check digit by the Luhn rule over the first ten digits', () => {
    expect(italianVatCheckDigit('0074311015')).toBe(7);
    expect(italianVatCheckDigit('0000000000')).toBe(0);
  });

  it('stores Italian numbers without their prefix and separators', () => {
    expect(normalizeVatNumber('IT 01234567897')).toBe('01234567897');
    expect(normalizeVatNumber('it-01234567897')).toBe('01234567897');
  });
});

describe('foreign VAT numbers', () => {
  it('keeps the country prefix and checks only the shape', () => {
    expect(vatNumberProblem('DE 123456789')).toBeNull();
    expect(normalizeVatNumber('de123456789')).toBe('DE123456789');
    expect(vatNumberProblem('FRXX999999999')).toBeNull();
  });

  it.each(['', 'hello world', 'HELLOWORLD', 'D1234', '12-AB', 'DE1', 'US123456789'])('refuses %j', (value) => {
    expect(vatNumberProblem(value)).toBe('vatInvalid');
  });
});
