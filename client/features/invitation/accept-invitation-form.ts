import { z } from 'zod';
import { acceptInvitationSchema, type ValidationMessages } from '../../../contract';
import { apiErrorBody, apiFieldErrors, isApiErrorResponse } from '../../lib/api/api-errors';
import { unusableReason, type UnusableReason } from './invitation-link';

/**
 * The accept form: the wire body's username (the account page's rules) and password (the
 * change-password rules), and the password typed again, checked here.
 */
export function acceptInvitationFormSchema(m: ValidationMessages) {
  return acceptInvitationSchema(m)
    .omit({ token: true })
    .extend({ confirm_password: z.string().min(1, m.confirmPasswordRequired) })
    .refine((form) => form.confirm_password === form.password, { message: m.passwordsDoNotMatch, path: ['confirm_password'] });
}

export type AcceptInvitationForm = z.infer<ReturnType<typeof acceptInvitationFormSchema>>;

export const EMPTY_ACCEPT_FORM: AcceptInvitationForm = { username: '', password: '', confirm_password: '' };

type FormField = 'username' | 'password';

export type AcceptFailure =
  /** The link died meanwhile (used in another tab, revoked, expired). */
  | { kind: 'unusable'; reason: UnusableReason }
  /** Messages for the fields; `usernameInUse` (by its code) is the spec's text, which the client translates. */
  | { kind: 'fields'; problems: { field: FormField; message: string; usernameInUse: boolean }[] }
  /** Someone registered the invited address meanwhile. */
  | { kind: 'emailInUse' }
  | { kind: 'other' };

function isFormField(field: string): field is FormField {
  return field === 'username' || field === 'password';
}

/** What a failed accept means for the page. */
export function acceptFailure(error: unknown): AcceptFailure {
  const reason = unusableReason(error);
  if (reason) return { kind: 'unusable', reason };
  if (isApiErrorResponse(error) && error.status === 409 && apiErrorBody(error)?.code === 'email_in_use') return { kind: 'emailInUse' };
  const problems = apiFieldErrors(error).flatMap(({ field, message, code }) => (isFormField(field) ? [{ field, message, usernameInUse: code === 'username_in_use' }] : []));
  return problems.length > 0 ? { kind: 'fields', problems } : { kind: 'other' };
}
