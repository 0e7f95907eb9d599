import { z } from 'zod';
import { plainText } from './fields';
import {
  EMAIL_MAX_LENGTH,
  INVITE_MAX_EMAILS,
  INITIALS_MAX_LENGTH,
  LANGUAGES,
  LOGIN_USERNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_CHANGE,
  PASSWORD_MIN_LENGTH_CREATE,
  ROLES,
  THEMES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';

/**
 * The spec's validation messages, by key, in English. The server answers with these texts;
 * the client builds the same schemas with its translations of the same keys.
 */
export const validationMessages = {
  usernameRequired: 'Username required.',
  emailRequired: 'Email required.',
  emailInvalid: 'Enter a valid email.',
  emailDuplicate: 'Duplicate email',
  passwordRequired: 'Password required.',
  passwordMinCreate: 'Password must be at least 6 characters.',
  roleInvalid: 'Invalid role',
  usernameMin: 'Username must be at least 3 characters.',
  usernameMax: 'Username must be at most 50 characters.',
  usernameInvalid: 'Username can only contain letters, numbers and underscores.',
  usernameInUse: 'Username already in use.',
  oldPasswordRequired: 'Current password is required.',
  oldPasswordIncorrect: 'Current password is incorrect.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordStrength: 'Password must contain at least one uppercase letter and one number.',
  confirmPasswordRequired: 'Please confirm the new password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  identifierRequired: 'Please enter your email or username',
  identifierInvalid: 'Please enter a valid email or username',
  loginPasswordMin: 'Password must be at least 6 characters',
  themeInvalid: 'Unknown theme.',
  languageInvalid: 'Language must be it or en.',
  initialsMax: 'Initials can have at most 2 characters.',
  colorInvalid: 'Enter a colour as #RRGGBB.',
  inviteRoleInvalid: 'Choose a role you can invite.',
  emailsRequired: 'Add at least one e-mail address.',
  emailsTooMany: 'At most 50 addresses at a time.',
} as const;

export type ValidationKey = keyof typeof validationMessages;
export type ValidationMessages = Record<ValidationKey, string>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const LOGIN_USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{3,${LOGIN_USERNAME_MAX_LENGTH}}$`);
/** E-mail shaped: no spaces, exactly one @, a dot in the domain. */
export const EMAIL_SHAPE_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export function isLoginIdentifier(value: string): boolean {
  return EMAIL_SHAPE_PATTERN.test(value) || LOGIN_USERNAME_PATTERN.test(value);
}

export function usernameField(m: ValidationMessages = validationMessages) {
  return plainText({ requiredError: m.usernameRequired, message: m.usernameInvalid })
    .trim()
    .min(1, m.usernameRequired)
    .min(USERNAME_MIN_LENGTH, m.usernameMin)
    .max(USERNAME_MAX_LENGTH, m.usernameMax)
    .regex(USERNAME_PATTERN, m.usernameInvalid);
}

export function emailField(m: ValidationMessages = validationMessages) {
  return plainText({ requiredError: m.emailRequired, message: m.emailInvalid })
    .trim()
    .min(1, m.emailRequired)
    .max(EMAIL_MAX_LENGTH, m.emailInvalid)
    .regex(EMAIL_SHAPE_PATTERN, m.emailInvalid)
    .email(m.emailInvalid);
}

export function roleField(m: ValidationMessages = validationMessages) {
  return z.enum(ROLES, { errorMap: () => ({ message: m.roleInvalid }) });
}

/** Password of a new account (create user): at least 6 characters. */
export function newAccountPasswordField(m: ValidationMessages = validationMessages) {
  return z
    .string({ required_error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .min(PASSWORD_MIN_LENGTH_CREATE, m.passwordMinCreate)
    .max(PASSWORD_MAX_LENGTH);
}

/** A password chosen by its owner (change password, accept invitation). */
export function strongPasswordField(m: ValidationMessages = validationMessages) {
  return z
    .string({ required_error: m.passwordMin })
    .min(PASSWORD_MIN_LENGTH_CHANGE, m.passwordMin)
    .max(PASSWORD_MAX_LENGTH)
    .refine((value) => /[A-Z]/.test(value) && /\d/.test(value), m.passwordStrength);
}

export function loginSchema(m: ValidationMessages = validationMessages) {
  return z.object({
    identifier: plainText({ requiredError: m.identifierRequired, message: m.identifierInvalid })
      .trim()
      .min(1, m.identifierRequired)
      .refine(isLoginIdentifier, m.identifierInvalid),
    password: z.string({ required_error: m.loginPasswordMin }).min(6, m.loginPasswordMin).max(PASSWORD_MAX_LENGTH),
    remember_me: z.boolean().optional(),
  });
}

export function createUserSchema(m: ValidationMessages = validationMessages) {
  return z.object({
    username: usernameField(m),
    email: emailField(m),
    password: newAccountPasswordField(m),
    role: roleField(m),
  });
}

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

/** The invite form: every address trimmed, required, valid and not repeated within the form. */
export function inviteSchema(m: ValidationMessages = validationMessages) {
  return z.object({
    emails: z
      .array(emailField(m))
      .min(1, m.emailsRequired)
      .max(INVITE_MAX_EMAILS, m.emailsTooMany)
      .superRefine((emails, ctx) => {
        const seen = new Set<string>();
        emails.forEach((email, index) => {
          const key = email.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.emailDuplicate, path: [index] });
          seen.add(key);
        });
      }),
    role: z.enum(ROLES, { errorMap: () => ({ message: m.inviteRoleInvalid }) }),
  });
}

/** Accepting an invitation: the username rules of the account page and the change-password rules. */
export function acceptInvitationSchema(m: ValidationMessages = validationMessages) {
  return z.object({
    token: invitationTokenField(),
    username: usernameField(m),
    password: strongPasswordField(m),
  });
}

/** An invitation link's secret: 256 random bits, base64url (43 characters); anything else is no token. */
export function invitationTokenField() {
  return z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'Not an invitation token');
}

export function invitationPreviewRequestSchema() {
  return z.object({ token: invitationTokenField() });
}
