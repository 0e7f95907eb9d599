import { campaignValidationMessages, type CampaignDetail } from '../../../contract';
import { campaignBody, campaignFormResolver, campaignFormValues, changedFields } from './campaign-form';

const campaign: CampaignDetail = {
  campaign_id: 7,
  code: 'ACME-1',
  name: 'Summer',
  sponsor: { sponsor_id: 3, display_name: 'Acme' },
  objective: 'awareness',
  kpi_targets: { views: 1000, reach: null, engagements: null, er_bps: 350, cpm_minor: 1250, cpe_minor: null },
  budget_minor: 500_000,
  agency_fee_minor: null,
  fees_total_minor: 0,
  currency: 'EUR',
  starts_on: '2026-06-01',
  ends_on: null,
  hashtags: ['summer', 'acme'],
  mentions: [],
  disclosure: 'adv',
  usage_rights: null,
  exclusivity: null,
  owner: null,
  status: 'draft',
  deals_count: 0,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  archived_at: null,
  brief: '<p>Hi</p>',
  created_by: null,
};

test('a campaign becomes form text and back into the same request values', () => {
  const values = campaignFormValues(campaign);
  expect(values).toMatchObject({ budget_minor: '5000.00', kpi_er_bps: '3.5', kpi_cpm_minor: '12.50', hashtags: 'summer acme', ends_on: '' });
  expect(campaignBody(values)).toMatchObject({
    budget_minor: 500_000,
    agency_fee_minor: null,
    kpi_targets: { views: 1000, reach: null, engagements: null, er_bps: 350, cpm_minor: 1250, cpe_minor: null },
    hashtags: ['summer', 'acme'],
    ends_on: null,
    owner_id: null,
  });
  expect(changedFields(values, values)).toEqual([]);
});

test('only the changed fields are sent; a changed KPI sends all the targets', () => {
  const base = campaignFormValues(campaign);
  const typed = { ...base, kpi_reach: '2000', hashtags: 'summer, acme' };
  expect(changedFields(typed, base)).toEqual(['kpi_reach']);
  expect(campaignBody(typed, changedFields(typed, base))).toEqual({ kpi_targets: { views: 1000, reach: 2000, engagements: null, er_bps: 350, cpm_minor: 1250, cpe_minor: null } });
});

test('the form is checked by the contract’s schema, each problem under its input', async () => {
  const resolve = campaignFormResolver(campaignValidationMessages);
  const messagesOf = async (changes: Record<string, string>) => {
    const result = await resolve({ ...campaignFormValues(campaign), ...changes }, undefined, { fields: {}, shouldUseNativeValidation: false });
    return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
  };
  expect(await messagesOf({ name: ' ', budget_minor: 'abc', kpi_er_bps: '120' })).toEqual({
    name: 'Enter the campaign’s name.',
    budget_minor: 'Enter an amount of 0 or more.',
    kpi_er_bps: 'An engagement rate is between 0 and 100%.',
  });
  expect(await messagesOf({ ends_on: '2026-05-01' })).toEqual({ ends_on: 'The end cannot come before the start.' });
});
