import { formSubmit } from '../../../lib/forms/form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import { createUserSchema, type Role } from '../../../../contract';
import { Dialog } from '../../../components/dialog/dialog';
import { AlertIcon } from '../../../components/icons/icons';
import { SubmitButton } from '../../../components/submit-button/submit-button';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { useAppServices } from '../../../lib/app-services';
import { useValidationMessages } from '../../../lib/i18n/validation-messages';
import { RoleField } from '../role-field';
import { serverDetailOr } from '../server-detail';
import { USERS_QUERY_KEY } from '../user-admin-queries';
import { newUserProblems } from './new-user-problems';

type NewUser = z.infer<ReturnType<typeof createUserSchema>>;

interface NewUserDialogProps {
  /** The roles the actor may create, the default first. */
  roles: Role[];
  onClose: () => void;
}

/** Creates a user directly (spec section 5's create-user rules); a username or e-mail in use shows on its field. */
export function NewUserDialog({ roles, onClose }: NewUserDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const showToast = useToast();
  const messages = useValidationMessages();
  const schema = useMemo(() => createUserSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewUser>({ resolver: zodResolver(schema), defaultValues: { username: '', email: '', password: '', role: roles[0] ?? 'creator' } });

  const mutation = useMutation({
    mutationFn: async (user: NewUser) => {
      const response = await api.users.create.mutate({ body: user });
      if (response.status !== 201) throw response;
      return response.body;
    },
    onSuccess: async (created) => {
      showToast(t('userAdmin.newUser.created', { username: created.username }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
    onError: (error) => {
      for (const problem of newUserProblems(error)) {
        const message =
          problem.key === 'usernameInUse'
            ? t('common:validation.usernameInUse')
            : problem.key === 'emailInUse'
              ? t('userAdmin.newUser.emailInUse')
              : problem.message;
        setError(problem.field, { type: 'server', message }, { shouldFocus: true });
      }
    },
  });
  const creating = mutation.isPending;
  const refused = mutation.isError && newUserProblems(mutation.error).length === 0;

  return (
    <Dialog title={t('userAdmin.newUser.title')} description={t('userAdmin.newUser.description')} closeLabel={t('userAdmin.close')} onClose={onClose}>
      <form className="dialog__body" method="post" noValidate onSubmit={formSubmit(handleSubmit((user) => mutation.mutate(user)))}>
        {refused && (
          <div className="alert alert--error" role="alert">
            <AlertIcon />
            <span>{serverDetailOr(mutation.error, t('userAdmin.newUser.failed'))}</span>
          </div>
        )}
        <TextField
          id="new-user-username"
          label={t('userAdmin.newUser.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          id="new-user-email"
          label={t('userAdmin.newUser.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="new-user-password"
          label={t('userAdmin.newUser.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <RoleField id="new-user-role" label={t('userAdmin.newUser.role')} roles={roles} registration={register('role')} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('userAdmin.cancel')}
          </button>
          <SubmitButton busy={creating} busyLabel={t('userAdmin.newUser.submitting')}>
            {t('userAdmin.newUser.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
