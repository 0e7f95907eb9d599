import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { editConflictSchema, campaignDetailSchema, type CampaignDetail, type PersonRef, type UpdateCampaignBody } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { EditConflictPanel } from '../../components/record/edit-conflict-panel';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { useToast } from '../../components/toast/toast-provider';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { formatDayOrText } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useLeaveWarning } from '../../lib/forms/use-leave-warning';
import { campaignProblems, useCampaignMessages } from './campaign-errors';
import { campaignBody, campaignFormResolver, campaignFormValues, changedFields, type CampaignFormField, type CampaignFormValues } from './campaign-form';
import { CampaignFormFields } from './campaign-form-fields';
import { storeSavedCampaign } from './campaign-queries';

const campaignConflict = editConflictSchema(campaignDetailSchema);

/** The campaign as someone else saved it, when a save was refused as an edit conflict. */
export function conflictingCampaign(error: unknown): CampaignDetail | undefined {
  if (!isApiErrorResponse(error) || error.status !== 409) return undefined;
  const parsed = campaignConflict.safeParse(error.body);
  return parsed.success && parsed.data.code === 'edit_conflict' ? parsed.data.current : undefined;
}

interface CampaignDetailsFormProps {
  campaign: CampaignDetail;
  sponsors: readonly { sponsor_id: number; display_name: string }[];
  owners: readonly PersonRef[];
  money: 'hidden' | 'read' | 'edit';
  readOnly: boolean;
  onUnsavedChange: (unsaved: boolean) => void;
}

interface Base {
  version: number;
  values: CampaignFormValues;
}

/**
 * A campaign's details, edited in place; a save sends the changed fields with the version the
 * editor read. When someone else saved in between, both versions are shown and nothing typed is lost.
 */
export function CampaignDetailsForm({ campaign, sponsors, owners, money, readOnly, onUnsavedChange }: CampaignDetailsFormProps) {
  const { t } = useTranslation(['admin', 'common']);
  const language = usePageLanguage();
  const { api, queryClient } = useAppServices();
  const banner = useTimedBanner();
  const showToast = useToast();
  const messages = useCampaignMessages();
  const resolver = useMemo(() => campaignFormResolver(messages), [messages]);
  const [base, setBase] = useState<Base>(() => ({ version: campaign.version, values: campaignFormValues(campaign) }));
  const [conflict, setConflict] = useState<CampaignDetail | null>(null);
  const { register, handleSubmit, reset, setError, control, formState } = useForm<CampaignFormValues>({ resolver, defaultValues: base.values });
  const values = { ...base.values, ...useWatch({ control }) };
  const changed = changedFields(values, base.values);
  const unsaved = changed.length > 0;
  const blocker = useLeaveWarning(unsaved);
  const sponsorChoices = sponsors.some((sponsor) => sponsor.sponsor_id === campaign.sponsor.sponsor_id) ? sponsors : [campaign.sponsor, ...sponsors];
  const ownerChoices = campaign.owner && !owners.some((owner) => owner.user_id === campaign.owner?.user_id) ? [campaign.owner, ...owners] : owners;

  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const mutation = api.campaigns.update.useMutation({
    onSuccess: async ({ body }) => {
      const next = { version: body.version, values: campaignFormValues(body) };
      setBase(next);
      setConflict(null);
      reset(next.values);
      showToast(t('campaigns.record.saved'));
      await storeSavedCampaign(queryClient, body);
    },
    onError: (error) => {
      const current = conflictingCampaign(error);
      if (current) {
        setConflict(current);
        return;
      }
      const problems = campaignProblems(t, error, t('campaigns.record.failed'));
      for (const { field, message } of problems.fields) setError((field.startsWith('kpi_targets') ? 'kpi_views' : field) as CampaignFormField, { message }, { shouldFocus: true });
      if (problems.general) banner.show('error', problems.general);
    },
  });

  const save = (typed: CampaignFormValues, version: number, fields: readonly CampaignFormField[]) =>
    mutation.mutate({ params: { id: campaign.campaign_id }, body: { ...campaignBody(typed, fields), version } as UpdateCampaignBody });

  const shown = (field: CampaignFormField, value: string) => {
    if (field === 'sponsor_id') return sponsorChoices.find((sponsor) => String(sponsor.sponsor_id) === value)?.display_name ?? value;
    if (field === 'owner_id') return value === '' ? t('campaigns.noOwner') : (ownerChoices.find((owner) => String(owner.user_id) === value)?.username ?? value);
    if (field === 'brief') return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || t('campaigns.none');
    const text = field === 'starts_on' || field === 'ends_on' ? formatDayOrText(value, language) : value;
    return text.trim() === '' ? t('campaigns.none') : text;
  };
  const fieldLabel = (field: CampaignFormField) => (field.startsWith('kpi_') ? t(`campaigns.kpis.${field.slice(4) as 'views'}`) : t(`campaigns.fields.${field as 'name'}`));
  const conflictRows = conflict
    ? changed
        .map((field) => ({ field, theirs: campaignFormValues(conflict)[field], yours: values[field] }))
        .filter((row) => row.theirs.trim() !== row.yours.trim())
        .map((row) => ({ field: row.field, label: fieldLabel(row.field), theirs: shown(row.field, row.theirs), yours: shown(row.field, row.yours) }))
    : [];

  const keepMine = () => {
    if (!conflict) return;
    const next = { version: conflict.version, values: campaignFormValues(conflict) };
    setBase(next);
    reset({ ...next.values, ...Object.fromEntries(changed.map((field) => [field, values[field]])) }, { keepDefaultValues: false });
    save(values, conflict.version, changed);
  };

  const takeTheirs = () => {
    if (!conflict) return;
    const next = { version: conflict.version, values: campaignFormValues(conflict) };
    setBase(next);
    setConflict(null);
    reset(next.values);
    void storeSavedCampaign(queryClient, conflict);
  };

  return (
    <div className="campaign-details">
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {conflict && <EditConflictPanel title={t('campaigns.conflict.title')} rows={conflictRows} busy={mutation.isPending} onKeepMine={keepMine} onTakeTheirs={takeTheirs} />}
      <form className="record-form" method="post" noValidate onSubmit={formSubmit(handleSubmit((typed) => save(typed, base.version, changedFields(typed, base.values))))}>
        <CampaignFormFields
          register={register}
          control={control}
          errors={formState.errors}
          sponsors={sponsorChoices}
          owners={ownerChoices}
          money={money}
          readOnly={readOnly}
          savedBrief={campaign.brief}
        />
        {!readOnly && (
          <div className="record-form__actions">
            <button type="button" className="button button--secondary" disabled={!unsaved || mutation.isPending} onClick={() => reset(base.values)}>
              {t('campaigns.record.discard')}
            </button>
            <SubmitButton busy={mutation.isPending} busyLabel={t('campaigns.record.saving')} disabled={!unsaved || conflict !== null}>
              {t('campaigns.record.save')}
            </SubmitButton>
          </div>
        )}
      </form>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('campaigns.unsaved.title')}
          message={t('campaigns.unsaved.body')}
          confirmLabel={t('campaigns.unsaved.leave')}
          cancelLabel={t('campaigns.unsaved.stay')}
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      )}
    </div>
  );
}
