import { formSubmit } from '../../lib/forms/form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginSchema, ROLE_HOME } from '../../../contract';
import { AlertIcon, EyeIcon, EyeOffIcon } from '../../components/icons/icons';
import { Logo } from '../../components/logo/logo';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { useToast } from '../../components/toast/toast-provider';
import { useAppServices } from '../../lib/app-services';
import { useValidationMessages } from '../../lib/i18n/validation-messages';
import { signIn, type Credentials } from '../../lib/session/sign-in';
import type { Session } from '../../lib/session/session-query';
import { safeRedirectTarget } from './safe-redirect';
import { signInErrorKey } from './sign-in-error';
import { ProductName } from '../../components/product-name/product-name';

function destinationAfterSignIn(session: Session, from: string | null): string {
  return safeRedirectTarget(from) ?? ROLE_HOME[session.user.role] ?? '/login';
}

export function LoginPage() {
  const { t } = useTranslation();
  const { api, queryClient } = useAppServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const showToast = useToast();
  const messages = useValidationMessages();
  const schema = useMemo(() => loginSchema(messages), [messages]);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({
    resolver: zodResolver(schema),
    defaultValues: { identifier: '', password: '', remember_me: true },
  });

  const signInMutation = useMutation({
    mutationFn: (credentials: Credentials) => signIn(api, queryClient, credentials),
    onSuccess: async (session) => {
      // In the user's language, which the page switches to next, not in the sign-in page's.
      showToast(t('login.welcome', { username: session.user.username, lng: session.preferences.language }));
      await navigate(destinationAfterSignIn(session, searchParams.get('from')), { replace: true });
    },
  });
  const busy = signInMutation.isPending;

  return (
    <div className="login">
      <aside className="login__brand" aria-hidden="true">
        <div className="login__brand-inner">
          <Logo size={56} />
          <p className="login__brand-name">
            <ProductName />
          </p>
          <p className="login__brand-tagline">{t('login.subtitle')}</p>
        </div>
      </aside>
      <main className="login__main">
        <div className="login__card">
          <div className="login__heading">
            <Logo size={40} />
            <h1 className="login__title">{t('login.title')}</h1>
            <p className="login__subtitle">{t('login.subtitle')}</p>
          </div>

          {signInMutation.isError && (
            <div className="alert alert--error" role="alert">
              <AlertIcon />
              <span>{t(signInErrorKey(signInMutation.error))}</span>
            </div>
          )}

          <form className="login__form" method="post" noValidate onSubmit={formSubmit(handleSubmit((credentials) => signInMutation.mutate(credentials)))}>
            <div className="field">
              <label className="field__label" htmlFor="login-identifier">
                {t('login.identifier')}
              </label>
              <input
                id="login-identifier"
                className="field__input"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={errors.identifier ? true : undefined}
                aria-describedby={errors.identifier ? 'login-identifier-error' : undefined}
                {...register('identifier')}
              />
              {errors.identifier && (
                <p id="login-identifier-error" className="field__error">
                  {errors.identifier.message}
                </p>
              )}
            </div>

            <div className="field">
              <label className="field__label" htmlFor="login-password">
                {t('login.password')}
              </label>
              <div className="field__control">
                <input
                  id="login-password"
                  className="field__input login__password"
                  type={passwordVisible ? 'text' : 'password'}
                  autoComplete="current-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? 'login-password-error' : undefined}
                  {...register('password')}
                />
                <button
                  type="button"
                  className="icon-button login__reveal"
                  aria-controls="login-password"
                  aria-label={passwordVisible ? t('login.hidePassword') : t('login.showPassword')}
                  title={passwordVisible ? t('login.hidePassword') : t('login.showPassword')}
                  onClick={() => setPasswordVisible(!passwordVisible)}
                >
                  {passwordVisible ? <EyeOffIcon /> : <EyeIcon />}
                </button>
              </div>
              {errors.password && (
                <p id="login-password-error" className="field__error">
                  {errors.password.message}
                </p>
              )}
            </div>

            <div className="login__options">
              <label className="login__remember">
                {/* defaultChecked: the server-rendered form already shows the default (RHF sets it only on mount). */}
                <input type="checkbox" defaultChecked {...register('remember_me')} />
                <span>{t('login.rememberMe')}</span>
              </label>
              {/* The spec's placeholder: password recovery does not exist yet. */}
              <a className="login__forgot" href="#" onClick={(event) => event.preventDefault()}>
                {t('login.forgotPassword')}
              </a>
            </div>

            <SubmitButton className="button--block login__submit" busy={busy} busyLabel={t('login.submitting')}>
              {t('login.submit')}
            </SubmitButton>
          </form>
        </div>
        <p className="login__footer">{t('app.copyright')}</p>
      </main>
    </div>
  );
}
