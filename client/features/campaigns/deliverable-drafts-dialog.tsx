import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DRAFT_OUTCOMES, DRAFT_SUBMITTABLE_STATUSES, type Deliverable, type Draft, type DraftList, type DraftOutcome } from '../../../contract';
import { DateTime } from '../../components/date-time/date-time';
import { Dialog } from '../../components/dialog/dialog';
import { SelectField } from '../../components/select-field/select-field';
import { Spinner } from '../../components/spinner/spinner';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { CAMPAIGNS_QUERY_KEY, deliverableDraftsQueryOptions } from './campaign-queries';
import { DeliverableStatusBadge } from './deliverable-status-badge';
import { deliverableProblem } from './deliverable-errors';
import { FormProblem } from '../../components/form-problem/form-problem';

interface DeliverableDraftsDialogProps {
  deliverable: Deliverable;
  may: { submit: boolean; review: boolean; publish: boolean };
  onChanged: (message: string) => void;
  onClose: () => void;
}

/** A deliverable's drafts, newest first with their reviews; sending the next version, reviewing the one in review, recording the publication. */
export function DeliverableDraftsDialog({ deliverable, may, onChanged, onClose }: DeliverableDraftsDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const drafts = useQuery(deliverableDraftsQueryOptions(api, deliverable.deliverable_id));
  const current = drafts.data?.deliverable ?? deliverable;
  const inReview = drafts.data?.drafts.find((draft) => draft.outcome === null);
  const content = `${t(`creators.platforms.${current.platform}`)} · ${t(`creators.deliverables.${current.type}`)}`;

  const saved = async (list: DraftList, message: string) => {
    queryClient.setQueryData(deliverableDraftsQueryOptions(api, deliverable.deliverable_id).queryKey, list);
    await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY, predicate: (query) => query.queryKey[1] === 'deliverables' });
    onChanged(message);
  };

  return (
    <Dialog title={t('campaigns.deliverables.drafts.title', { content, name: current.creator.stage_name })} closeLabel={t('campaigns.deliverables.drafts.close')} onClose={onClose}>
      <div className="drafts">
        <p className="drafts__status">
          <DeliverableStatusBadge status={current.status} overdue={current.overdue} />
        </p>
        {current.published_url && (
          <p className="drafts__published">
            <a href={current.published_url} target="_blank" rel="noopener noreferrer nofollow">
              {current.published_url}
            </a>{' '}
            · {current.disclosure_present ? t('campaigns.deliverables.drafts.disclosureYes') : t('campaigns.deliverables.drafts.disclosureNo')}
          </p>
        )}
        {!drafts.data ? (
          <p className="list-note" role="status">
            <Spinner />
            {t('common:app.loading')}
          </p>
        ) : drafts.data.drafts.length === 0 ? (
          <p className="list-note">{t('campaigns.deliverables.drafts.none')}</p>
        ) : (
          <ol className="drafts__list">
            {drafts.data.drafts.map((draft) => (
              <DraftEntry key={draft.draft_id} draft={draft} />
            ))}
          </ol>
        )}
        {may.review && inReview && <ReviewForm deliverableId={current.deliverable_id} draft={inReview} onSaved={(list) => saved(list, t('campaigns.deliverables.drafts.reviewed'))} />}
        {may.submit && DRAFT_SUBMITTABLE_STATUSES.includes(current.status) && (
          <SubmitDraftForm deliverableId={current.deliverable_id} onSaved={(list) => saved(list, t('campaigns.deliverables.drafts.submitted'))} />
        )}
        {may.publish && (current.status === 'approved' || current.status === 'published') && (
          <PublishForm deliverable={current} onSaved={async (published) => saved({ deliverable: published, drafts: drafts.data?.drafts ?? [] }, t('campaigns.deliverables.drafts.publishedDone'))} />
        )}
      </div>
    </Dialog>
  );
}

function DraftEntry({ draft }: { draft: Draft }) {
  const { t } = useTranslation('admin');
  return (
    <li className="drafts__entry">
      <div className="drafts__head">
        <strong>{t('campaigns.deliverables.drafts.version', { version: draft.version })}</strong>
        <span className={`record-status record-status--draft-${draft.outcome ?? 'in_review'}`}>
          {draft.outcome ? t(`campaigns.deliverables.drafts.outcomes.${draft.outcome}`) : t('campaigns.deliverables.drafts.inReview')}
        </span>
      </div>
      <p className="drafts__meta">
        {draft.submitted_by && `${t('campaigns.deliverables.drafts.submittedBy', { name: draft.submitted_by.username })} · `}
        <DateTime value={draft.submitted_at} />
      </p>
      {draft.caption && <p className="drafts__caption">{draft.caption}</p>}
      <p className="drafts__links">
        {draft.link_url && (
          <a href={draft.link_url} target="_blank" rel="noopener noreferrer nofollow">
            {t('campaigns.deliverables.drafts.link')}
          </a>
        )}
        {draft.file && <a href={draft.file.url}>{t('campaigns.deliverables.drafts.file', { name: draft.file.filename })}</a>}
      </p>
      {draft.feedback && (
        <blockquote className="drafts__feedback">
          <p>{draft.feedback}</p>
          {draft.reviewer && <footer>{t('campaigns.deliverables.drafts.reviewedBy', { name: draft.reviewer.username })}</footer>}
        </blockquote>
      )}
    </li>
  );
}

function SubmitDraftForm({ deliverableId, onSaved }: { deliverableId: number; onSaved: (list: DraftList) => Promise<void> }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const submit = useMutation({
    mutationFn: async () => {
      // A FormData of our own: the client library would send text fields JSON-encoded, quotes and all.
      const body = new FormData();
      if (file) body.append('file', file);
      if (link.trim()) body.append('link_url', link.trim());
      if (caption.trim()) body.append('caption', caption.trim());
      const response = await api.campaigns.submitDraft.mutate({ params: { id: deliverableId }, body: body as never });
      if (response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: async (list) => {
      setFile(null);
      setLink('');
      setCaption('');
      setProblem(null);
      setFormKey((key) => key + 1);
      await onSaved(list);
    },
    onError: (error) => setProblem(deliverableProblem(t, error, t('campaigns.deliverables.drafts.failed'))),
  });
  return (
    <form
      key={formKey}
      className="drafts__form"
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit.mutate();
      }}
    >
      <h3 className="drafts__form-title">{t('campaigns.deliverables.drafts.submitTitle')}</h3>
      <div className="field">
        <label className="field__label" htmlFor="draft-file">
          {t('campaigns.deliverables.drafts.fileField')}
        </label>
        <input id="draft-file" className="field__input" type="file" accept="image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm,application/pdf" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </div>
      <TextField id="draft-link" type="url" label={t('campaigns.deliverables.drafts.linkField')} value={link} onChange={(event) => setLink(event.target.value)} />
      <TextField id="draft-caption" label={t('campaigns.deliverables.drafts.captionField')} value={caption} onChange={(event) => setCaption(event.target.value)} />
      <FormProblem message={problem} />
      <SubmitButton busy={submit.isPending} busyLabel={t('campaigns.deliverables.drafts.submitting')}>
        {t('campaigns.deliverables.drafts.submit')}
      </SubmitButton>
    </form>
  );
}

function ReviewForm({ deliverableId, draft, onSaved }: { deliverableId: number; draft: Draft; onSaved: (list: DraftList) => Promise<void> }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const [outcome, setOutcome] = useState<DraftOutcome>('approved');
  const [feedback, setFeedback] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const review = useMutation({
    mutationFn: async () => {
      const response = await api.campaigns.reviewDraft.mutate({ params: { id: deliverableId, draftId: draft.draft_id }, body: { outcome, ...(feedback.trim() ? { feedback: feedback.trim() } : {}) } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: onSaved,
    onError: (error) => setProblem(deliverableProblem(t, error, t('campaigns.deliverables.drafts.failed'))),
  });
  return (
    <form
      className="drafts__form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review.mutate();
      }}
    >
      <h3 className="drafts__form-title">{t('campaigns.deliverables.drafts.reviewTitle', { version: draft.version })}</h3>
      <SelectField
        id="draft-outcome"
        label={t('campaigns.deliverables.drafts.outcome')}
        options={DRAFT_OUTCOMES.map((value) => [value, t(`campaigns.deliverables.drafts.outcomes.${value}`)] as const)}
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as DraftOutcome)}
      />
      <div className="field">
        <label className="field__label" htmlFor="draft-feedback">
          {t('campaigns.deliverables.drafts.feedbackField')}
        </label>
        <textarea id="draft-feedback" className="field__input drafts__feedback-input" rows={3} maxLength={5000} value={feedback} onChange={(event) => setFeedback(event.target.value)} />
      </div>
      <FormProblem message={problem} />
      <SubmitButton busy={review.isPending} busyLabel={t('campaigns.deliverables.drafts.reviewing')}>
        {t('campaigns.deliverables.drafts.review')}
      </SubmitButton>
    </form>
  );
}

function PublishForm({ deliverable, onSaved }: { deliverable: Deliverable; onSaved: (deliverable: Deliverable) => Promise<void> }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const [url, setUrl] = useState(deliverable.published_url ?? '');
  const [disclosure, setDisclosure] = useState(deliverable.disclosure_present ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: async () => {
      const response = await api.campaigns.publishDeliverable.mutate({ params: { id: deliverable.deliverable_id }, body: { version: deliverable.version, published_url: url.trim(), disclosure_present: disclosure } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: onSaved,
    onError: (error) => setProblem(deliverableProblem(t, error, t('campaigns.deliverables.drafts.failed'))),
  });
  return (
    <form
      className="drafts__form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate();
      }}
    >
      <h3 className="drafts__form-title">{t('campaigns.deliverables.drafts.publishTitle')}</h3>
      <TextField id="publish-url" type="url" label={t('campaigns.deliverables.drafts.urlField')} value={url} onChange={(event) => setUrl(event.target.value)} />
      <label className="checkbox-field" htmlFor="publish-disclosure">
        <input id="publish-disclosure" type="checkbox" checked={disclosure} onChange={(event) => setDisclosure(event.target.checked)} />
        {t('campaigns.deliverables.drafts.disclosureField')}
      </label>
      <FormProblem message={problem} />
      <SubmitButton busy={publish.isPending} busyLabel={t('campaigns.deliverables.drafts.publishing')}>
        {t('campaigns.deliverables.drafts.publish')}
      </SubmitButton>
    </form>
  );
}
