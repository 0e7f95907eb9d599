import { useTranslation } from '../../lib/i18n/use-translation';
import { RECORD_ACTIVITY_PAGE_SIZE } from '../../../contract';
import { RecordActivity } from '../../components/record/record-activity';
import { useAppServices } from '../../lib/app-services';
import { campaignActivityKey } from './campaign-queries';

const CAMPAIGN_FIELDS = new Set(['name', 'code', 'objective', 'budget_minor', 'agency_fee_minor', 'currency', 'starts_on', 'ends_on', 'hashtags', 'mentions', 'disclosure', 'usage_rights', 'exclusivity', 'status', 'brief', 'kpi_targets']);
const DEAL_FIELDS = new Set(['fee_gross_minor', 'commission_bps', 'currency', 'usage_rights', 'exclusivity_until', 'drop_reason']);

/** What was done to the campaign and its deals, newest first, each update with its changed fields. */
export function CampaignActivityTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();

  const fieldLabel = (key: string): string => {
    if (CAMPAIGN_FIELDS.has(key)) return t(`campaigns.fields.${key as 'name'}`);
    if (key === 'owner') return t('campaigns.fields.owner_id');
    if (key === 'sponsor') return t('campaigns.fields.sponsor_id');
    if (key === 'archived_at') return t('campaigns.archivedBadge');
    if (key === 'creators') return t('campaigns.deals.title');
    const dealField = /^deal\.\d+\.(.+)$/.exec(key)?.[1];
    if (dealField === 'status') return `${t('campaigns.deals.columns.creator')} · ${t('campaigns.deals.columns.status')}`;
    if (dealField && DEAL_FIELDS.has(dealField)) return `${t('campaigns.deals.columns.creator')} · ${t(`campaigns.deals.fields.${dealField as 'currency'}`)}`;
    return key;
  };
  const valueText = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('common:recordActivity.empty');
    if (key === 'status' && typeof value === 'string') return t(`campaigns.statuses.${value as 'draft'}`, { defaultValue: value });
    if (/^deal\.\d+\.status$/.test(key) && typeof value === 'string') return t(`campaigns.deals.statuses.${value as 'paid'}`, { defaultValue: value });
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).filter(([, target]) => target !== null).map(([name, target]) => `${name}: ${String(target)}`).join(', ') || t('common:recordActivity.empty');
    return String(value);
  };

  return (
    <RecordActivity
      queryKey={campaignActivityKey(campaignId)}
      fetchPage={async (page, signal) => {
        const response = await api.campaigns.activity.query({ params: { id: campaignId }, query: { page }, fetchOptions: { signal } });
        if (response.status !== 200) throw response;
        return response.body;
      }}
      pageSize={RECORD_ACTIVITY_PAGE_SIZE}
      fieldLabel={fieldLabel}
      valueText={valueText}
      labels={{ empty: t('campaigns.activity.empty'), failed: t('campaigns.activity.failed') }}
    />
  );
}
