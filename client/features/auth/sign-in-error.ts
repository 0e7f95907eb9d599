import { apiErrorBody, isApiErrorResponse } from '../../lib/api/api-errors';

export type SignInErrorKey = 'login.errors.invalidCredentials' | 'login.errors.generic';

/**
 * Spec section 8: a 401 means wrong credentials, which the server also names by its code. Anything
 * else, throttling (429 `too_many_attempts`) included, is the generic error; the server's wording never matters.
 */
export function signInErrorKey(error: unknown): SignInErrorKey {
  if (!isApiErrorResponse(error)) return 'login.errors.generic';
  return error.status === 401 || apiErrorBody(error)?.code === 'invalid_credentials' ? 'login.errors.invalidCredentials' : 'login.errors.generic';
}
