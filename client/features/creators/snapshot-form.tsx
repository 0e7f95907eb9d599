import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AVATAR_CONTENT_TYPES, snapshotBodySchema, type SnapshotBody } from '../../../contract';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { pictureFileProblem, pictureUploadProblem } from '../../lib/forms/picture-file';
import { creatorProblems, useCreatorMessages } from './creator-errors';
import { CREATORS_QUERY_KEY } from './creator-queries';

const COUNTS = ['followers', 'avg_likes', 'avg_comments', 'avg_shares', 'avg_saves', 'avg_views'] as const;
type Count = (typeof COUNTS)[number];
type SnapshotFormValues = Record<Count, string> & { captured_at: string; estimated: boolean };

/** Now, as a datetime-local input holds it (the reader's local time, to the minute). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function snapshotBody(values: SnapshotFormValues): Record<string, unknown> {
  const counts = Object.fromEntries(COUNTS.map((field) => [field, values[field].trim() === '' ? (field === 'followers' ? Number.NaN : null) : Number(values[field])]));
  const capturedAt = new Date(values.captured_at);
  return { ...counts, captured_at: Number.isNaN(capturedAt.getTime()) ? values.captured_at : capturedAt.toISOString(), estimated: values.estimated };
}

interface SnapshotFormProps {
  creatorId: number;
  accountId: number;
  idPrefix: string;
  /** A creator's own numbers need their screenshot. */
  evidenceRequired: boolean;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** An account's numbers at a moment, with the screenshot they were read from. */
export function SnapshotForm({ creatorId, accountId, idPrefix, evidenceRequired, onDone, onCancel }: SnapshotFormProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const messages = useCreatorMessages();
  const [file, setFile] = useState<File | undefined>();
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SnapshotFormValues>({
    defaultValues: { captured_at: localNow(), followers: '', avg_likes: '', avg_comments: '', avg_shares: '', avg_saves: '', avg_views: '', estimated: false },
    resolver: (values) => {
      const parsed = snapshotBodySchema(messages).safeParse(snapshotBody(values));
      if (parsed.success) return { values, errors: {} };
      return { values: {}, errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), { type: issue.code, message: issue.message }])) };
    },
  });

  const mutation = useMutation({
    mutationFn: async (values: SnapshotFormValues) => {
      const params = { id: creatorId, accountId };
      const created = await api.creators.addSnapshot.mutate({ params, body: snapshotBody(values) as SnapshotBody });
      if (created.status !== 201) throw created;
      if (!file) return null;
      const attached = await api.creators.uploadEvidence.mutate({ params: { ...params, snapshotId: created.body.snapshot_id }, body: { file } }).catch((error: unknown) => error);
      return attached && typeof attached === 'object' && 'status' in attached && attached.status === 200 ? null : attached;
    },
    onSuccess: async (evidenceFailure) => {
      await queryClient.invalidateQueries({ queryKey: CREATORS_QUERY_KEY });
      const problem = evidenceFailure ? pictureUploadProblem(evidenceFailure) : null;
      onDone(evidenceFailure ? t('creators.accounts.evidenceFailed', { reason: problem ? t(`common:pictureProblems.${problem}`) : t('creators.record.failed') }) : t('creators.accounts.numbersAdded'));
    },
    onError: (error) => {
      const problems = creatorProblems(t, error, t('creators.record.failed'));
      for (const { field, message } of problems.fields) setError(field as keyof SnapshotFormValues, { message });
      setGeneral(problems.general);
    },
  });

  return (
    <form
      className="snapshot-form"
      method="post"
      noValidate
      onSubmit={formSubmit(
        handleSubmit((values) => {
          if (evidenceRequired && !file) setFileProblem(t('creators.accounts.evidenceHint'));
          else if (!fileProblem) mutation.mutate(values);
        }),
      )}
    >
      <div className="snapshot-form__grid">
        <TextField id={`${idPrefix}-captured-at`} label={t('creators.accounts.capturedAt')} type="datetime-local" error={errors.captured_at?.message} {...register('captured_at')} />
        {COUNTS.map((field) => (
          <TextField
            key={field}
            id={`${idPrefix}-${field.replaceAll('_', '-')}`}
            label={field === 'followers' ? t('creators.accounts.followers') : t(`creators.accounts.${field}`)}
            inputMode="numeric"
            autoComplete="off"
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
        <TextField
          id={`${idPrefix}-evidence`}
          label={t('creators.accounts.evidence')}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          hint={t('creators.accounts.evidenceHint')}
          error={fileProblem}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            const problem = chosen ? pictureFileProblem(chosen) : null;
            setFileProblem(problem ? t(`common:pictureProblems.${problem}`) : undefined);
            setFile(chosen && !problem ? chosen : undefined);
          }}
        />
      </div>
      <label className="check">
        <input type="checkbox" {...register('estimated')} />
        <span>{t('creators.accounts.estimated')}</span>
      </label>
      {general && <p className="field__error">{general}</p>}
      <div className="contact-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('creators.accounts.cancel')}
        </button>
        <SubmitButton busy={mutation.isPending} busyLabel={t('creators.accounts.saving')}>
          {t('creators.accounts.addNumbers')}
        </SubmitButton>
      </div>
    </form>
  );
}
