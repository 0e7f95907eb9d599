import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { LogChanges, RecordActivity as RecordActivityAnswer } from '../../../contract';
import { DateTime } from '../date-time/date-time';
import { AlertIcon } from '../icons/icons';
import { Pagination } from '../pagination/pagination';
import { Spinner } from '../spinner/spinner';

interface RecordActivityProps {
  /** The cache key of the record's activity (the page is added to it). */
  queryKey: readonly unknown[];
  /** Reads a page of the record's entries (1-based); a non-2xx answer is thrown. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<RecordActivityAnswer>;
  pageSize: number;
  /** A changed field's name for people (raw keys it does not know stay as they are). */
  fieldLabel: (key: string) => string;
  /** A changed value for people (statuses by name, lists joined). */
  valueText: (key: string, value: unknown) => string;
  labels: { empty: string; failed: string };
}

/** What was done to a record, newest first, each update with its changed fields (its activity tab). */
export function RecordActivity({ queryKey, fetchPage, pageSize, fieldLabel, valueText, labels }: RecordActivityProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [page, setPage] = useState(1);
  const activity = useQuery({ queryKey: [...queryKey, page], queryFn: ({ signal }) => fetchPage(page, signal), placeholderData: keepPreviousData });

  const changesOf = (changes: LogChanges) =>
    Object.entries(changes).map(([key, change]) => (
      <li key={key}>
        {t('common:recordActivity.change', { field: fieldLabel(key), from: valueText(key, change.from), to: valueText(key, change.to), interpolation: { escapeValue: false } })}
      </li>
    ));

  if (activity.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <AlertIcon />
        <span>{labels.failed}</span>
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
  const pages = Math.max(1, Math.ceil(activity.data.total / pageSize));
  return (
    <div className="record-activity">
      {activity.data.entries.length === 0 ? (
        <p className="list-note">{labels.empty}</p>
      ) : (
        <ol className="record-activity__list" aria-busy={activity.isPlaceholderData}>
          {activity.data.entries.map((entry) => (
            <li key={entry.log_id} className="record-activity__entry">
              <p className="record-activity__head">
                <span className="record-activity__action">{t(`logActions.${entry.message}`)}</span>
                {entry.status_code >= 300 && <span className="tag tag--danger">{t('common:recordActivity.refused', { status: entry.status_code })}</span>}
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
            pages: t('common:recordActivity.pages'),
            previous: t('common:recordActivity.previous'),
            next: t('common:recordActivity.next'),
            position: t('common:recordActivity.position', { page, pages }),
          }}
        />
      )}
    </div>
  );
}
