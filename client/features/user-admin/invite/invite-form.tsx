import { formSubmit } from '../../../lib/forms/form-submit';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { INVITE_MAX_EMAILS, type Invitation, type Role } from '../../../../contract';
import { AlertIcon, CloseIcon, PlusIcon, SendIcon } from '../../../components/icons/icons';
import { SubmitButton } from '../../../components/submit-button/submit-button';
import { useAppServices } from '../../../lib/app-services';
import { useValidationMessages } from '../../../lib/i18n/validation-messages';
import { assignableRoles } from '../assignable-roles';
import { RoleField } from '../role-field';
import { serverDetailOr } from '../server-detail';
import { PENDING_INVITATIONS_QUERY_KEY } from '../user-admin-queries';
import { emptyInviteForm, inviteFormResolver, inviteRowProblems, type InviteFormValues, type InviteRequest } from './invite-form-values';

interface InviteFormProps {
  actorRole: Role;
  onSent: (invitations: Invitation[]) => void;
}

/** The invite card: the form, or why this role cannot invite (a contributor may manage no role). */
export function InviteForm({ actorRole, onSent }: InviteFormProps) {
  const { t } = useTranslation('admin');
  const roles = assignableRoles(actorRole);
  return (
    <section className="card" aria-labelledby="invite-title">
      <header className="card__header">
        <h2 id="invite-title" className="card__title">
          {t('userAdmin.invite.title')}
        </h2>
        <p className="card__description">{t('userAdmin.invite.description')}</p>
      </header>
      {roles.length > 0 ? <InviteFields roles={roles} onSent={onSent} /> : <p className="notice">{t('userAdmin.invite.notAllowed')}</p>}
    </section>
  );
}

/**
 * Spec sections 4 and 5: rows added and removed (never fewer than one), each address checked on its
 * row, nothing sent while a row has an error, and back to one empty row with role creator once sent.
 * Addresses the server refuses (already a user, already invited) get its message on their row.
 */
function InviteFields({ roles, onSent }: { roles: Role[]; onSent: InviteFormProps['onSent'] }) {
  const { t } = useTranslation('admin');
  const { api, queryClient } = useAppServices();
  const messages = useValidationMessages();
  const resolver = useMemo(() => inviteFormResolver(messages), [messages]);
  const defaultRole = roles[0] ?? 'creator';
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<InviteFormValues, unknown, InviteRequest>({ resolver, defaultValues: emptyInviteForm(defaultRole) });
  const rows = useFieldArray({ control, name: 'emails' });

  const mutation = useMutation({
    mutationFn: async (request: InviteRequest) => {
      const response = await api.invitations.create.mutate({ body: request });
      if (response.status !== 201) throw response;
      return response.body.invitations;
    },
    onSuccess: (invitations) => {
      reset(emptyInviteForm(defaultRole));
      onSent(invitations);
      // The form is free again at once; the pending list follows when it has reloaded.
      void queryClient.invalidateQueries({ queryKey: PENDING_INVITATIONS_QUERY_KEY });
    },
    onError: (error) => {
      const problems = inviteRowProblems(error);
      for (const problem of problems) {
        const message = problem.key ? t(`userAdmin.invite.errors.${problem.key}`) : problem.message;
        setError(`emails.${problem.index}.address`, { type: 'server', message });
      }
      const first = problems[0];
      if (first) setFocus(`emails.${first.index}.address`);
    },
  });
  const sending = mutation.isPending;
  const refused = mutation.isError && inviteRowProblems(mutation.error).length === 0;
  const formProblem = refused ? serverDetailOr(mutation.error, t('userAdmin.invite.failed')) : errors.root?.message;

  const removeRow = (index: number) => {
    rows.remove(index);
    setFocus(`emails.${Math.max(0, index - 1)}.address`);
  };

  return (
    <form className="invite-form" method="post" noValidate onSubmit={formSubmit(handleSubmit((request) => mutation.mutate(request)))}>
      {formProblem && (
        <div className="alert alert--error" role="alert">
          <AlertIcon />
          <span>{formProblem}</span>
        </div>
      )}
      <fieldset className="invite-form__addresses">
        <legend className="field__label">{t('userAdmin.invite.addresses')}</legend>
        <ol className="invite-form__rows">
          {rows.fields.map((row, index) => {
            const inputId = `invite-email-${index}`;
            const error = errors.emails?.[index]?.address?.message;
            const number = index + 1;
            return (
              <li key={row.id} className="invite-form__row">
                <div className="invite-form__row-control">
                  <label htmlFor={inputId} className="visually-hidden">
                    {t('userAdmin.invite.address', { number })}
                  </label>
                  <input
                    id={inputId}
                    className="field__input"
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder={t('userAdmin.invite.addressPlaceholder')}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    {...register(`emails.${index}.address`)}
                  />
                  <button
                    type="button"
                    className="icon-button invite-form__remove"
                    aria-label={t('userAdmin.invite.removeAddress', { number })}
                    title={t('userAdmin.invite.removeAddress', { number })}
                    disabled={rows.fields.length === 1}
                    onClick={() => removeRow(index)}
                  >
                    <CloseIcon />
                  </button>
                </div>
                {error && (
                  <p id={`${inputId}-error`} className="field__error">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button invite-form__add"
          disabled={rows.fields.length >= INVITE_MAX_EMAILS}
          onClick={() => rows.append({ address: '' })}
        >
          <PlusIcon />
          {t('userAdmin.invite.addAddress')}
        </button>
      </fieldset>

      <div className="invite-form__footer">
        <RoleField id="invite-role" className="invite-form__role" label={t('userAdmin.invite.role')} roles={roles} registration={register('role')} />
        <SubmitButton className="invite-form__submit" busy={sending} busyLabel={t('userAdmin.invite.submitting')} icon={<SendIcon />}>
          {t('userAdmin.invite.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
