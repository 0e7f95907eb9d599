import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { IMPORT_ROW_OUTCOMES, type ImportRowOutcome, type ImportSummary } from '../../../contract';
import { Switch } from '../../components/switch/switch';
import { useAppServices } from '../../lib/app-services';
import { apiErrorBody } from '../../lib/api/api-errors';
import { Spinner } from '../../components/spinner/spinner';
import { ImportCounts } from './import-counts';
import { startImport } from './import-queries';
import { ImportRowsTable, type RowFilter } from './import-rows-table';

const NO_FILTER: RowFilter = {};
const OUTCOME_FILTERS: Record<ImportRowOutcome, RowFilter> = { new: { outcome: 'new' }, update: { outcome: 'update' }, error: { outcome: 'error' } };

/** The third step: what every row would do, the rows by outcome, and the run with or without "all or nothing". */
export function ImportPreviewStep({ summary, onStarted, onChangeMapping }: { summary: ImportSummary; onStarted: (summary: ImportSummary) => void; onChangeMapping: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { api } = useAppServices();
  const [shown, setShown] = useState<ImportRowOutcome | 'all'>(summary.preview && summary.preview.error > 0 ? 'error' : 'all');
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = summary.preview ?? { new: 0, update: 0, error: 0 };
  const applicable = preview.new + preview.update;
  const run = useMutation({
    mutationFn: () => startImport(api, summary.id, allOrNothing),
    onSuccess: onStarted,
    onError: (error) => {
      const code = apiErrorBody(error)?.code;
      setProblem(code === 'import_started' || code === 'import_not_previewed' ? t(`imports.errors.${code}`) : t('imports.preview.failed'));
    },
  });
  const format = (value: number) => value.toLocaleString(i18n.language);

  return (
    <div className="import-panel">
      <h2 className="import-panel__title">{t('imports.preview.title')}</h2>
      <ImportCounts
        label={t('imports.preview.title')}
        counts={IMPORT_ROW_OUTCOMES.map((outcome) => ({ key: outcome, label: t(`imports.preview.counts.${outcome}`), value: preview[outcome], tone: outcome }))}
      />
      <div className="import-filter" role="group" aria-label={t('imports.preview.filter')}>
        {(['all', ...IMPORT_ROW_OUTCOMES] as const).map((option) => (
          <button key={option} type="button" className="import-filter__option" aria-pressed={shown === option} onClick={() => setShown(option)}>
            {option === 'all' ? t('imports.preview.all') : `${t(`imports.preview.counts.${option}`)} (${format(preview[option])})`}
          </button>
        ))}
      </div>
      <ImportRowsTable summary={summary} filter={shown === 'all' ? NO_FILTER : OUTCOME_FILTERS[shown]} />
      <div className="import-panel__run">
        <Switch checked={allOrNothing} onChange={setAllOrNothing} label={t('imports.preview.allOrNothing')} />
        <p className="field__hint">{t('imports.preview.allOrNothingHint')}</p>
      </div>
      {applicable === 0 && <p className="import-panel__note">{t('imports.preview.nothingToRun')}</p>}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="import-panel__actions">
        <button type="button" className="button button--secondary" onClick={onChangeMapping}>
          {t('imports.preview.changeMapping')}
        </button>
        <button type="button" className="button button--primary" disabled={applicable === 0 || run.isPending} aria-busy={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? <Spinner /> : null}
          {run.isPending ? t('imports.preview.starting') : t('imports.preview.run', { count: applicable })}
        </button>
      </div>
    </div>
  );
}
