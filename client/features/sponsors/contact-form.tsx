import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { sponsorContactFieldsSchema, type SponsorContact, type SponsorContactBody } from '../../../contract';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { formSubmit } from '../../lib/forms/form-submit';
import { useSponsorMessages } from './sponsor-errors';

export interface ContactFormValues {
  name: string;
  job_title: string;
  email: string;
  phone: string;
  is_primary: boolean;
  is_billing: boolean;
  receives_reports: boolean;
}

export function contactFormValues(contact?: SponsorContact): ContactFormValues {
  return {
    name: contact?.name ?? '',
    job_title: contact?.job_title ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    is_primary: contact?.is_primary ?? false,
    is_billing: contact?.is_billing ?? false,
    receives_reports: contact?.receives_reports ?? false,
  };
}

interface ContactFormProps {
  idPrefix: string;
  initial: ContactFormValues;
  busy: boolean;
  /** A problem the server found with a field: shown under it. */
  fieldErrors?: Partial<Record<keyof ContactFormValues, string>>;
  onSave: (body: SponsorContactBody) => void;
  onCancel: () => void;
}

const CHECKS = ['is_primary', 'is_billing', 'receives_reports'] as const;

/** A contact's fields; the same for a new contact and for an edit. What is typed stays until saved or cancelled. */
export function ContactForm({ idPrefix, initial, busy, fieldErrors = {}, onSave, onCancel }: ContactFormProps) {
  const { t } = useTranslation('admin');
  const messages = useSponsorMessages();
  const resolver = useMemo(() => zodResolver(sponsorContactFieldsSchema(messages)), [messages]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, SponsorContactBody>({ resolver, defaultValues: initial });
  const errorOf = (field: keyof ContactFormValues) => errors[field]?.message ?? fieldErrors[field];

  return (
    <form className="contact-form" method="post" noValidate onSubmit={formSubmit(handleSubmit(onSave))}>
      <div className="contact-form__grid">
        <TextField id={`${idPrefix}-name`} label={t('sponsors.contacts.name')} autoComplete="off" error={errorOf('name')} {...register('name')} />
        <TextField id={`${idPrefix}-job-title`} label={t('sponsors.contacts.job_title')} autoComplete="off" error={errorOf('job_title')} {...register('job_title')} />
        <TextField id={`${idPrefix}-email`} label={t('sponsors.contacts.email')} type="email" inputMode="email" autoComplete="off" error={errorOf('email')} {...register('email')} />
        <TextField id={`${idPrefix}-phone`} label={t('sponsors.contacts.phone')} type="tel" inputMode="tel" autoComplete="off" error={errorOf('phone')} {...register('phone')} />
      </div>
      <div className="contact-form__checks">
        {CHECKS.map((check) => (
          <label key={check} className="check">
            <input type="checkbox" {...register(check)} />
            <span>{t(`sponsors.contacts.${check}`)}</span>
          </label>
        ))}
      </div>
      {fieldErrors.is_primary && <p className="field__error">{fieldErrors.is_primary}</p>}
      <div className="contact-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('sponsors.contacts.cancel')}
        </button>
        <SubmitButton busy={busy} busyLabel={t('sponsors.contacts.saving')}>
          {t('sponsors.contacts.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
