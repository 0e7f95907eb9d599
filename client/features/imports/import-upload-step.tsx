import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ImportEntity, ImportSummary } from '../../../contract';
import { UploadIcon } from '../../components/icons/icons';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { useAppServices } from '../../lib/app-services';
import { apiErrorBody, apiFieldErrors } from '../../lib/api/api-errors';
import { uploadImport } from './import-queries';

const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_ERROR_CODES = ['no_file', 'no_header', 'no_rows', 'too_many_rows', 'too_many_columns', 'damaged_workbook', 'workbook_too_large', 'unreadable_csv', 'payload_too_large', 'unsupported_media_type'] as const;
type FileErrorCode = (typeof FILE_ERROR_CODES)[number];
const isFileErrorCode = (code: string | undefined): code is FileErrorCode => (FILE_ERROR_CODES as readonly (string | undefined)[]).includes(code);

/** The first step: a CSV or XLSX file, read by the server, which proposes the columns' fields. */
export function ImportUploadStep({ entity, onUploaded }: { entity: ImportEntity; onUploaded: (summary: ImportSummary) => void }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImport(api, entity, chosen),
    onSuccess: onUploaded,
    onError: (error) => {
      const code = apiFieldErrors(error)[0]?.code ?? apiErrorBody(error)?.code;
      setProblem(isFileErrorCode(code) ? t(`imports.upload.errors.${code}`) : t('imports.upload.failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(t('imports.upload.choose'));
    setProblem(null);
    upload.mutate(file);
  };

  return (
    <form className="import-panel" method="post" encType="multipart/form-data" noValidate onSubmit={submit}>
      <p className="import-panel__text">{t(`imports.upload.matching.${entity}`)}</p>
      <div className="field">
        <label className="field__label" htmlFor="import-file">
          {t('imports.upload.file')}
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          className="field__input import-panel__file"
          accept={ACCEPTED}
          aria-describedby={problem ? 'import-file-hint import-file-error' : 'import-file-hint'}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <p id="import-file-hint" className="field__hint">
          {t('imports.upload.hint')}
        </p>
        {problem && (
          <p id="import-file-error" className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="import-panel__actions">
        <SubmitButton busy={upload.isPending} busyLabel={t('imports.upload.uploading')} icon={<UploadIcon />}>
          {t('imports.upload.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
