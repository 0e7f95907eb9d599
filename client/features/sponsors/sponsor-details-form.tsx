import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { PersonRef, SponsorDetail, UpdateSponsorBody } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { EditConflictPanel } from '../../components/record/edit-conflict-panel';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { useToast } from '../../components/toast/toast-provider';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { useLeaveWarning } from '../../lib/forms/use-leave-warning';
import { conflictingSponsor, conflictRows } from './edit-conflict';
import { serverProblems, useSponsorMessages } from './sponsor-errors';
import { changedFields, sponsorBody, sponsorFormResolver, sponsorFormValues, type SponsorFormField, type SponsorFormValues } from './sponsor-form';
import { SponsorFormFields } from './sponsor-form-fields';
import { storeSavedSponsor } from './sponsor-queries';
import { useUpdateSponsor } from './update-sponsor';

interface SponsorDetailsFormProps {
  sponsor: SponsorDetail;
  owners: readonly PersonRef[];
  readOnly: boolean;
  /** Whether the form holds changes not saved yet (the page's other actions wait for them). */
  onUnsavedChange: (unsaved: boolean) => void;
}

/** The version the form was filled from: a save sends only the fields changed since, with this version. */
interface Base {
  version: number;
  values: SponsorFormValues;
}

/**
 * A sponsor's details, edited in place. The page gives the form a new key when the sponsor changes
 * on the server while nothing is typed, so that it always starts from the version it shows. A save carries the version the editor read; when someone
 * else saved in between, the answer is a conflict and both versions are shown: nothing typed is
 * lost, and the editor applies their changes again over the new version or takes it.
 */
export function SponsorDetailsForm({ sponsor, owners, readOnly, onUnsavedChange }: SponsorDetailsFormProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { queryClient } = useAppServices();
  const banner = useTimedBanner();
  const showToast = useToast();
  const messages = useSponsorMessages();
  const resolver = useMemo(() => sponsorFormResolver(messages), [messages]);
  const [base, setBase] = useState<Base>(() => ({ version: sponsor.version, values: sponsorFormValues(sponsor) }));
  const [conflict, setConflict] = useState<SponsorDetail | null>(null);
  const form = useForm<SponsorFormValues>({ resolver, defaultValues: base.values });
  const { register, handleSubmit, reset, setError, control, formState } = form;
  const values = { ...base.values, ...useWatch({ control }) };
  const changed = changedFields(values, base.values);
  const unsaved = changed.length > 0;
  const blocker = useLeaveWarning(unsaved);

  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const mutation = useUpdateSponsor({
    onSuccess: async ({ body }) => {
      const next = { version: body.version, values: sponsorFormValues(body) };
      setBase(next);
      setConflict(null);
      reset(next.values);
      showToast(t('sponsors.record.saved'));
      await storeSavedSponsor(queryClient, body);
    },
    onError: (error) => {
      const current = conflictingSponsor(error);
      if (current) {
        setConflict(current);
        return;
      }
      const problems = serverProblems(t, error, t('sponsors.record.failed'));
      for (const { field, message } of problems.fields) setError(field as SponsorFormField, { message }, { shouldFocus: true });
      if (problems.general) banner.show('error', problems.general);
    },
  });

  /** A value as the panel shows it: the owner by name, an empty field as a dash. */
  const shown = (field: SponsorFormField, value: string) => {
    if (field === 'owner_id') return value === '' ? t('sponsors.noOwner') : (owners.find((owner) => String(owner.user_id) === value)?.username ?? value);
    return value.trim() === '' ? t('sponsors.none') : value;
  };

  const save = (typed: SponsorFormValues, version: number, fields: readonly SponsorFormField[]) =>
    mutation.mutate({ params: { id: sponsor.sponsor_id }, body: { ...sponsorBody(typed, fields), version } as UpdateSponsorBody });

  const keepMine = () => {
    if (!conflict) return;
    // The fields typed, over the version now saved: the others take the new values.
    const next = { version: conflict.version, values: sponsorFormValues(conflict) };
    setBase(next);
    reset({ ...next.values, ...Object.fromEntries(changed.map((field) => [field, values[field]])) }, { keepDefaultValues: false });
    save(values, conflict.version, changed);
  };

  const takeTheirs = () => {
    if (!conflict) return;
    const next = { version: conflict.version, values: sponsorFormValues(conflict) };
    setBase(next);
    setConflict(null);
    reset(next.values);
    void storeSavedSponsor(queryClient, conflict);
  };

  return (
    <div className="sponsor-details">
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {conflict && (
        <EditConflictPanel
          title={t('sponsors.conflict.title')}
          rows={conflictRows(values, changed, conflict).map((row) => ({ field: row.field, label: t(`sponsors.fields.${row.field}`), theirs: shown(row.field, row.theirs), yours: shown(row.field, row.yours) }))}
          busy={mutation.isPending}
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
        />
      )}
      <form
        className="record-form"
        method="post"
        noValidate
        onSubmit={formSubmit(handleSubmit((typed) => save(typed, base.version, changedFields(typed, base.values))))}
      >
        <SponsorFormFields idPrefix="sponsor" register={register} errors={formState.errors} owners={owners} currentOwner={sponsor.owner} readOnly={readOnly} />
        {!readOnly && (
          <div className="record-form__actions">
            <button type="button" className="button button--secondary" disabled={!unsaved || mutation.isPending} onClick={() => reset(base.values)}>
              {t('sponsors.record.discard')}
            </button>
            <SubmitButton busy={mutation.isPending} busyLabel={t('sponsors.record.saving')} disabled={!unsaved || conflict !== null}>
              {t('sponsors.record.save')}
            </SubmitButton>
          </div>
        )}
      </form>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('sponsors.unsaved.title')}
          message={t('sponsors.unsaved.body')}
          confirmLabel={t('sponsors.unsaved.leave')}
          cancelLabel={t('sponsors.unsaved.stay')}
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      )}
    </div>
  );
}
