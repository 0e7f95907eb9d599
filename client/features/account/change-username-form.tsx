import { formSubmit } from '../../lib/forms/form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { changeUsernameSchema } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { useValidationMessages } from '../../lib/i18n/validation-messages';
import { useChangeUsername } from './change-username';
import { renameSignedInUser } from './rename-signed-in-user';
import { useAccountErrorText } from './use-account-error-text';

interface UsernameForm {
  new_username: string;
}

/** Change username (spec section 5): 3 to 50 letters, digits or underscores, not already in use. */
export function ChangeUsernameForm({ currentUsername }: { currentUsername: string }) {
  const { t } = useTranslation(['admin', 'common']);
  const services = useAppServices();
  const messages = useValidationMessages();
  const schema = useMemo(() => changeUsernameSchema(messages), [messages]);
  const banner = useTimedBanner();
  const errorText = useAccountErrorText('username');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<UsernameForm>({ resolver: zodResolver(schema), defaultValues: { new_username: currentUsername } });

  const mutation = useChangeUsername({
    onSuccess: ({ body: { new_username } }) => {
      renameSignedInUser(services, new_username);
      reset({ new_username });
      banner.show('success', t('account.username.success'));
    },
    onError: (error) => banner.show('error', errorText(error)),
  });
  const saving = mutation.isPending;

  return (
    <section className="account-card" aria-labelledby="change-username-title">
      <header className="account-card__header">
        <h2 id="change-username-title" className="account-card__title">
          {t('account.username.title')}
        </h2>
        <p className="account-card__description">{t('account.username.description')}</p>
      </header>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      <form className="account-card__form" method="post" noValidate onSubmit={formSubmit(handleSubmit((body) => mutation.mutate({ body })))}>
        <TextField
          id="new-username"
          label={t('account.username.label')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.new_username?.message}
          {...register('new_username')}
        />
        <div className="account-card__actions">
          <SubmitButton busy={saving} busyLabel={t('account.saving')} disabled={!isDirty}>
            {t('account.username.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
