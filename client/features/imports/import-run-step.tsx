import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { IMPORT_ROW_RESULTS, type ImportSummary } from '../../../contract';
import { DownloadIcon } from '../../components/icons/icons';
import { Spinner } from '../../components/spinner/spinner';
import { useAppServices } from '../../lib/app-services';
import { saveDownload } from '../../lib/dom/save-download';
import { isRunning, rejectedRows } from './import-queries';
import { ImportCounts } from './import-counts';
import { ImportRowsTable, type RowFilter } from './import-rows-table';
import { useImportTexts } from './import-texts';
import { rejectedRowsCsv } from './rejected-rows-csv';

const REJECTED: RowFilter = { result: 'rejected' };

/** The last step: the job's progress, then what it created, updated and rejected, with the rejected rows as a report. */
export function ImportRunStep({ summary, listPath, onAnother }: { summary: ImportSummary; listPath: string; onAnother: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { api, queryClient } = useAppServices();
  const texts = useImportTexts(summary.entity);
  const running = isRunning(summary);
  const result = summary.result ?? { created: 0, updated: 0, rejected: 0 };
  const format = (value: number) => value.toLocaleString(i18n.language);
  const report = useMutation({
    mutationFn: () => rejectedRows(api, summary.id),
    onSuccess: (rows) => {
      const csv = rejectedRowsCsv({ row: t('imports.run.reportRow'), problems: t('imports.run.reportProblems') }, summary.headers, rows, texts.describe);
      saveDownload(csv, `${t('imports.run.reportName')}-${summary.file_name.replace(/\.[^.]+$/, '')}.csv`, 'text/csv;charset=utf-8');
    },
  });

  useEffect(() => {
    // The lists of the imported records are read again (their cache keys start with the entity's name).
    if (!running) void queryClient.invalidateQueries({ queryKey: [summary.entity] });
  }, [running, queryClient, summary.entity]);

  return (
    <div className="import-panel">
      <h2 className="import-panel__title">{t('imports.run.title')}</h2>
      {running ? (
        <div className="import-progress">
          <p aria-live="polite">
            <Spinner />{' '}
            {summary.status === 'queued' ? t('imports.run.queued') : t('imports.run.running', { processed: format(summary.progress.processed), total: format(summary.progress.total) })}
          </p>
          <progress className="import-progress__bar" aria-label={t('imports.run.progress')} max={summary.progress.total} value={summary.progress.processed} />
        </div>
      ) : (
        <>
          <p className={summary.status === 'completed' ? 'import-panel__outcome' : 'import-panel__outcome import-panel__outcome--problem'} role="status">
            {summary.status === 'rolled_back' ? t('imports.run.rolled_back', { count: result.rejected }) : t(`imports.run.${summary.status === 'failed' ? 'failed' : 'completed'}`)}
          </p>
          <ImportCounts
            label={t('imports.run.title')}
            counts={IMPORT_ROW_RESULTS.map((key) => ({ key, label: t(`imports.run.counts.${key}`), value: result[key], tone: key }))}
          />
          {result.rejected > 0 && (
            <>
              <ImportRowsTable summary={summary} filter={REJECTED} />
              <div className="import-panel__actions import-panel__actions--start">
                <button type="button" className="button button--secondary" disabled={report.isPending} aria-busy={report.isPending} onClick={() => report.mutate()}>
                  {report.isPending ? <Spinner /> : <DownloadIcon />}
                  {t('imports.run.report')}
                </button>
              </div>
            </>
          )}
          <div className="import-panel__actions">
            <button type="button" className="button button--secondary" onClick={onAnother}>
              {t('imports.run.another')}
            </button>
            <Link className="button button--primary" to={listPath}>
              {t(`imports.run.toList.${summary.entity}`)}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
