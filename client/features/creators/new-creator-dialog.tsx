import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PLATFORMS, accountFieldsSchema, creatorFieldsSchema, type Platform } from '../../../contract';
import { Dialog } from '../../components/dialog/dialog';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { apiFieldErrors } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { formSubmit } from '../../lib/forms/form-submit';
import { useCreatorMessages, translatedCreatorText } from './creator-errors';
import { storeSavedCreator } from './creator-queries';

interface NewCreator {
  stage_name: string;
  email: string;
  platform: Platform | '';
  handle: string;
}

/** A new creator: the name, an e-mail and the main account; the creator's page opens after it. */
export function NewCreatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const navigate = useNavigate();
  const showToast = useToast();
  const messages = useCreatorMessages();
  const schema = useMemo(() => {
    const fields = creatorFieldsSchema(messages).shape;
    const handle = accountFieldsSchema(messages).shape.handle;
    return z
      .object({ stage_name: fields.stage_name.unwrap(), email: fields.email, platform: z.union([z.literal(''), z.enum(PLATFORMS)]), handle: z.string() })
      .superRefine((value, context) => {
        const checked = value.platform ? handle.safeParse(value.handle) : null;
        if (checked && !checked.success) context.addIssue({ code: z.ZodIssueCode.custom, path: ['handle'], message: checked.error.issues[0]?.message ?? messages.handleRequired });
      });
  }, [messages]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewCreator>({ resolver: zodResolver(schema), defaultValues: { stage_name: '', email: '', platform: '', handle: '' } });

  const mutation = useMutation({
    mutationFn: async (values: NewCreator) => {
      const created = await api.creators.create.mutate({ body: { stage_name: values.stage_name, email: values.email || null } });
      if (created.status !== 201) throw created;
      if (!values.platform || !values.handle) return created.body;
      const added = await api.creators.addAccount.mutate({ params: { id: created.body.creator_id }, body: { platform: values.platform, handle: values.handle } });
      return added.status === 201 ? added.body : created.body;
    },
    onSuccess: async (creator) => {
      await storeSavedCreator(queryClient, creator);
      showToast(t('creators.create.created'));
      onClose();
      await navigate(`/creatori/${creator.creator_id}`);
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      for (const { field, message, code } of fields) setError(field as keyof NewCreator, { message: translatedCreatorText(t, code, message) });
      if (fields.length === 0) setError('stage_name', { message: t('creators.create.failed') });
    },
  });

  return (
    <Dialog title={t('creators.create.title')} description={t('creators.create.description')} closeLabel={t('creators.record.close')} onClose={onClose}>
      <form className="dialog__form" method="post" noValidate onSubmit={formSubmit(handleSubmit((values) => mutation.mutate(values)))}>
        <TextField id="new-creator-name" label={t('creators.fields.stage_name')} autoComplete="off" data-autofocus error={errors.stage_name?.message} {...register('stage_name')} />
        <TextField id="new-creator-email" label={t('creators.fields.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <div className="field">
          <label className="field__label" htmlFor="new-creator-platform">
            {t('creators.accounts.platform')}
          </label>
          <select id="new-creator-platform" className="field__input" {...register('platform')}>
            <option value="">{t('creators.none')}</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`creators.platforms.${platform}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField id="new-creator-handle" label={t('creators.accounts.handle')} autoComplete="off" error={errors.handle?.message} {...register('handle')} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('creators.accounts.cancel')}
          </button>
          <SubmitButton busy={mutation.isPending} busyLabel={t('creators.create.saving')}>
            {t('creators.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
