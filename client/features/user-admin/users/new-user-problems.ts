import { apiErrorBody } from '../../../lib/api/api-errors';

export const NEW_USER_FIELDS = ['username', 'email', 'password', 'role'] as const;
export type NewUserField = (typeof NEW_USER_FIELDS)[number];

/** Conflicts the client words itself: the spec's 'Username already in use.', and its counterpart for the e-mail. */
const CODE_KEYS = { username_in_use: 'usernameInUse', email_in_use: 'emailInUse' } as const;
export type NewUserProblemKey = (typeof CODE_KEYS)[keyof typeof CODE_KEYS];

export interface NewUserProblem {
  field: NewUserField;
  /** Set when the client has its own translation of the message. */
  key: NewUserProblemKey | undefined;
  message: string;
}

function isNewUserField(field: string): field is NewUserField {
  return (NEW_USER_FIELDS as readonly string[]).includes(field);
}

function isKnownCode(code: string): code is keyof typeof CODE_KEYS {
  return code in CODE_KEYS;
}

/** The fields a refused creation names (409 username or e-mail in use, 400 validation), each with its message. */
export function newUserProblems(error: unknown): NewUserProblem[] {
  const body = apiErrorBody(error);
  if (!body) return [];
  const key = isKnownCode(body.code) ? CODE_KEYS[body.code] : undefined;
  return (body.errors ?? []).flatMap(({ field, message }) => (isNewUserField(field) ? [{ field, key, message }] : []));
}
