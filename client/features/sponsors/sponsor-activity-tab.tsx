import { useTranslation } from '../../lib/i18n/use-translation';
import { RECORD_ACTIVITY_PAGE_SIZE } from '../../../contract';
import { RecordActivity } from '../../components/record/record-activity';
import { useAppServices } from '../../lib/app-services';
import { SPONSOR_FORM_FIELDS } from './sponsor-form';
import { sponsorActivityKey } from './sponsor-queries';

const CONTACT_FIELDS = new Set(['name', 'job_title', 'email', 'phone', 'is_primary', 'is_billing', 'receives_reports']);

/** What was done to the sponsor and its contacts, newest first, each update with its changed fields. */
export function SponsorActivityTab({ sponsorId }: { sponsorId: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();

  const fieldLabel = (key: string): string => {
    if ((SPONSOR_FORM_FIELDS as readonly string[]).includes(key) || key === 'status') return t(`sponsors.fields.${key as 'city'}`);
    if (key === 'owner') return t('sponsors.fields.owner_id');
    if (key === 'archived_at') return t('sponsors.archivedBadge');
    if (key === 'logo') return t('sponsors.logo.field');
    if (key === 'contact') return t('sponsors.contacts.title');
    const contactField = /^contact\.\d+\.(.+)$/.exec(key)?.[1];
    if (contactField && CONTACT_FIELDS.has(contactField)) return `${t('sponsors.contacts.title')} · ${t(`sponsors.contacts.${contactField as 'name'}`)}`;
    return key;
  };
  const valueText = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('common:recordActivity.empty');
    if (key === 'status' && typeof value === 'string') return t(`sponsors.statuses.${value as 'active'}`, { defaultValue: value });
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'boolean') return value ? '✓' : '✗';
    return String(value);
  };

  return (
    <RecordActivity
      queryKey={sponsorActivityKey(sponsorId)}
      fetchPage={async (page, signal) => {
        const response = await api.sponsors.activity.query({ params: { id: sponsorId }, query: { page }, fetchOptions: { signal } });
        if (response.status !== 200) throw response;
        return response.body;
      }}
      pageSize={RECORD_ACTIVITY_PAGE_SIZE}
      fieldLabel={fieldLabel}
      valueText={valueText}
      labels={{ empty: t('sponsors.activity.empty'), failed: t('sponsors.record.loadFailed') }}
    />
  );
}
