import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { Deliverable } from '../../../contract';
import { FormProblem } from '../../components/form-problem/form-problem';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { isEditConflict } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { deliverableProblem } from './deliverable-errors';

interface CreatorPublishFormProps {
  deliverable: Deliverable;
  /** The disclosure the campaign asks for, as shown ("#adv"). */
  disclosure: string;
  onSaved: () => void;
  /** The deliverable changed since it was read: the page reads it again. */
  onConflict: () => void;
}

/**
 * The creator records their approved content as published: the post's address, when (now, when
 * left empty; a correction keeps the moment first recorded), and whether it shows the disclosure.
 */
export function CreatorPublishForm({ deliverable, disclosure, onSaved, onConflict }: CreatorPublishFormProps) {
  const { t } = useTranslation('creator');
  const { t: admin } = useTranslation('admin');
  const { api } = useAppServices();
  const id = `publish-${deliverable.deliverable_id}`;
  const [url, setUrl] = useState(deliverable.published_url ?? '');
  // The browser's local time; empty means now (or, for a correction, the moment already recorded).
  const [publishedAt, setPublishedAt] = useState('');
  const [disclosed, setDisclosed] = useState(deliverable.disclosure_present ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: async () => {
      const at = publishedAt ? new Date(publishedAt).toISOString() : (deliverable.published_at ?? undefined);
      const response = await api.campaigns.publishDeliverable.mutate({
        params: { id: deliverable.deliverable_id },
        body: { version: deliverable.version, published_url: url.trim(), disclosure_present: disclosed, ...(at ? { published_at: at } : {}) },
      });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: () => {
      setProblem(null);
      onSaved();
    },
    onError: (error) => {
      if (isEditConflict(error)) {
        setProblem(t('publish.conflict'));
        onConflict();
        return;
      }
      setProblem(deliverableProblem(admin, error, t('publish.failed')));
    },
  });

  return (
    <form
      className="drafts__form creator-publish"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate();
      }}
    >
      <h4 className="drafts__form-title">{t('publish.title')}</h4>
      <TextField id={`${id}-url`} type="url" inputMode="url" autoComplete="url" label={t('publish.url')} value={url} onChange={(event) => setUrl(event.target.value)} />
      <TextField id={`${id}-at`} type="datetime-local" label={t('publish.publishedAt')} hint={t('publish.publishedAtHint')} value={publishedAt} onChange={(event) => setPublishedAt(event.target.value)} />
      <label className="checkbox-field" htmlFor={`${id}-disclosure`}>
        <input id={`${id}-disclosure`} type="checkbox" checked={disclosed} onChange={(event) => setDisclosed(event.target.checked)} />
        {t('publish.disclosure', { disclosure })}
      </label>
      <FormProblem message={problem} />
      <SubmitButton busy={publish.isPending} busyLabel={t('publish.saving')}>
        {t('publish.submit')}
      </SubmitButton>
    </form>
  );
}
