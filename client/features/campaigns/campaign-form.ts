import type { FieldErrors, Resolver } from 'react-hook-form';
import { campaignFieldsSchema, datesInOrder, KPI_TARGETS, type CampaignDetail, type CampaignValidationMessages, type KpiTarget } from '../../../contract';
import { basisPoints, moneyInputText, priceMinor } from '../../lib/money/money';

/** The campaign form as its inputs hold it: text everywhere; the KPI targets one input each. */
export interface CampaignFormValues {
  name: string;
  code: string;
  sponsor_id: string;
  owner_id: string;
  objective: string;
  starts_on: string;
  ends_on: string;
  brief: string;
  currency: string;
  budget_minor: string;
  agency_fee_minor: string;
  kpi_views: string;
  kpi_reach: string;
  kpi_engagements: string;
  kpi_er_bps: string;
  kpi_cpm_minor: string;
  kpi_cpe_minor: string;
  hashtags: string;
  mentions: string;
  disclosure: string;
  usage_rights: string;
  exclusivity: string;
}

export type CampaignFormField = keyof CampaignFormValues;
type KpiFormField = `kpi_${KpiTarget}`;
const KPI_FIELDS = KPI_TARGETS.map((key) => `kpi_${key}` as KpiFormField);

export const CAMPAIGN_FORM_FIELDS = [
  'name', 'code', 'sponsor_id', 'owner_id', 'objective', 'starts_on', 'ends_on', 'brief', 'currency', 'budget_minor', 'agency_fee_minor',
  ...KPI_FIELDS, 'hashtags', 'mentions', 'disclosure', 'usage_rights', 'exclusivity',
] as const satisfies readonly CampaignFormField[];

export const MONEY_FORM_FIELDS: readonly CampaignFormField[] = ['budget_minor', 'agency_fee_minor'];

const kpiText = (key: KpiTarget, value: number | null) => {
  if (value === null) return '';
  if (key === 'er_bps') return String(value / 100);
  return key.endsWith('_minor') ? moneyInputText(value) : String(value);
};

/** The form's values for a campaign as the API answered it. */
export function campaignFormValues(campaign: CampaignDetail): CampaignFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: campaign.name,
    code: text(campaign.code),
    sponsor_id: String(campaign.sponsor.sponsor_id),
    owner_id: campaign.owner ? String(campaign.owner.user_id) : '',
    objective: text(campaign.objective),
    starts_on: text(campaign.starts_on),
    ends_on: text(campaign.ends_on),
    brief: campaign.brief,
    currency: campaign.currency,
    budget_minor: moneyInputText(campaign.budget_minor),
    agency_fee_minor: moneyInputText(campaign.agency_fee_minor),
    ...(Object.fromEntries(KPI_TARGETS.map((key) => [`kpi_${key}`, kpiText(key, campaign.kpi_targets[key])])) as Record<KpiFormField, string>),
    hashtags: campaign.hashtags.join(' '),
    mentions: campaign.mentions.join(' '),
    disclosure: campaign.disclosure,
    usage_rights: text(campaign.usage_rights),
    exclusivity: text(campaign.exclusivity),
  };
}

const wholeNumber = (text: string) => (text.trim() === '' ? null : /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const amount = (text: string) => (text.trim() === '' ? null : priceMinor(text));
const tags = (text: string) => text.split(/[\s,]+/).filter((tag) => tag !== '');

function kpiValue(key: KpiTarget, text: string): number | null {
  if (key === 'er_bps') return text.trim() === '' ? null : basisPoints(text);
  return key.endsWith('_minor') ? amount(text) : wholeNumber(text);
}

/** The request body of the given fields (the KPI targets go as one object when any of them changed). */
export function campaignBody(values: CampaignFormValues, fields: readonly CampaignFormField[] = CAMPAIGN_FORM_FIELDS): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.startsWith('kpi_')) {
      body.kpi_targets = Object.fromEntries(KPI_TARGETS.map((key) => [key, kpiValue(key, values[`kpi_${key}`])]));
      continue;
    }
    const text = values[field];
    switch (field) {
      case 'sponsor_id':
        body[field] = Number(text);
        break;
      case 'owner_id':
        body[field] = text === '' ? null : Number(text);
        break;
      case 'objective':
      case 'starts_on':
      case 'ends_on':
        body[field] = text === '' ? null : text;
        break;
      case 'budget_minor':
      case 'agency_fee_minor':
        body[field] = amount(text);
        break;
      case 'hashtags':
      case 'mentions':
        body[field] = tags(text);
        break;
      default:
        body[field] = text;
    }
  }
  return body;
}

/** The fields whose value differs from `base`, in the form's order. */
export function changedFields(values: CampaignFormValues, base: CampaignFormValues): CampaignFormField[] {
  const valueOf = (form: CampaignFormValues, field: CampaignFormField) =>
    JSON.stringify(field.startsWith('kpi_') ? kpiValue(field.slice(4) as KpiTarget, form[field]) : campaignBody(form, [field]));
  return CAMPAIGN_FORM_FIELDS.filter((field) => valueOf(values, field) !== valueOf(base, field));
}

function formFieldOf(path: readonly (string | number)[]): CampaignFormField | undefined {
  const [first, second] = path;
  if (first === 'kpi_targets') return typeof second === 'string' ? (`kpi_${second}` as CampaignFormField) : 'kpi_views';
  return (CAMPAIGN_FORM_FIELDS as readonly unknown[]).includes(first) ? (first as CampaignFormField) : undefined;
}

/** The form's check: the contract's own schema over what the form would send, with the messages in the reader's language. */
export function campaignFormResolver(messages: CampaignValidationMessages): Resolver<CampaignFormValues> {
  const schema = campaignFieldsSchema(messages).required({ name: true }).superRefine(datesInOrder(messages));
  return (values) => {
    const result = schema.safeParse(campaignBody(values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<CampaignFormValues> = {};
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path);
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
