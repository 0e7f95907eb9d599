export const LOGIN_USERNAME_MAX_LENGTH = 20;

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** Proof that this browser signed in to an account before (HttpOnly, sent to /api/auth only). */
export const DEVICE_COOKIE = 'device_token';
