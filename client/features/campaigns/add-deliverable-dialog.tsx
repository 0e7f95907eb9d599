import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DELIVERABLE_TYPES, PLATFORMS, createDeliverableSchema, deliverableValidationMessages, type Deal, type DeliverableValidationKey } from '../../../contract';
import { Dialog } from '../../components/dialog/dialog';
import { SelectField } from '../../components/select-field/select-field';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { DateField } from '../../components/date-field/date-field';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { deliverableProblem } from './deliverable-errors';
import { FormProblem } from '../../components/form-problem/form-problem';

interface AddDeliverableDialogProps {
  campaignId: number;
  deals: readonly Deal[];
  onAdded: () => void;
  onClose: () => void;
}

/** What a creator of the campaign must deliver, on which platform, and by when. */
export function AddDeliverableDialog({ campaignId, deals, onAdded, onClose }: AddDeliverableDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const [values, setValues] = useState({ deal: String(deals[0]?.deal_id ?? ''), platform: deals[0]?.creator.primary_account?.platform ?? 'instagram', type: 'reel', draft_due_on: '', publish_due_on: '', caption_requirements: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const setDay = (field: 'draft_due_on' | 'publish_due_on') => (day: string) => setValues((current) => ({ ...current, [field]: day }));
  const messages = Object.fromEntries(
    (Object.keys(deliverableValidationMessages) as DeliverableValidationKey[]).map((key) => [key, t(`campaigns.deliverables.validation.${key}`)]),
  ) as Record<DeliverableValidationKey, string>;

  const add = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const response = await api.campaigns.addDeliverable.mutate({ params: { id: campaignId, dealId: Number(values.deal) }, body: body as never });
      if (response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: onAdded,
    onError: (error) => setProblem(deliverableProblem(t, error, t('campaigns.deliverables.create.failed'))),
  });

  const submit = () => {
    const body = {
      platform: values.platform,
      type: values.type,
      draft_due_on: values.draft_due_on || null,
      publish_due_on: values.publish_due_on || null,
      caption_requirements: values.caption_requirements,
    };
    const checked = createDeliverableSchema(messages).safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    add.mutate(body);
  };

  return (
    <Dialog title={t('campaigns.deliverables.create.title')} closeLabel={t('campaigns.deliverables.create.cancel')} onClose={onClose}>
      <form
        className="dialog__form"
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField id="deliverable-deal" label={t('campaigns.deliverables.fields.deal')} options={deals.map((deal) => [String(deal.deal_id), deal.creator.stage_name] as const)} value={values.deal} onChange={set('deal')} data-autofocus />
        <div className="form-row">
          <SelectField id="deliverable-platform" label={t('campaigns.deliverables.fields.platform')} options={PLATFORMS.map((platform) => [platform, t(`creators.platforms.${platform}`)] as const)} value={values.platform} onChange={set('platform')} error={errors.platform} />
          <SelectField id="deliverable-type" label={t('campaigns.deliverables.fields.type')} options={DELIVERABLE_TYPES.map((type) => [type, t(`creators.deliverables.${type}`)] as const)} value={values.type} onChange={set('type')} error={errors.type} />
        </div>
        <div className="form-row">
          <DateField id="deliverable-draft-due" keepsTextThatIsNoDay label={t('campaigns.deliverables.fields.draft_due_on')} value={values.draft_due_on} onChange={setDay('draft_due_on')} error={errors.draft_due_on} />
          <DateField id="deliverable-publish-due" keepsTextThatIsNoDay label={t('campaigns.deliverables.fields.publish_due_on')} value={values.publish_due_on} onChange={setDay('publish_due_on')} error={errors.publish_due_on} />
        </div>
        <TextField id="deliverable-caption" label={t('campaigns.deliverables.fields.caption_requirements')} value={values.caption_requirements} onChange={set('caption_requirements')} error={errors.caption_requirements} />
        <FormProblem message={problem} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('campaigns.deliverables.create.cancel')}
          </button>
          <SubmitButton busy={add.isPending} busyLabel={t('campaigns.deliverables.create.saving')}>
            {t('campaigns.deliverables.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
