import { IMPORT_FIELDS, type ImportField } from '../../../contract';
import { cellValue, rowValues } from './cell-values';

const field = (kind: ImportField['kind']): ImportField => ({ name: 'f', kind, aliases: [] });

describe('cellValue', () => {
  test.each([
    ['12500', 12_500],
    ['12.500', 12_500],
    ['12,500', 12_500],
    ["1'250'000", 1_250_000],
    ['1 250 000', 1_250_000],
    ['-3', -3],
  ])('reads the integer %s as %d', (text, value) => expect(cellValue(field('integer'), text)).toEqual({ value }));

  test.each(['12.5', '1,5', '1.23.456', 'twelve', '1e3', '0x10'])('refuses %s as an integer', (text) => expect(cellValue(field('integer'), text)).toEqual({ problem: 'invalid' }));

  test.each([
    ['2026-02-28', '2026-02-28'],
    ['28/02/2026', '2026-02-28'],
    ['1.3.2026', '2026-03-01'],
  ])('reads the day %s as %s', (text, value) => expect(cellValue(field('date'), text)).toEqual({ value }));

  test.each(['2026-02-30', '31/04/2026', '2026/02/01', 'tomorrow'])('refuses %s as a day', (text) => expect(cellValue(field('date'), text)).toEqual({ problem: 'invalid' }));

  test.each([
    ['15', 1500],
    ['12,5', 1250],
    ['12.5%', 1250],
    ['0.25', 25],
    ['100', 10_000],
  ])('reads the percentage %s as %d basis points', (text, value) => expect(cellValue(field('percent'), text)).toEqual({ value }));

  test.each(['-1', '1000', '12.345', 'half'])('refuses %s as a percentage', (text) => expect(cellValue(field('percent'), text)).toEqual({ problem: 'invalid' }));

  test('reads yes and no in Italian and English, and refuses other words', () => {
    for (const yes of ['Sì', 'si', 'YES', 'true', '1', 'x']) expect(cellValue(field('boolean'), yes)).toEqual({ value: true });
    for (const no of ['No', 'false', '0', 'falso']) expect(cellValue(field('boolean'), no)).toEqual({ value: false });
    expect(cellValue(field('boolean'), 'maybe')).toEqual({ problem: 'invalid' });
  });

  test('splits lists on commas, semicolons and bars, dropping empty items', () => {
    expect(cellValue(field('list'), 'food, beauty;; travel |x')).toEqual({ value: ['food', 'beauty', 'travel', 'x'] });
  });

  test('reads keys in lower case with underscores', () => {
    expect(cellValue(field('key'), 'Flat Rate')).toEqual({ value: 'flat_rate' });
  });

  test('refuses a cell longer than any field takes', () => {
    expect(cellValue(field('text'), 'x'.repeat(5001))).toEqual({ problem: 'tooLong' });
  });
});

describe('rowValues', () => {
  test('takes the mapped columns, leaves empty cells out and reports unreadable ones by field', () => {
    const mapping = { display_name: 0, payment_terms_days: 1, tags: 2, city: null };
    expect(rowValues(IMPORT_FIELDS.sponsors, mapping, ['Brand', 'soon', ''])).toEqual({
      values: { display_name: 'Brand' },
      problems: [{ field: 'payment_terms_days', problem: 'invalid' }],
    });
  });
});
