import { useTranslation } from '../../lib/i18n/use-translation';
import { RECORD_ACTIVITY_PAGE_SIZE } from '../../../contract';
import { RecordActivity } from '../../components/record/record-activity';
import { useAppServices } from '../../lib/app-services';
import { CREATOR_FORM_FIELDS } from './creator-form';
import { creatorActivityKey } from './creator-queries';

/** What was done to the creator, their accounts, numbers and rates, newest first. */
export function CreatorActivityTab({ creatorId }: { creatorId: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const fieldLabel = (key: string): string => {
    if ((CREATOR_FORM_FIELDS as readonly string[]).includes(key) || key === 'status') return t(`creators.fields.${key as 'city'}`);
    if (key === 'default_commission_bps') return t('creators.fields.default_commission_pct');
    if (key === 'primary_manager') return t('creators.fields.primary_manager_id');
    if (key === 'secondary_manager') return t('creators.fields.secondary_manager_id');
    if (key === 'categories') return t('creators.fields.category_ids');
    if (key === 'archived_at') return t('creators.archivedBadge');
    if (key === 'account' || key.startsWith('account.')) return t('creators.accounts.title');
    if (key === 'rate_card') return t('creators.rates.title');
    return key;
  };
  const valueText = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('common:recordActivity.empty');
    if (key === 'status' && typeof value === 'string') return t(`creators.statuses.${value as 'active'}`, { defaultValue: value });
    if (key === 'default_commission_bps' && typeof value === 'number') return `${value / 100}%`;
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'boolean') return value ? '✓' : '✗';
    return String(value);
  };
  return (
    <RecordActivity
      queryKey={creatorActivityKey(creatorId)}
      fetchPage={async (page, signal) => {
        const response = await api.creators.activity.query({ params: { id: creatorId }, query: { page }, fetchOptions: { signal } });
        if (response.status !== 200) throw response;
        return response.body;
      }}
      pageSize={RECORD_ACTIVITY_PAGE_SIZE}
      fieldLabel={fieldLabel}
      valueText={valueText}
      labels={{ empty: t('creators.activity.empty'), failed: t('creators.record.loadFailed') }}
    />
  );
}
