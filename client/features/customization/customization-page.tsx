import { formSubmit } from '../../lib/forms/form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { preferencesUpdateSchema, type Preferences } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { PageHeader } from '../../components/page-header/page-header';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { TextField } from '../../components/text-field/text-field';
import { useAppServices } from '../../lib/app-services';
import { useValidationMessages } from '../../lib/i18n/validation-messages';
import type { Session } from '../../lib/session/session-query';
import { useSession } from '../../lib/session/use-session';
import { AvatarPreview } from './avatar-preview';
import { LanguageOptions } from './language-options';
import { PictureField } from './picture-field';
import { saveCustomization, saveFailureMessage, type CustomizationValues, type PictureChange } from './save-customization';
import { ThemeOptions } from './theme-options';

/** The picture's change on save; a chosen picture carries its preview. */
type PictureState = Exclude<PictureChange, { type: 'upload' }> | (Extract<PictureChange, { type: 'upload' }> & { previewUrl: string });

const KEEP_PICTURE: PictureState = { type: 'keep' };

function formValues(preferences: Preferences): CustomizationValues {
  // The colour input reports lowercase #rrggbb; the server stores uppercase.
  return { theme: preferences.theme, language: preferences.language, initials: preferences.initials, initials_color: preferences.initials_color.toLowerCase() };
}

function useFailureText() {
  const { t } = useTranslation(['admin', 'common']);
  return (error: unknown) => {
    const message = saveFailureMessage(error);
    if (message.kind === 'avatar') return t(`common:pictureProblems.${message.problem}`);
    return message.kind === 'detail' ? message.text : t('customization.saveFailed');
  };
}

function CustomizationForm({ session }: { session: Session }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const messages = useValidationMessages();
  const schema = useMemo(() => preferencesUpdateSchema(messages).omit({ profile_picture_url: true }).required(), [messages]);
  const banner = useTimedBanner();
  const failureText = useFailureText();
  const { preferences, user } = session;
  const saved = useMemo(() => formValues(preferences), [preferences]);
  const [picture, setPicture] = useState<PictureState>(KEEP_PICTURE);
  const previewUrl = picture.type === 'upload' ? picture.previewUrl : picture.type === 'remove' ? null : preferences.profile_picture_url;
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<CustomizationValues>({
    resolver: zodResolver(schema),
    // Follows the saved preferences (also when the profile menu changes them) without losing edits.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const [initials, initialsColor] = useWatch({ control, name: ['initials', 'initials_color'] });

  const mutation = useMutation({
    mutationFn: (values: CustomizationValues) => saveCustomization(api, queryClient, values, picture),
    onSuccess: (updated) => {
      setPicture(KEEP_PICTURE);
      reset(formValues(updated));
      banner.show('success', t('customization.saved'));
    },
    onError: (error) => {
      // A refused picture changes nothing: the avatar goes back to what is saved.
      setPicture(KEEP_PICTURE);
      banner.show('error', failureText(error));
    },
  });
  const saving = mutation.isPending;
  const changed = isDirty || picture.type !== 'keep';

  return (
    <form className="customization" method="post" noValidate onSubmit={formSubmit(handleSubmit((values) => mutation.mutate(values)))}>
      <section className="customization-card" aria-labelledby="appearance-title">
        <h2 id="appearance-title" className="customization-card__title">
          {t('customization.appearance')}
        </h2>
        <ThemeOptions field={register('theme')} />
        <LanguageOptions field={register('language')} />
      </section>

      <section className="customization-card" aria-labelledby="avatar-title">
        <h2 id="avatar-title" className="customization-card__title">
          {t('customization.avatar.title')}
        </h2>
        <p className="customization-card__description">{t('customization.avatar.description')}</p>
        <div className="avatar-editor">
          <div className="avatar-editor__preview">
            <AvatarPreview username={user.username} preferences={{ initials, initials_color: initialsColor, profile_picture_url: previewUrl }} />
            <span className="avatar-editor__preview-label">{t('customization.avatar.preview')}</span>
          </div>
          <div className="avatar-editor__controls">
            <PictureField
              hasPicture={previewUrl !== null}
              onChoose={(file, chosenPreviewUrl) => setPicture({ type: 'upload', file, previewUrl: chosenPreviewUrl })}
              onRemove={() => setPicture(preferences.profile_picture_url ? { type: 'remove' } : KEEP_PICTURE)}
            />
            <div className="avatar-editor__initials">
              <TextField
                id="avatar-initials"
                label={t('customization.avatar.initials')}
                hint={t('customization.avatar.initialsHint')}
                type="text"
                maxLength={2}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                error={errors.initials?.message}
                {...register('initials')}
              />
              <div className="field">
                <label className="field__label" htmlFor="avatar-color">
                  {t('customization.avatar.color')}
                </label>
                <div className="color-field">
                  <input
                    id="avatar-color"
                    className="color-field__input"
                    type="color"
                    aria-invalid={errors.initials_color ? true : undefined}
                    aria-describedby={errors.initials_color ? 'avatar-color-error' : undefined}
                    {...register('initials_color')}
                  />
                  <span className="color-field__value">{initialsColor.toUpperCase()}</span>
                </div>
                {errors.initials_color && (
                  <p id="avatar-color-error" className="field__error">
                    {errors.initials_color.message}
                  </p>
                )}
              </div>
            </div>
          </div>
        </div>
      </section>

      {/* The outcome shows by the button that asked for it, not at the top of a long form. */}
      <div className="customization__actions">
        <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
        <SubmitButton busy={saving} busyLabel={t('customization.saving')} disabled={!changed}>
          {t('customization.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** /admin/customization: theme, language and avatar (a picture, or initials on a colour). */
export function CustomizationPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  return (
    <section className="customization-page" aria-labelledby="customization-title">
      <PageHeader titleId="customization-title" title={t('pages.customization')} subtitle={t('customization.subtitle')} />
      {session && <CustomizationForm session={session} />}
    </section>
  );
}
