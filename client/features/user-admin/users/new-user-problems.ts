import { apiFieldErrors } from '../../../lib/api/api-errors';

export const NEW_USER_FIELDS = ['username', 'email', 'password', 'role'] as const;
export type NewUserField = (typeof NEW_USER_FIELDS)[number];

export type NewUserProblemKey = 'usernameInUse' | 'emailInUse';

/** Conflicts the client words itself, by their code: the spec's 'Username already in use.', and its counterpart for the e-mail. */
const CODE_KEYS: ReadonlyMap<string, NewUserProblemKey> = new Map([
  ['username_in_use', 'usernameInUse'],
  ['email_in_use', 'emailInUse'],
]);

export interface NewUserProblem {
  field: NewUserField;
  /** Set when the client has its own translation of the field's code. */
  key: NewUserProblemKey | undefined;
  message: string;
}

function isNewUserField(field: string): field is NewUserField {
  return (NEW_USER_FIELDS as readonly string[]).includes(field);
}

/** The fields a refused creation names (409 username or e-mail in use, 400 validation), each with its message. */
export function newUserProblems(error: unknown): NewUserProblem[] {
  return apiFieldErrors(error).flatMap(({ field, message, code }) => (isNewUserField(field) ? [{ field, key: CODE_KEYS.get(code), message }] : []));
}
