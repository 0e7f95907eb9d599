import { useTranslation } from '../../lib/i18n/use-translation';
import { DateTime } from '../../components/date-time/date-time';
import { AlertIcon, RefreshIcon } from '../../components/icons/icons';
import { Spinner } from '../../components/spinner/spinner';
import { apiErrorBody } from '../../lib/api/api-errors';
import { useJobFailures } from './get-job-failures';

const NOTHING = '—';

/** Background jobs (super admins and admins): per kind, the jobs that failed for good, those waiting to retry, and the latest error. */
export function JobFailuresPanel() {
  const { t } = useTranslation('admin');
  const failures = useJobFailures();
  const kinds = failures.isError ? undefined : failures.data?.kinds;
  const columns = {
    kind: t('jobs.columns.kind'),
    failed: t('jobs.columns.failed'),
    retrying: t('jobs.columns.retrying'),
    lastError: t('jobs.columns.lastError'),
  };

  return (
    <section className="job-failures" aria-labelledby="job-failures-title">
      <div className="job-failures__header">
        <h2 id="job-failures-title" className="job-failures__title">
          {t('jobs.title')}
        </h2>
        <button
          type="button"
          className="button button--secondary"
          disabled={failures.isFetching}
          aria-busy={failures.isFetching}
          onClick={() => void failures.refetch()}
        >
          {failures.isFetching ? <Spinner /> : <RefreshIcon className="job-failures__button-icon" />}
          {t('jobs.refresh')}
        </button>
      </div>
      <p className="job-failures__subtitle">{t('jobs.subtitle')}</p>
      {failures.isError ? (
        <div className="alert alert--error" role="alert">
          <AlertIcon />
          <span>{apiErrorBody(failures.error)?.detail ?? t('jobs.loadFailed')}</span>
        </div>
      ) : !kinds ? (
        <p className="job-failures__empty" role="status">
          <Spinner />
          {t('jobs.loading')}
        </p>
      ) : kinds.every((kind) => kind.failed === 0 && kind.retrying === 0) ? (
        <p className="job-failures__empty">{t('jobs.none')}</p>
      ) : (
        <div className="job-failures__frame">
          <table className="job-failures__table">
            <caption className="visually-hidden">{t('jobs.caption')}</caption>
            <thead>
              <tr>
                {Object.entries(columns).map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {kinds.map((kind) => (
                <tr key={kind.kind}>
                  <td data-label={columns.kind}>
                    {t(`jobs.kinds.${kind.kind}`, { defaultValue: kind.kind })}
                    <code className="job-failures__kind">{kind.kind}</code>
                  </td>
                  <td data-label={columns.failed}>{kind.failed}</td>
                  <td data-label={columns.retrying}>{kind.retrying}</td>
                  <td data-label={columns.lastError} className="job-failures__error">
                    {kind.last_error ?? NOTHING}
                    {kind.last_error_at ? (
                      <span className="job-failures__when">
                        <DateTime value={kind.last_error_at} />
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
