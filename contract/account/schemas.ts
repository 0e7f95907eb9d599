import { z } from 'zod';
import { LANGUAGES, THEMES, languageSchema, themeSchema } from '../platform/appearance';
import { plainText } from '../platform/fields';
import { validationMessages, type ValidationMessages } from '../platform/validation-messages';
import { PASSWORD_MAX_LENGTH, strongPasswordField, usernameField, userSchema } from '../users';
import { INITIALS_MAX_LENGTH } from './constants';

export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export const currentUserSchema = userSchema.extend({ created_at: z.string().datetime({ offset: true }) });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const preferencesSchema = z.object({
  theme: themeSchema,
  language: languageSchema,
  initials: z.string(),
  initials_color: z.string(),
  profile_picture_url: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const avatarResponseSchema = z.object({ profile_picture_url: z.string() });

export function changeUsernameSchema(m: ValidationMessages = validationMessages) {
  return z.object({ new_username: usernameField(m) });
}

export function changePasswordSchema(m: ValidationMessages = validationMessages) {
  return z.object({
    old_password: z.string({ required_error: m.oldPasswordRequired }).min(1, m.oldPasswordRequired).max(PASSWORD_MAX_LENGTH),
    new_password: strongPasswordField(m),
  });
}

/** The change-password form: the wire body plus the confirmation, checked on the client. */
export function changePasswordFormSchema(m: ValidationMessages = validationMessages) {
  return changePasswordSchema(m)
    .extend({ confirm_password: z.string().min(1, m.confirmPasswordRequired) })
    .refine((form) => form.confirm_password === form.new_password, {
      message: m.passwordsDoNotMatch,
      path: ['confirm_password'],
    });
}

export function preferencesUpdateSchema(m: ValidationMessages = validationMessages) {
  return z
    .object({
      theme: z.enum(THEMES, { errorMap: () => ({ message: m.themeInvalid }) }),
      language: z.enum(LANGUAGES, { errorMap: () => ({ message: m.languageInvalid }) }),
      initials: plainText({ message: m.initialsMax }).trim().max(INITIALS_MAX_LENGTH, m.initialsMax),
      initials_color: z.string().regex(COLOR_PATTERN, m.colorInvalid),
      profile_picture_url: plainText().max(500).nullable(),
    })
    .partial()
    .strict();
}
