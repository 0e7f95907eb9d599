import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CREATOR_SELF_FIELDS, TAX_REGIMES, type CreatorCategory, type CreatorDetail, type PersonRef, type UpdateCreatorBody } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { FormDateField } from '../../components/date-field/date-field';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { EditConflictPanel } from '../../components/record/edit-conflict-panel';
import { SelectField } from '../../components/select-field/select-field';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { formatDayOrText } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useLeaveWarning } from '../../lib/forms/use-leave-warning';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { editConflictSchema, creatorDetailSchema } from '../../../contract';
import { creatorProblems, useCreatorMessages } from './creator-errors';
import { changedCreatorFields, creatorBody, creatorFormResolver, creatorFormValues, formFieldOf, type CreatorFormField, type CreatorFormValues } from './creator-form';
import { storeSavedCreator } from './creator-queries';

const creatorConflict = editConflictSchema(creatorDetailSchema);

interface CreatorDetailsFormProps {
  creator: CreatorDetail;
  /** `self`: a creator editing their own profile (only the fields they may change). */
  mode: 'staff' | 'self';
  managers: readonly PersonRef[];
  categories: readonly CreatorCategory[];
  readOnly: boolean;
  /** The reader may change money fields (commission, IBAN). */
  mayChangeMoney: boolean;
  onUnsavedChange: (unsaved: boolean) => void;
}

type Section = { key: 'profile' | 'representation' | 'management' | 'tax'; fields: readonly CreatorFormField[] };
const SECTIONS: readonly Section[] = [
  { key: 'profile', fields: ['stage_name', 'legal_name', 'email', 'phone', 'country', 'city', 'languages'] },
  { key: 'representation', fields: ['exclusive', 'representation_start', 'representation_months', 'default_commission_pct'] },
  { key: 'management', fields: ['primary_manager_id', 'secondary_manager_id', 'category_ids', 'notes'] },
  { key: 'tax', fields: ['vat_number', 'tax_code', 'tax_regime', 'iban'] },
];
const MONEY: readonly CreatorFormField[] = ['default_commission_pct', 'iban'];

/**
 * A creator's details, edited in place. A save sends the changed fields with the version the
 * editor read; a conflict shows both versions and keeps what was typed. Fields the reader may not
 * see (money, notes) are absent from the answer, so they are absent from the form.
 */
export function CreatorDetailsForm({ creator, mode, managers, categories, readOnly, mayChangeMoney, onUnsavedChange }: CreatorDetailsFormProps) {
  const { t } = useTranslation(['admin', 'common']);
  const language = usePageLanguage();
  const { api, queryClient } = useAppServices();
  const banner = useTimedBanner();
  const showToast = useToast();
  const messages = useCreatorMessages();
  const editable = useMemo(() => {
    const present = (field: CreatorFormField) => (field === 'default_commission_pct' ? 'default_commission_bps' in creator : field === 'iban' || field === 'notes' ? field in creator : true);
    const own = (field: CreatorFormField) => mode === 'staff' || (CREATOR_SELF_FIELDS as readonly string[]).includes(field);
    return SECTIONS.flatMap((section) => section.fields).filter((field) => present(field) && own(field));
  }, [creator, mode]);
  const resolver = useMemo(() => creatorFormResolver(messages, editable), [messages, editable]);
  const [base, setBase] = useState(() => ({ version: creator.version, values: creatorFormValues(creator) }));
  const [conflict, setConflict] = useState<CreatorDetail | null>(null);
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, reset, setError, control, formState } = useForm<CreatorFormValues>({ resolver, defaultValues: base.values });
  const values = { ...base.values, ...useWatch({ control }) } as CreatorFormValues;
  const changed = changedCreatorFields(values, base.values, editable);
  const unsaved = changed.length > 0;
  const blocker = useLeaveWarning(unsaved);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  async function save(typed: CreatorFormValues, version: number, fields: readonly CreatorFormField[]) {
    setSaving(true);
    try {
      const response = await api.creators.update.mutate({ params: { id: creator.creator_id }, body: { ...creatorBody(typed, fields), version } as UpdateCreatorBody });
      if (response.status !== 200) throw response;
      const next = { version: response.body.version, values: creatorFormValues(response.body) };
      setBase(next);
      setConflict(null);
      reset(next.values);
      showToast(mode === 'self' ? t('creators.area.saved') : t('creators.record.saved'));
      await storeSavedCreator(queryClient, response.body);
    } catch (error) {
      const parsed = isApiErrorResponse(error) && error.status === 409 ? creatorConflict.safeParse(error.body) : null;
      if (parsed?.success && parsed.data.code === 'edit_conflict') {
        setConflict(parsed.data.current);
        return;
      }
      const problems = creatorProblems(t, error, t('creators.record.failed'));
      for (const { field, message } of problems.fields) {
        const formField = formFieldOf(field.split('.')[0]!);
        if (formField) setError(formField, { message }, { shouldFocus: true });
      }
      if (problems.general) banner.show('error', problems.general);
    } finally {
      setSaving(false);
    }
  }

  const shown = (field: CreatorFormField, value: CreatorFormValues[CreatorFormField]): string => {
    if (field === 'primary_manager_id' || field === 'secondary_manager_id') return value === '' ? t('creators.noManager') : (managers.find((person) => String(person.user_id) === value)?.username ?? String(value));
    if (field === 'category_ids') return (value as string[]).map((id) => categories.find((category) => String(category.category_id) === id)?.name ?? id).join(', ') || t('creators.none');
    if (field === 'exclusive') return value ? '✓' : '✗';
    const text = field === 'representation_start' ? formatDayOrText(String(value), language) : String(value);
    return text.trim() === '' ? t('creators.none') : text;
  };

  function input(field: CreatorFormField) {
    const id = `creator-${field.replaceAll('_', '-')}`;
    const label = t(`creators.fields.${field}`);
    const error = formState.errors[field]?.message;
    const locked = readOnly || (MONEY.includes(field) && !mayChangeMoney);
    if (field === 'exclusive') {
      return (
        <label key={field} className="check creator-form__check">
          <input type="checkbox" disabled={locked} {...register('exclusive')} />
          <span>{label}</span>
        </label>
      );
    }
    if (field === 'category_ids') {
      return (
        <fieldset key={field} className="creator-form__wide creator-form__choices">
          <legend className="field__label">{label}</legend>
          {categories.map((category) => (
            <label key={category.category_id} className="check">
              <input type="checkbox" value={String(category.category_id)} disabled={locked} {...register('category_ids')} />
              <span>{category.name}</span>
            </label>
          ))}
          {error && <p className="field__error">{error}</p>}
        </fieldset>
      );
    }
    if (field === 'primary_manager_id' || field === 'secondary_manager_id' || field === 'tax_regime') {
      const options = field === 'tax_regime' ? TAX_REGIMES.map((regime) => [regime, t(`creators.taxRegimes.${regime}`)] as const) : managers.map((person) => [String(person.user_id), person.username] as const);
      const current = field === 'tax_regime' ? null : field === 'primary_manager_id' ? creator.primary_manager : creator.secondary_manager;
      const all = current && !options.some(([value]) => value === String(current.user_id)) ? [[String(current.user_id), current.username] as const, ...options] : options;
      return (
        <SelectField
          key={field}
          id={id}
          label={label}
          options={all}
          emptyLabel={field === 'tax_regime' ? t('creators.notSet') : t('creators.noManager')}
          error={error}
          disabled={locked}
          {...register(field)}
        />
      );
    }
    if (field === 'notes') {
      return (
        <div className="field creator-form__wide" key={field}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <textarea id={id} className="field__input creator-form__notes" rows={3} readOnly={locked} {...register('notes')} />
          {error && <p className="field__error">{error}</p>}
        </div>
      );
    }
    if (field === 'representation_start') return <FormDateField key={field} id={id} label={label} readOnly={locked} control={control} name={field} />;
    const type = field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text';
    const hint = field === 'languages' || field === 'iban' || field === 'country' ? t(`creators.hints.${field}`) : undefined;
    return <TextField key={field} id={id} label={label} type={type} autoComplete="off" readOnly={locked} error={error} hint={hint} {...register(field)} />;
  }

  const sections = SECTIONS.map((section) => ({ ...section, fields: section.fields.filter((field) => editable.includes(field)) })).filter((section) => section.fields.length > 0);

  return (
    <div className="creator-details">
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {conflict && (
        <EditConflictPanel
          title={t('creators.conflict.title')}
          rows={changed
            .map((field) => ({ field, label: t(`creators.fields.${field}`), theirs: shown(field, creatorFormValues(conflict)[field]), yours: shown(field, values[field]) }))
            .filter((row) => row.theirs !== row.yours)}
          busy={saving}
          onKeepMine={() => {
            const next = { version: conflict.version, values: creatorFormValues(conflict) };
            setBase(next);
            reset({ ...next.values, ...Object.fromEntries(changed.map((field) => [field, values[field]])) });
            void save(values, conflict.version, changed);
          }}
          onTakeTheirs={() => {
            const next = { version: conflict.version, values: creatorFormValues(conflict) };
            setBase(next);
            setConflict(null);
            reset(next.values);
            void storeSavedCreator(queryClient, conflict);
          }}
        />
      )}
      <form className="record-form" method="post" noValidate onSubmit={formSubmit(handleSubmit((typed) => save(typed, base.version, changedCreatorFields(typed, base.values, editable))))}>
        <div className="record-form__sections">
          {sections.map((section) => (
            <fieldset key={section.key} className="record-form__section">
              <legend className="record-form__legend">{t(`creators.sections.${section.key}`)}</legend>
              <div className="record-form__grid">{section.fields.map(input)}</div>
            </fieldset>
          ))}
        </div>
        {!readOnly && (
          <div className="record-form__actions">
            <button type="button" className="button button--secondary" disabled={!unsaved || saving} onClick={() => reset(base.values)}>
              {t('creators.record.discard')}
            </button>
            <SubmitButton busy={saving} busyLabel={t('creators.record.saving')} disabled={!unsaved || conflict !== null}>
              {t('creators.record.save')}
            </SubmitButton>
          </div>
        )}
      </form>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('creators.unsaved.title')}
          message={t('creators.unsaved.body')}
          confirmLabel={t('creators.unsaved.leave')}
          cancelLabel={t('creators.unsaved.stay')}
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      )}
    </div>
  );
}
