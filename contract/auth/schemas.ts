import { z } from 'zod';
import { plainText } from '../platform/fields';
import { roleSchema } from '../platform/roles';
import { validationMessages, type ValidationMessages } from '../platform/validation-messages';
import { PASSWORD_MAX_LENGTH } from '../users/constants';
import { EMAIL_SHAPE_PATTERN } from '../users/fields';
import { LOGIN_USERNAME_MAX_LENGTH } from './constants';

export const LOGIN_USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{3,${LOGIN_USERNAME_MAX_LENGTH}}$`);

export function isLoginIdentifier(value: string): boolean {
  return EMAIL_SHAPE_PATTERN.test(value) || LOGIN_USERNAME_PATTERN.test(value);
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

export const loginResponseSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  role: roleSchema,
  expires_in: z.number().int(),
});

export const refreshResponseSchema = z.object({ expires_in: z.number().int() });

export const authMeSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  expires_in: z.number().int(),
});
export type AuthMe = z.infer<typeof authMeSchema>;
