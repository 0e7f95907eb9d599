import { apiErrorBody, isApiErrorResponse } from '../../lib/api/api-errors';

/** The sign-in page's error texts (login.errors.*) that a failed call shows. */
export type SignInError = 'invalidCredentials' | 'generic';

/**
 * Spec section 8: a 401 means wrong credentials, which the server also names by its code. Anything
 * else, throttling (429 `too_many_attempts`) included, is the generic error; the server's wording never matters.
 */
export function signInError(error: unknown): SignInError {
  if (!isApiErrorResponse(error)) return 'generic';
  return error.status === 401 || apiErrorBody(error)?.code === 'invalid_credentials' ? 'invalidCredentials' : 'generic';
}
