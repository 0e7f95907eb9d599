import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_ACTIVITY_PAGE_SIZE, type LogChanges, type LogEntry } from '../../../contract';
import { DateTime } from '../../components/date-time/date-time';
import { AlertIcon } from '../../components/icons/icons';
import { Pagination } from '../../components/pagination/pagination';
import { Spinner } from '../../components/spinner/spinner';
import { useAppServices } from '../../lib/app-services';
import { sponsorActivityQueryOptions } from './sponsor-queries';

const SPONSOR_FIELDS = new Set([
  'display_name', 'legal_name', 'vat_number', 'tax_code', 'sdi_code', 'pec', 'industry', 'website', 'address_line', 'city',
  'postal_code', 'province', 'country', 'currency', 'payment_terms_days', 'tags', 'notes', 'status',
]);
const CONTACT_FIELDS = new Set(['name', 'job_title', 'email', 'phone', 'is_primary', 'is_billing', 'receives_reports']);

/** What was done to the sponsor and its contacts, newest first, each update with its changed fields. */
export function SponsorActivityTab({ sponsorId }: { sponsorId: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const [page, setPage] = useState(1);
  const activity = useQuery(sponsorActivityQueryOptions(api, sponsorId, page));

  const fieldLabel = (key: string): string => {
    if (SPONSOR_FIELDS.has(key)) return t(`sponsors.fields.${key as 'city'}`);
    if (key === 'owner') return t('sponsors.fields.owner_id');
    if (key === 'archived_at') return t('sponsors.archivedBadge');
    if (key === 'contact') return t('sponsors.contacts.title');
    const contactField = /^contact\.\d+\.(.+)$/.exec(key)?.[1];
    if (contactField && CONTACT_FIELDS.has(contactField)) return `${t('sponsors.contacts.title')} · ${t(`sponsors.contacts.${contactField as 'name'}`)}`;
    return key;
  };
  const valueText = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('sponsors.activity.empty_value');
    if (key === 'status' && typeof value === 'string') return t(`sponsors.statuses.${value as 'active'}`, { defaultValue: value });
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'boolean') return value ? '✓' : '✗';
    return String(value);
  };
  const changesOf = (changes: LogChanges) =>
    Object.entries(changes).map(([key, change]) => (
      <li key={key}>{t('sponsors.activity.change', { field: fieldLabel(key), from: valueText(key, change.from), to: valueText(key, change.to), interpolation: { escapeValue: false } })}</li>
    ));

  if (activity.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <AlertIcon />
        <span>{t('sponsors.record.loadFailed')}</span>
      </div>
    );
  }
  if (!activity.data) {
    return (
      <p className="list-note" role="status">
        <Spinner />
        {t('common:app.loading')}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(activity.data.total / RECORD_ACTIVITY_PAGE_SIZE));
  const entries: LogEntry[] = activity.data.entries;
  return (
    <div className="record-activity">
      {entries.length === 0 ? (
        <p className="list-note">{t('sponsors.activity.empty')}</p>
      ) : (
        <ol className="record-activity__list" aria-busy={activity.isPlaceholderData}>
          {entries.map((entry) => (
            <li key={entry.log_id} className="record-activity__entry">
              <p className="record-activity__head">
                <span className="record-activity__action">{t(`logActions.${entry.message}`)}</span>
                {entry.status_code >= 300 && <span className="tag tag--danger">{t('sponsors.activity.refused', { status: entry.status_code })}</span>}
              </p>
              <p className="record-activity__meta">
                {entry.username ?? '—'} · <DateTime value={entry.timestamp} />
              </p>
              {entry.changes && <ul className="record-activity__changes">{changesOf(entry.changes)}</ul>}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <Pagination
          page={page}
          pages={pages}
          onPage={setPage}
          labels={{
            pages: t('sponsors.list.pagination.label'),
            previous: t('sponsors.list.pagination.previous'),
            next: t('sponsors.list.pagination.next'),
            position: t('sponsors.list.pagination.position', { page, pages }),
          }}
        />
      )}
    </div>
  );
}
