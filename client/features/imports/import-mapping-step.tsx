import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { IMPORT_FIELDS, can, type ImportField, type ImportMapping, type ImportSummary } from '../../../contract';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { useAppServices } from '../../lib/app-services';
import { apiErrorBody, apiFieldErrors } from '../../lib/api/api-errors';
import { useSession } from '../../lib/session/use-session';
import { columnLetter } from './column-letter';
import { previewImport } from './import-queries';
import { useImportTexts } from './import-texts';

const MAPPING_ERROR_CODES = ['required', 'unknown_column', 'money_not_allowed', 'unknown_field'] as const;
type MappingErrorCode = (typeof MAPPING_ERROR_CODES)[number];
const isMappingErrorCode = (code: string): code is MappingErrorCode => (MAPPING_ERROR_CODES as readonly string[]).includes(code);

function FieldMarks({ field }: { field: ImportField }) {
  const { t } = useTranslation('admin');
  const marks = [
    field.required === 'always' && t('imports.mapping.required'),
    field.required === 'new' && t('imports.mapping.requiredNew'),
    field.key && t('imports.mapping.key'),
    field.money && t('imports.mapping.money'),
  ].filter(Boolean);
  return marks.length > 0 ? <span className="import-mapping__marks">{marks.join(' · ')}</span> : null;
}

/** The second step: which column fills each field, proposed by the server (remembered or guessed by name). */
export function ImportMappingStep({ summary, onPreviewed, onCancel }: { summary: ImportSummary; onPreviewed: (summary: ImportSummary) => void; onCancel?: (() => void) | undefined }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const session = useSession();
  const texts = useImportTexts(summary.entity);
  const mayImportMoney = session ? can({ user_id: session.user.user_id, role: session.user.role }, 'update:money') : false;
  const fields = IMPORT_FIELDS[summary.entity].filter((field) => mayImportMoney || !field.money);
  const [mapping, setMapping] = useState<ImportMapping>(() => Object.fromEntries(fields.map((field) => [field.name, summary.mapping[field.name] ?? null])));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: (chosen: ImportMapping) => previewImport(api, summary.id, chosen),
    onSuccess: onPreviewed,
    onError: (error) => {
      const fieldErrors = apiFieldErrors(error);
      setProblems(Object.fromEntries(fieldErrors.map(({ field, code }) => [field, isMappingErrorCode(code) ? t(`imports.mapping.errors.${code}`) : t('imports.mapping.failed')])));
      const code = apiErrorBody(error)?.code;
      setGeneral(fieldErrors.length > 0 ? null : code === 'import_started' ? t('imports.errors.import_started') : t('imports.mapping.failed'));
    },
  });
  const columnName = (index: number) => `${columnLetter(index)} · ${summary.headers[index] || t('imports.mapping.columnName', { letter: columnLetter(index) })}`;
  const example = (column: number | null | undefined) => (column === null || column === undefined ? '' : (summary.sample.find((row) => row[column])?.[column] ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems({});
    setGeneral(null);
    preview.mutate(mapping);
  };

  return (
    <form className="import-panel" method="post" noValidate onSubmit={submit}>
      <h2 className="import-panel__title">{t('imports.mapping.title')}</h2>
      {summary.mapping_remembered && <p className="import-panel__note">{t('imports.mapping.remembered')}</p>}
      <p className="import-panel__text">{t('imports.mapping.emptyCells')}</p>
      <div className="import-table-frame">
        <table className="import-table import-mapping">
          <thead>
            <tr>
              <th scope="col">{t('imports.mapping.field')}</th>
              <th scope="col">{t('imports.mapping.column')}</th>
              <th scope="col">{t('imports.mapping.example')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const id = `import-map-${field.name}`;
              const problem = problems[field.name];
              return (
                <tr key={field.name}>
                  <th scope="row">
                    <label htmlFor={id}>{texts.fieldName(field.name)}</label>
                    <FieldMarks field={field} />
                  </th>
                  <td data-label={t('imports.mapping.column')}>
                    <select
                      id={id}
                      className="field__input"
                      value={mapping[field.name] ?? ''}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${id}-error` : undefined}
                      onChange={(event) => setMapping({ ...mapping, [field.name]: event.target.value === '' ? null : Number(event.target.value) })}
                    >
                      <option value="">{t('imports.mapping.none')}</option>
                      {summary.headers.map((_, index) => (
                        <option key={index} value={index}>
                          {columnName(index)}
                        </option>
                      ))}
                    </select>
                    {problem && (
                      <p id={`${id}-error`} className="field__error">
                        {problem}
                      </p>
                    )}
                  </td>
                  <td data-label={t('imports.mapping.example')} className="import-table__muted">
                    {example(mapping[field.name])}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {general && (
        <p className="field__error" role="alert">
          {general}
        </p>
      )}
      <div className="import-panel__actions">
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('imports.preview.title')}
          </button>
        )}
        <SubmitButton busy={preview.isPending} busyLabel={t('imports.mapping.previewing')}>
          {t('imports.mapping.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
