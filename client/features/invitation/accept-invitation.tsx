import { formSubmit } from '../../lib/forms/form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ROLE_HOME, isLanguage } from '../../../contract';
import { AlertIcon } from '../../components/icons/icons';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { useAppServices } from '../../lib/app-services';
import { useValidationMessages } from '../../lib/i18n/validation-messages';
import { sessionQueryOptions } from '../../lib/session/session-query';
import { acceptFailure, acceptInvitationFormSchema, EMPTY_ACCEPT_FORM, type AcceptInvitationForm } from './accept-invitation-form';
import type { UnusableReason } from './invitation-link';

interface AcceptInvitationProps {
  token: string;
  email: string;
  /** The link stopped working while the form was open. */
  onUnusable: (reason: UnusableReason) => void;
  /** True from submitting until a failure: the new session must not bring back the signed-in notice. */
  onAcceptingChange: (accepting: boolean) => void;
}

/**
 * Username and password for the invited account. On success the user is signed in (the answer set
 * the session cookies), keeps the language this page was read in, is greeted like after a sign-in
 * and lands on their role's home.
 */
export function AcceptInvitation({ token, email, onUnusable, onAcceptingChange }: AcceptInvitationProps) {
  const { t, i18n } = useTranslation();
  const { api, queryClient } = useAppServices();
  const navigate = useNavigate();
  const showToast = useToast();
  const messages = useValidationMessages();
  const schema = useMemo(() => acceptInvitationFormSchema(messages), [messages]);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptInvitationForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_ACCEPT_FORM });

  /** A new account starts in Italian (the preferences' default): it keeps the language this page was read in. */
  const keepLanguage = async (language: string) => {
    if (!isLanguage(language)) return;
    try {
      const response = await api.account.updatePreferences.mutate({ body: { language } });
      if (response.status !== 200) throw response;
    } catch (error) {
      // Spec section 8: a failed preference save is only logged; the account works in its default language.
      console.error('Saving the language of the new account failed', error);
    }
  };

  const mutation = useMutation({
    mutationFn: async ({ username, password }: AcceptInvitationForm) => {
      const pageLanguage = i18n.language;
      const response = await api.invitations.accept.mutate({ body: { token, username, password } });
      if (response.status !== 201) throw response;
      await keepLanguage(pageLanguage);
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions(api), staleTime: 0 });
      if (!session) throw new Error('The account was created, but its session could not be loaded');
      return session;
    },
    onMutate: () => {
      setFormProblem(null);
      onAcceptingChange(true);
    },
    onSuccess: async (session) => {
      // In the user's language, which the page switches to next, not in the sign-in page's.
      showToast(t('login.welcome', { username: session.user.username, lng: session.preferences.language }));
      await navigate(ROLE_HOME[session.user.role], { replace: true });
    },
    onError: (error) => {
      onAcceptingChange(false);
      const failure = acceptFailure(error);
      if (failure.kind === 'unusable') onUnusable(failure.reason);
      else if (failure.kind === 'emailInUse') setFormProblem(t('invitation.emailInUse'));
      else if (failure.kind === 'other') setFormProblem(t('invitation.failed'));
      else {
        for (const problem of failure.problems) {
          setError(problem.field, { type: 'server', message: problem.usernameInUse ? t('validation.usernameInUse') : problem.message }, { shouldFocus: true });
        }
      }
    },
  });
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <form className="invitation-form" method="post" noValidate onSubmit={formSubmit(handleSubmit((form) => mutation.mutate(form)))}>
      {formProblem && (
        <div className="alert alert--error" role="alert">
          <AlertIcon />
          <span>{formProblem}</span>
        </div>
      )}
      {/* Lets password managers file the new password under the invited address. */}
      <input type="email" name="email" autoComplete="email" value={email} readOnly hidden />
      <TextField
        id="invitation-username"
        label={t('invitation.username')}
        hint={t('invitation.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="invitation-password"
        label={t('invitation.password')}
        hint={t('invitation.passwordHint')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="invitation-confirm-password"
        label={t('invitation.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <SubmitButton className="button--block" busy={busy} busyLabel={t('invitation.submitting')}>
        {t('invitation.submit')}
      </SubmitButton>
    </form>
  );
}
