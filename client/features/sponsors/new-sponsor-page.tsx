import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { AVATAR_CONTENT_TYPES, sponsorContactFieldsSchema, type CreateSponsorBody, type SponsorContactBody } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { PageHeader } from '../../components/page-header/page-header';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { pictureFileProblem } from '../../lib/forms/picture-file';
import { useSession } from '../../lib/session/use-session';
import { createSponsor, type NewSponsorExtras } from './create-sponsor';
import { serverProblems, useSponsorMessages } from './sponsor-errors';
import { newSponsorFormValues, sponsorBody, sponsorFormResolver, type SponsorFormField, type SponsorFormValues } from './sponsor-form';
import { SponsorFormFields } from './sponsor-form-fields';
import { ownerOptionsQueryOptions, storeSavedSponsor } from './sponsor-queries';

interface FirstContact {
  name: string;
  email: string;
  phone: string;
}
const FIRST_CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * /admin-home, the sidebar's "new sponsor": the sponsor's fields, its logo and its first contact;
 * the new sponsor's page opens after it.
 */
export function NewSponsorPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const showToast = useToast();
  const banner = useTimedBanner();
  const messages = useSponsorMessages();
  const resolver = useMemo(() => sponsorFormResolver(messages), [messages]);
  const contactSchema = useMemo(() => sponsorContactFieldsSchema(messages).pick({ name: true, email: true, phone: true }), [messages]);
  const owners = useQuery(ownerOptionsQueryOptions(api));
  const form = useForm<SponsorFormValues>({ resolver, defaultValues: newSponsorFormValues(session?.user.user_id ?? null) });
  const contactForm = useForm<FirstContact>({ defaultValues: { name: '', email: '', phone: '' } });
  const [logo, setLogo] = useState<File | undefined>();
  const [logoProblem, setLogoProblem] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const mutation = useMutation({
    mutationFn: ({ body, extras }: { body: CreateSponsorBody; extras: NewSponsorExtras }) => createSponsor(api, body, extras),
    onSuccess: async ({ sponsor, failed }) => {
      await storeSavedSponsor(queryClient, sponsor);
      showToast(failed.length > 0 ? t('sponsors.create.partly', { parts: failed.map((part) => t(`sponsors.create.parts.${part}`)).join(', ') }) : t('sponsors.create.created'));
      await navigate(`/sponsor/${sponsor.sponsor_id}`);
    },
    onError: (error) => {
      const problems = serverProblems(t, error, t('sponsors.create.failed'));
      for (const { field, message } of problems.fields) setError(field as SponsorFormField, { message }, { shouldFocus: true });
      if (problems.general) banner.show('error', problems.general);
    },
  });

  /** The first contact, when any of its fields is filled; false when it is filled wrongly (its messages are shown). */
  function firstContact(): SponsorContactBody | undefined | false {
    const typed = contactForm.getValues();
    contactForm.clearErrors();
    if (FIRST_CONTACT_FIELDS.every((field) => typed[field].trim() === '')) return undefined;
    const parsed = contactSchema.safeParse(typed);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) contactForm.setError(issue.path[0] as keyof FirstContact, { message: issue.message });
    return false;
  }

  const submit = handleSubmit(
    (values) => {
      const contact = firstContact();
      if (contact === false || logoProblem) return;
      mutation.mutate({ body: sponsorBody(values) as CreateSponsorBody, extras: { logo, contact } });
    },
    () => firstContact(),
  );

  return (
    <section className="sponsor-create" aria-labelledby="sponsor-create-title">
      <PageHeader
        titleId="sponsor-create-title"
        title={t('sponsors.create.title')}
        subtitle={t('sponsors.create.subtitle')}
        actions={
          <Link className="button button--secondary" to="/sponsor">
            {t('sponsors.record.back')}
          </Link>
        }
      />
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      <form className="record-form" method="post" noValidate onSubmit={formSubmit(submit)}>
        <SponsorFormFields idPrefix="new-sponsor" register={register} errors={errors} owners={owners.data ?? []} />
        <div className="record-form__sections">
          <fieldset className="record-form__section">
            <legend className="record-form__legend">{t('sponsors.create.firstContact')}</legend>
            <div className="record-form__grid">
              <TextField id="new-sponsor-contact-name" label={t('sponsors.contacts.name')} autoComplete="off" error={contactForm.formState.errors.name?.message} {...contactForm.register('name')} />
              <TextField
                id="new-sponsor-contact-email"
                label={t('sponsors.contacts.email')}
                type="email"
                autoComplete="off"
                error={contactForm.formState.errors.email?.message}
                {...contactForm.register('email')}
              />
              <TextField
                id="new-sponsor-contact-phone"
                label={t('sponsors.contacts.phone')}
                type="tel"
                autoComplete="off"
                error={contactForm.formState.errors.phone?.message}
                {...contactForm.register('phone')}
              />
            </div>
          </fieldset>
          <fieldset className="record-form__section">
            <legend className="record-form__legend">{t('sponsors.logo.field')}</legend>
            <TextField
              id="new-sponsor-logo"
              label={t('sponsors.logo.upload')}
              type="file"
              accept={AVATAR_CONTENT_TYPES.join(',')}
              hint={t('sponsors.logo.hint')}
              error={logoProblem}
              onChange={(event) => {
                const file = event.target.files?.[0];
                const problem = file ? pictureFileProblem(file) : null;
                setLogoProblem(problem ? t(`common:pictureProblems.${problem}`) : undefined);
                setLogo(file && !problem ? file : undefined);
              }}
            />
          </fieldset>
        </div>
        <div className="record-form__actions">
          <SubmitButton busy={mutation.isPending} busyLabel={t('sponsors.create.saving')}>
            {t('sponsors.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
