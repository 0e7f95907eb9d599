import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { ImportEntity, ImportSummary } from '../../../contract';
import { PageHeader } from '../../components/page-header/page-header';
import { Spinner } from '../../components/spinner/spinner';
import { useAppServices } from '../../lib/app-services';
import { apiErrorBody } from '../../lib/api/api-errors';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPreviewStep } from './import-preview-step';
import { importIdOf, importQueryOptions, storeImport } from './import-queries';
import { ImportRunStep } from './import-run-step';
import { ImportUploadStep } from './import-upload-step';

const STEPS = ['upload', 'mapping', 'preview', 'run'] as const;
type Step = (typeof STEPS)[number];

const LIST_PATHS: Record<ImportEntity, string> = { sponsors: '/sponsor', creators: '/creatori' };

function stepOf(summary: ImportSummary | undefined, editingMapping: boolean): Step {
  if (!summary) return 'upload';
  if (summary.status === 'uploaded' || (summary.status === 'previewed' && editingMapping)) return 'mapping';
  return summary.status === 'previewed' ? 'preview' : 'run';
}

/** Where the import is: its steps, the current one marked. */
function ImportSteps({ current }: { current: Step }) {
  const { t } = useTranslation('admin');
  const reached = STEPS.indexOf(current);
  return (
    <ol className="import-steps" aria-label={t('imports.steps.label')}>
      {STEPS.map((step, index) => (
        <li key={step} className={index < reached ? 'import-steps__step import-steps__step--done' : 'import-steps__step'} aria-current={step === current ? 'step' : undefined}>
          <span className="import-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {t(`imports.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

/**
 * /sponsor/import and /creatori/import: a file in four steps (upload, columns, preview, run). The
 * import's id stays in the address, so a reload or a link returns to where it is.
 */
function ImportPage({ entity }: { entity: ImportEntity }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const id = importIdOf(searchParams);
  const summary = useQuery({ ...importQueryOptions(api, id ?? ''), enabled: id !== null });
  const [editingMapping, setEditingMapping] = useState(false);
  const current = id && summary.data?.entity === entity ? summary.data : undefined;
  const step = stepOf(current, editingMapping);
  const show = (next: ImportSummary) => {
    storeImport(queryClient, next);
    setEditingMapping(false);
    if (next.id !== id) setSearchParams({ id: next.id });
  };
  const startOver = () => {
    setEditingMapping(false);
    setSearchParams({});
  };

  return (
    <section className="import-page" aria-labelledby="import-title">
      <PageHeader
        titleId="import-title"
        title={t(`imports.title.${entity}`)}
        subtitle={t('imports.subtitle')}
        actions={
          <Link className="button button--secondary" to={LIST_PATHS[entity]}>
            {t(`imports.back.${entity}`)}
          </Link>
        }
      />
      <ImportSteps current={step} />
      {id && summary.isPending ? (
        <p className="import-page__loading">
          <Spinner /> {t('common:app.loading')}
        </p>
      ) : id && !current ? (
        <div className="import-page__missing" role="alert">
          <p>{summary.isError && apiErrorBody(summary.error)?.code !== 'not_found' ? t('imports.mapping.failed') : t('imports.errors.not_found')}</p>
          <button type="button" className="button button--secondary" onClick={startOver}>
            {t('imports.run.another')}
          </button>
        </div>
      ) : !current ? (
        <ImportUploadStep entity={entity} onUploaded={show} />
      ) : step === 'mapping' ? (
        <ImportMappingStep summary={current} onPreviewed={show} onCancel={current.status === 'previewed' ? () => setEditingMapping(false) : undefined} />
      ) : step === 'preview' ? (
        <ImportPreviewStep summary={current} onStarted={show} onChangeMapping={() => setEditingMapping(true)} />
      ) : (
        <ImportRunStep summary={current} listPath={LIST_PATHS[entity]} onAnother={startOver} />
      )}
    </section>
  );
}

export function SponsorImportPage() {
  return <ImportPage entity="sponsors" />;
}

export function CreatorImportPage() {
  return <ImportPage entity="creators" />;
}
