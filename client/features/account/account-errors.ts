import { apiErrorBody } from '../../lib/api/api-errors';

export type AccountForm = 'username' | 'password';

type RecognisedKey = 'common:validation.usernameInUse' | 'common:validation.oldPasswordIncorrect';

/** What an account form shows when saving fails: a translated message, or the server's own text. */
export type AccountErrorMessage = { kind: 'translated'; key: RecognisedKey | `admin:account.${AccountForm}.failed` } | { kind: 'detail'; text: string };

/** The error codes each form shows in the user's language (spec section 8), by the server's `code`, never its wording. */
const RECOGNISED_CODES: Record<AccountForm, ReadonlyMap<string, RecognisedKey>> = {
  username: new Map([['username_in_use', 'common:validation.usernameInUse']]),
  password: new Map([['current_password_incorrect', 'common:validation.oldPasswordIncorrect']]),
};

/**
 * Spec section 8: a username in use and a wrong current password are translated; any other server
 * detail is shown as it is; without one, the form's own failure message.
 */
export function accountErrorMessage(form: AccountForm, error: unknown): AccountErrorMessage {
  const body = apiErrorBody(error);
  const recognised = body && RECOGNISED_CODES[form].get(body.code);
  if (recognised) return { kind: 'translated', key: recognised };
  const detail = body?.detail.trim();
  return detail ? { kind: 'detail', text: detail } : { kind: 'translated', key: `admin:account.${form}.failed` };
}
