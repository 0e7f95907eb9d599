import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { campaignFieldsSchema, datesInOrder } from '../../../contract';
import { FormDateField } from '../../components/date-field/date-field';
import { Dialog } from '../../components/dialog/dialog';
import { SelectField } from '../../components/select-field/select-field';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { apiFieldErrors } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { translatedCampaignText, useCampaignMessages } from './campaign-errors';
import { sponsorOptionsQueryOptions, storeSavedCampaign } from './campaign-queries';

interface NewCampaign {
  sponsor_id: string;
  name: string;
  code: string;
  starts_on: string;
  ends_on: string;
}

/** A new campaign: its sponsor, name, code and dates; the campaign's page opens after it. */
export function NewCampaignDialog({ sponsorId, onClose }: { sponsorId?: string | undefined; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const navigate = useNavigate();
  const showToast = useToast();
  const messages = useCampaignMessages();
  const sponsors = useQuery(sponsorOptionsQueryOptions(api));
  const schema = useMemo(() => {
    const fields = campaignFieldsSchema(messages).shape;
    return z
      .object({
        sponsor_id: z.string().min(1, messages.sponsorRequired),
        name: fields.name.unwrap(),
        code: fields.code,
        starts_on: z.literal('').or(fields.starts_on.unwrap().unwrap()),
        ends_on: z.literal('').or(fields.ends_on.unwrap().unwrap()),
      })
      .superRefine(datesInOrder(messages));
  }, [messages]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewCampaign>({ resolver: zodResolver(schema) as never, defaultValues: { sponsor_id: sponsorId ?? '', name: '', code: '', starts_on: '', ends_on: '' } });

  const mutation = useMutation({
    mutationFn: async (values: NewCampaign) => {
      const created = await api.campaigns.create.mutate({
        body: { sponsor_id: Number(values.sponsor_id), name: values.name, code: values.code || null, starts_on: values.starts_on || null, ends_on: values.ends_on || null },
      });
      if (created.status !== 201) throw created;
      return created.body;
    },
    onSuccess: async (campaign) => {
      await storeSavedCampaign(queryClient, campaign);
      showToast(t('campaigns.create.created'));
      onClose();
      await navigate(`/campagne/${campaign.campaign_id}`);
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      for (const { field, message, code } of fields) setError(field as keyof NewCampaign, { message: translatedCampaignText(t, code, message) });
      if (fields.length === 0) setError('name', { message: t('campaigns.create.failed') });
    },
  });

  return (
    <Dialog title={t('campaigns.create.title')} description={t('campaigns.create.description')} closeLabel={t('campaigns.create.cancel')} onClose={onClose}>
      <form className="dialog__form" method="post" noValidate onSubmit={formSubmit(handleSubmit((values) => mutation.mutate(values)))}>
        <SelectField
          id="new-campaign-sponsor"
          label={t('campaigns.fields.sponsor_id')}
          emptyLabel=""
          options={(sponsors.data ?? []).map((sponsor) => [String(sponsor.sponsor_id), sponsor.display_name] as const)}
          error={errors.sponsor_id?.message}
          {...register('sponsor_id')}
        />
        <TextField id="new-campaign-name" label={t('campaigns.fields.name')} autoComplete="off" data-autofocus error={errors.name?.message} {...register('name')} />
        <TextField id="new-campaign-code" label={t('campaigns.fields.code')} hint={t('campaigns.hints.code')} autoComplete="off" error={errors.code?.message} {...register('code')} />
        <div className="form-row">
          <FormDateField id="new-campaign-starts" label={t('campaigns.fields.starts_on')} control={control} name="starts_on" />
          <FormDateField id="new-campaign-ends" label={t('campaigns.fields.ends_on')} control={control} name="ends_on" />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('campaigns.create.cancel')}
          </button>
          <SubmitButton busy={mutation.isPending} busyLabel={t('campaigns.create.saving')}>
            {t('campaigns.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
