import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CreateSponsorBody } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { PageHeader } from '../../components/page-header/page-header';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { useToast } from '../../components/toast/toast-provider';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { useSession } from '../../lib/session/use-session';
import { useCreateSponsor } from './create-sponsor';
import { serverProblems, useSponsorMessages } from './sponsor-errors';
import { newSponsorFormValues, sponsorBody, sponsorFormResolver, type SponsorFormField, type SponsorFormValues } from './sponsor-form';
import { SponsorFormFields } from './sponsor-form-fields';
import { ownerOptionsQueryOptions, storeSavedSponsor } from './sponsor-queries';

/** /admin-home, the sidebar's "new sponsor": the creation form; the new sponsor's page opens after it. */
export function NewSponsorPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const showToast = useToast();
  const banner = useTimedBanner();
  const messages = useSponsorMessages();
  const resolver = useMemo(() => sponsorFormResolver(messages), [messages]);
  const owners = useQuery(ownerOptionsQueryOptions(api));
  const form = useForm<SponsorFormValues>({ resolver, defaultValues: newSponsorFormValues(session?.user.user_id ?? null) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const mutation = useCreateSponsor({
    onSuccess: async ({ body }) => {
      await storeSavedSponsor(queryClient, body);
      showToast(t('sponsors.record.saved'));
      await navigate(`/sponsor/${body.sponsor_id}`);
    },
    onError: (error) => {
      const problems = serverProblems(t, error, t('sponsors.create.failed'));
      for (const { field, message } of problems.fields) setError(field as SponsorFormField, { message }, { shouldFocus: true });
      if (problems.general) banner.show('error', problems.general);
    },
  });

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
      <form className="sponsor-form" method="post" noValidate onSubmit={formSubmit(handleSubmit((values) => mutation.mutate({ body: sponsorBody(values) as CreateSponsorBody })))}>
        <SponsorFormFields idPrefix="new-sponsor" register={register} errors={errors} owners={owners.data ?? []} />
        <div className="sponsor-form__actions">
          <SubmitButton busy={mutation.isPending} busyLabel={t('sponsors.create.saving')}>
            {t('sponsors.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
