import { apiErrorBody } from '../../lib/api/api-errors';

export type AccountForm = 'username' | 'password';

/** What an account form shows when saving fails: a translated message, or the server's own text. */
export type AccountErrorMessage =
  | { kind: 'translated'; key: 'common:validation.usernameInUse' | 'common:validation.oldPasswordIncorrect' | `admin:account.${AccountForm}.failed` }
  | { kind: 'detail'; text: string };

/** Server texts that the client recognises and shows in the user's language (spec section 8). */
const RECOGNISED_DETAILS: Record<AccountForm, Record<string, 'common:validation.usernameInUse' | 'common:validation.oldPasswordIncorrect'>> = {
  username: { 'Username already in use': 'common:validation.usernameInUse' },
  password: { 'Current password incorrect': 'common:validation.oldPasswordIncorrect' },
};

/**
 * Spec section 8: 'Username already in use' and 'Current password incorrect' are translated; any
 * other server detail is shown as it is; without one, the form's own failure message.
 */
export function accountErrorMessage(form: AccountForm, error: unknown): AccountErrorMessage {
  const detail = apiErrorBody(error)?.detail.trim();
  if (!detail) return { kind: 'translated', key: `admin:account.${form}.failed` };
  const recognised = RECOGNISED_DETAILS[form][detail];
  return recognised ? { kind: 'translated', key: recognised } : { kind: 'detail', text: detail };
}
