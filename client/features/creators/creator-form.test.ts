import { creatorValidationMessages, type CreatorDetail } from '../../../contract';
import { changedCreatorFields, creatorBody, creatorFormResolver, creatorFormValues, CREATOR_FORM_FIELDS } from './creator-form';

const creator = {
  creator_id: 3, stage_name: 'Giulia', legal_name: null, email: 'g@example.com', phone: null, country: 'IT', city: null, languages: ['it', 'en'],
  categories: [{ category_id: 4, name: 'Travel' }], status: 'active', exclusive: true, representation_start: '2026-01-01', representation_months: 12,
  representation_end: '2026-12-31', default_commission_bps: 1250, primary_manager: { user_id: 2, username: 'anna' }, secondary_manager: null,
  vat_number: null, tax_code: null, tax_regime: null, iban: 'IT•• •••• •••• 3456', notes: null, portal_user: null, portal_invited: false, followers: 0,
  primary_account: null, version: 2, created_at: '', updated_at: '', archived_at: null, accounts: [], rate_cards: [], created_by: null,
} satisfies CreatorDetail;

const resolve = (values: ReturnType<typeof creatorFormValues>) =>
  creatorFormResolver(creatorValidationMessages, CREATOR_FORM_FIELDS)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

test('the commission is shown in percent and sent in basis points', () => {
  const values = creatorFormValues(creator);
  expect(values.default_commission_pct).toBe('12.5');
  expect(creatorBody({ ...values, default_commission_pct: '20,25' }, ['default_commission_pct'])).toEqual({ default_commission_bps: 2025 });
  expect(creatorBody({ ...values, default_commission_pct: '' }, ['default_commission_pct'])).toEqual({ default_commission_bps: null });
});

test('languages, categories and managers are sent as the API takes them; only the changed fields are', () => {
  const base = creatorFormValues(creator);
  const values = { ...base, languages: 'it, fr', category_ids: ['4', '9'], secondary_manager_id: '7' };
  expect(changedCreatorFields(values, base)).toEqual(['languages', 'category_ids', 'secondary_manager_id']);
  expect(creatorBody(values, ['languages', 'category_ids', 'secondary_manager_id'])).toEqual({ languages: ['it', 'fr'], category_ids: [4, 9], secondary_manager_id: 7 });
  expect(changedCreatorFields({ ...base, category_ids: ['4'], languages: 'it,en' }, base)).toEqual([]);
});

test('checks with the contract’s rules; a masked IBAN is not checked', async () => {
  const values = creatorFormValues(creator);
  expect((await resolve(values)).errors).toEqual({});
  const result = await resolve({ ...values, stage_name: '', default_commission_pct: '150', iban: 'IT00' });
  expect(Object.keys(result.errors).sort()).toEqual(['default_commission_pct', 'iban', 'stage_name']);
});
