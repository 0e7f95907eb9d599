import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CAMPAIGN_OBJECTIVES, DISCLOSURES, KPI_TARGETS, type PersonRef } from '../../../contract';
import { FormDateField } from '../../components/date-field/date-field';
import { RichText, RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { SelectField } from '../../components/select-field/select-field';
import { TextField } from '../../components/text-field/text-field';
import type { CampaignFormField, CampaignFormValues } from './campaign-form';

interface CampaignFormFieldsProps {
  register: UseFormRegister<CampaignFormValues>;
  control: Control<CampaignFormValues>;
  errors: FieldErrors<CampaignFormValues>;
  sponsors: readonly { sponsor_id: number; display_name: string }[];
  owners: readonly PersonRef[];
  /** Who may read money sees its fields; who may also change it edits them. */
  money: 'hidden' | 'read' | 'edit';
  readOnly: boolean;
  /** The saved brief, shown as text when the form is read only. */
  savedBrief: string;
}

const id = (field: CampaignFormField) => `campaign-${field.replaceAll('_', '-')}`;

/** Every field of a campaign, in four groups. */
export function CampaignFormFields({ register, control, errors, sponsors, owners, money, readOnly, savedBrief }: CampaignFormFieldsProps) {
  const { t } = useTranslation('admin');
  const text = (field: CampaignFormField, label: string, extra: { hint?: string; inputMode?: 'numeric' | 'decimal'; disabled?: boolean } = {}) => (
    <TextField
      key={field}
      id={id(field)}
      label={label}
      inputMode={extra.inputMode}
      hint={extra.hint}
      autoComplete="off"
      readOnly={readOnly}
      disabled={extra.disabled}
      error={errors[field]?.message}
      {...register(field)}
    />
  );
  const day = (field: CampaignFormField, label: string) => <FormDateField key={field} id={id(field)} label={label} readOnly={readOnly} control={control} name={field} />;
  const select = (field: CampaignFormField, label: string, options: readonly (readonly [string, string])[], emptyLabel?: string) => (
    <SelectField key={field} id={id(field)} label={label} options={options} emptyLabel={emptyLabel} disabled={readOnly} error={errors[field]?.message} {...register(field)} />
  );
  const kpiLabel = (key: (typeof KPI_TARGETS)[number]) => t(`campaigns.kpis.${key}`);
  const moneyKpi = (key: (typeof KPI_TARGETS)[number]) => key === 'cpm_minor' || key === 'cpe_minor';

  return (
    <div className="record-form__sections">
      <fieldset className="record-form__section">
        <legend className="record-form__legend">{t('campaigns.sections.identity')}</legend>
        <div className="record-form__grid">
        {text('name', t('campaigns.fields.name'))}
        {text('code', t('campaigns.fields.code'), { hint: t('campaigns.hints.code') })}
        {select('sponsor_id', t('campaigns.fields.sponsor_id'), sponsors.map((sponsor) => [String(sponsor.sponsor_id), sponsor.display_name] as const))}
        {select('owner_id', t('campaigns.fields.owner_id'), owners.map((owner) => [String(owner.user_id), owner.username] as const), t('campaigns.noOwner'))}
        {select('objective', t('campaigns.fields.objective'), CAMPAIGN_OBJECTIVES.map((objective) => [objective, t(`campaigns.objectives.${objective}`)] as const), t('campaigns.none'))}
        {day('starts_on', t('campaigns.fields.starts_on'))}
        {day('ends_on', t('campaigns.fields.ends_on'))}
        </div>
      </fieldset>
      <fieldset className="record-form__section record-form__wide">
        <legend id="campaign-brief-label" className="record-form__legend">{t('campaigns.sections.brief')}</legend>
        <div className="record-form__brief">
        {readOnly ? (
          <RichText html={savedBrief} empty={t('campaigns.brief.empty')} />
        ) : (
          <Controller
            control={control}
            name="brief"
            render={({ field }) => (
              <RichTextEditor
                id="campaign-brief"
                labelledBy="campaign-brief-label"
                value={field.value}
                onChange={field.onChange}
                describedBy={errors.brief ? 'campaign-brief-error' : undefined}
                texts={{
                  toolbar: t('campaigns.brief.toolbar'),
                  bold: t('campaigns.brief.bold'),
                  italic: t('campaigns.brief.italic'),
                  heading: t('campaigns.brief.heading'),
                  bulletList: t('campaigns.brief.bulletList'),
                  orderedList: t('campaigns.brief.orderedList'),
                  quote: t('campaigns.brief.quote'),
                  link: t('campaigns.brief.link'),
                  linkPrompt: t('campaigns.brief.linkPrompt'),
                }}
              />
            )}
          />
        )}
        {errors.brief && (
          <p id="campaign-brief-error" className="field__error">
            {errors.brief.message}
          </p>
        )}
        </div>
      </fieldset>
      <fieldset className="record-form__section">
        <legend className="record-form__legend">{t('campaigns.sections.targets')}</legend>
        <div className="record-form__grid">
        {KPI_TARGETS.filter((key) => money !== 'hidden' || !moneyKpi(key)).map((key) =>
          text(`kpi_${key}`, kpiLabel(key), { inputMode: key === 'er_bps' || moneyKpi(key) ? 'decimal' : 'numeric', disabled: moneyKpi(key) && money !== 'edit' }),
        )}
        {money !== 'hidden' && (
          <>
            {text('budget_minor', t('campaigns.fields.budget_minor'), { inputMode: 'decimal', disabled: money !== 'edit', hint: money === 'edit' ? undefined : t('campaigns.hints.money') })}
            {text('agency_fee_minor', t('campaigns.fields.agency_fee_minor'), { inputMode: 'decimal', disabled: money !== 'edit' })}
            {text('currency', t('campaigns.fields.currency'), { disabled: money !== 'edit' })}
          </>
        )}
        </div>
      </fieldset>
      <fieldset className="record-form__section">
        <legend className="record-form__legend">{t('campaigns.sections.rules')}</legend>
        <div className="record-form__grid">
        {text('hashtags', t('campaigns.fields.hashtags'), { hint: t('campaigns.hints.tags') })}
        {text('mentions', t('campaigns.fields.mentions'), { hint: t('campaigns.hints.tags') })}
        {select('disclosure', t('campaigns.fields.disclosure'), DISCLOSURES.map((disclosure) => [disclosure, t(`campaigns.disclosures.${disclosure}`)] as const))}
        {text('usage_rights', t('campaigns.fields.usage_rights'))}
        {text('exclusivity', t('campaigns.fields.exclusivity'))}
        </div>
      </fieldset>
    </div>
  );
}
