import { formSubmit } from '../../lib/forms/form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { changePasswordFormSchema } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useValidationMessages } from '../../lib/i18n/validation-messages';
import { useAccountErrorText } from './use-account-error-text';
import { useChangePassword } from './change-password';

interface PasswordForm {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY_FORM: PasswordForm = { old_password: '', new_password: '', confirm_password: '' };

/**
 * Change password (spec section 5): the current password, a new one of at least 8 characters with
 * an uppercase letter and a digit, and its confirmation. The server signs out the other sessions.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation(['admin', 'common']);
  const messages = useValidationMessages();
  const schema = useMemo(() => changePasswordFormSchema(messages), [messages]);
  const banner = useTimedBanner();
  const errorText = useAccountErrorText('password');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_FORM });

  const mutation = useChangePassword({
    onSuccess: () => {
      reset(EMPTY_FORM);
      banner.show('success', t('account.password.success'));
    },
    onError: (error) => banner.show('error', errorText(error)),
  });
  const saving = mutation.isPending;

  return (
    <section className="account-card" aria-labelledby="change-password-title">
      <header className="account-card__header">
        <h2 id="change-password-title" className="account-card__title">
          {t('account.password.title')}
        </h2>
        <p className="account-card__description">{t('account.password.description')}</p>
      </header>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      <form className="account-card__form" method="post" noValidate onSubmit={formSubmit(handleSubmit(({ old_password, new_password }) => mutation.mutate({ body: { old_password, new_password } })))}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          id="old-password"
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...register('old_password')}
        />
        <TextField
          id="new-password"
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <TextField
          id="confirm-password"
          label={t('account.password.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <div className="account-card__actions">
          <SubmitButton busy={saving} busyLabel={t('account.saving')} disabled={!isDirty}>
            {t('account.password.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
