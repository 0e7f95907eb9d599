import { apiErrorBody, isApiErrorResponse } from '../../lib/api/api-errors';

export type SignInErrorKey = 'login.errors.invalidCredentials' | 'login.errors.generic';

/** Spec section 8: a 401, or a server text about credentials, means wrong credentials. */
export function signInErrorKey(error: unknown): SignInErrorKey {
  if (isApiErrorResponse(error)) {
    if (error.status === 401) return 'login.errors.invalidCredentials';
    const detail = apiErrorBody(error)?.detail ?? '';
    if (detail.includes('credentials') || detail.includes('Invalid')) return 'login.errors.invalidCredentials';
  }
  return 'login.errors.generic';
}
