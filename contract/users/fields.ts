import { z } from 'zod';
import { plainText, wholeNumberField } from '../platform/fields';
import { ROLES } from '../platform/roles';
import { validationMessages, type ValidationMessages } from '../platform/validation-messages';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_CHANGE,
  PASSWORD_MIN_LENGTH_CREATE,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';

/** The fields of a user's identity, shared by the screens that create, rename or invite users. */

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
/** E-mail shaped: no spaces, exactly one @, a dot in the domain. */
export const EMAIL_SHAPE_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A user id: a positive 32-bit integer written in plain decimal digits (ids beyond it cannot exist). */
export const userIdSchema = wholeNumberField('id', { min: 1, max: 2_147_483_647, minMessage: 'id must be positive', maxMessage: 'Unknown user' });

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
