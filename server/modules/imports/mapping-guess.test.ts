import { IMPORT_FIELDS } from '../../../contract';
import { guessedMapping } from './mapping-guess';

describe('guessedMapping', () => {
  test('recognises columns by field names and aliases in either language, whatever the case, spacing and accents', () => {
    const mapping = guessedMapping(IMPORT_FIELDS.sponsors, ['Ragione Sociale', 'NOME', 'p.iva', 'Citta', 'payment_terms_days', 'Unrelated']);
    expect(mapping).toMatchObject({ legal_name: 0, display_name: 1, vat_number: 2, city: 3, payment_terms_days: 4, notes: null });
  });

  test('gives each column to one field at most', () => {
    const mapping = guessedMapping(IMPORT_FIELDS.creators, ['name', 'url']);
    expect(mapping).toMatchObject({ stage_name: 0, account_url: 1 });
    expect(Object.values(mapping).filter((column) => column === 0)).toHaveLength(1);
  });
});
