import { italianVatCheckDigit, sponsorValidationMessages, type Sponsor } from '../../../contract';
import { changedFields, newSponsorFormValues, sponsorBody, sponsorFormResolver, sponsorFormValues, sponsorMessageKey } from './sponsor-form';

const vat = `0123456789${italianVatCheckDigit('0123456789')}`;

const sponsor: Sponsor = {
  sponsor_id: 7,
  display_name: 'Acme',
  legal_name: null,
  vat_number: vat,
  tax_code: null,
  sdi_code: null,
  pec: null,
  industry: 'Food',
  website: null,
  address_line: null,
  city: 'Milano',
  postal_code: null,
  province: null,
  country: 'IT',
  currency: 'EUR',
  payment_terms_days: 60,
  owner: { user_id: 3, username: 'anna' },
  tags: ['food', 'bio'],
  notes: null,
  status: 'active',
  primary_contact: null,
  logo_url: null,
  version: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  archived_at: null,
};

const resolve = (values: ReturnType<typeof sponsorFormValues>) =>
  sponsorFormResolver(sponsorValidationMessages)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the sponsor form', () => {
  test('shows a sponsor as text and sends it back as the API takes it', () => {
    const values = sponsorFormValues(sponsor);
    expect(values).toMatchObject({ owner_id: '3', tags: 'food, bio', payment_terms_days: '60', legal_name: '' });
    expect(sponsorBody(values, ['owner_id', 'tags', 'payment_terms_days', 'legal_name'])).toEqual({
      owner_id: 3,
      tags: ['food', 'bio'],
      payment_terms_days: 60,
      legal_name: '',
    });
    expect(sponsorBody({ ...values, owner_id: '' }, ['owner_id'])).toEqual({ owner_id: null });
  });

  test('an edit sends only the fields that changed, ignoring spaces around them', () => {
    const base = sponsorFormValues(sponsor);
    expect(changedFields({ ...base, city: ' Milano ', tags: 'food,bio' }, base)).toEqual([]);
    expect(changedFields({ ...base, city: 'Roma', notes: 'VIP' }, base)).toEqual(['city', 'notes']);
  });

  test('a new sponsor starts with the defaults and its owner', () => {
    expect(newSponsorFormValues(5)).toMatchObject({ country: 'IT', currency: 'EUR', payment_terms_days: '30', owner_id: '5', display_name: '' });
  });

  test('checks with the contract’s rules and puts each message under its field', async () => {
    const result = await resolve({ ...newSponsorFormValues(null), display_name: '', vat_number: '01234567890', payment_terms_days: 'abc' });
    expect(result.errors).toMatchObject({
      display_name: { message: sponsorValidationMessages.nameRequired },
      vat_number: { message: sponsorValidationMessages.vatCheckDigit },
      payment_terms_days: { message: sponsorValidationMessages.paymentTermsInvalid },
    });
    expect((await resolve(sponsorFormValues(sponsor))).errors).toEqual({});
  });

  test('finds the key of a server message to translate it', () => {
    expect(sponsorMessageKey('Choose an active staff member.')).toBe('ownerInvalid');
    expect(sponsorMessageKey('something else')).toBeUndefined();
  });
});
