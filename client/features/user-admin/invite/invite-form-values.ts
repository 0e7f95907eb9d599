import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { inviteSchema, type Role, type ValidationMessages } from '../../../../contract';
import { apiFieldErrors } from '../../../lib/api/api-errors';

/** The form keeps one object per row (react-hook-form's field arrays need objects). */
export interface InviteFormValues {
  emails: { address: string }[];
  role: Role;
}

export type InviteRequest = z.infer<ReturnType<typeof inviteSchema>>;

/** Spec section 4: the form starts, and starts again after sending, with one empty row. */
export function emptyInviteForm(role: Role): InviteFormValues {
  return { emails: [{ address: '' }], role };
}

/** The schema's issues as form errors: each address's message on its own row. */
export function inviteFormErrors(issues: readonly z.ZodIssue[]): FieldErrors<InviteFormValues> {
  const rows: ({ address: FieldError } | undefined)[] = [];
  const errors: FieldErrors<InviteFormValues> = {};
  for (const issue of issues) {
    const [field, index] = issue.path;
    const error: FieldError = { type: issue.code, message: issue.message };
    if (field === 'emails' && typeof index === 'number') rows[index] ??= { address: error };
    else if (field === 'role') errors.role ??= error;
    else errors.root ??= error;
  }
  if (rows.length > 0) errors.emails = rows as FieldErrors<InviteFormValues>['emails'];
  return errors;
}

/**
 * Validates with the contract's invite schema (spec section 5: each address trimmed, required,
 * valid, not repeated), so nothing is sent while any row has an error; hands on the trimmed request.
 */
export function inviteFormResolver(messages: ValidationMessages): Resolver<InviteFormValues, unknown, InviteRequest> {
  const schema = inviteSchema(messages);
  return (values) => {
    const result = schema.safeParse({ emails: values.emails.map((row) => row.address), role: values.role });
    return result.success ? { values: result.data, errors: {} } : { values: {}, errors: inviteFormErrors(result.error.issues) };
  };
}

export type InviteConflictKey = 'emailRegistered' | 'emailPending';

/** The codes of the conflicts the server reports per row (`errors[].code`), and their translation keys. */
const CONFLICT_KEYS: ReadonlyMap<string, InviteConflictKey> = new Map([
  ['user_exists', 'emailRegistered'],
  ['invitation_pending', 'emailPending'],
]);

export interface RowProblem {
  index: number;
  /** Set when the client has its own translation of the row's code. */
  key: InviteConflictKey | undefined;
  message: string;
}

/** The rows a refused invitation names (fields `emails.N` of a 409 or 400 answer). */
export function inviteRowProblems(error: unknown): RowProblem[] {
  return apiFieldErrors(error).flatMap(({ field, message, code }) => {
    const match = /^emails\.(\d+)$/.exec(field);
    return match ? [{ index: Number(match[1]), key: CONFLICT_KEYS.get(code), message }] : [];
  });
}
