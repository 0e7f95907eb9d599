import type { CookieOptions, Response } from 'express';
import { ACCESS_COOKIE, CSRF_COOKIE, DEVICE_COOKIE, REFRESH_COOKIE } from '../../../contract';
import type { Role } from '../../../contract';
import type { Config } from '../../config';
import type { UserRow } from '../users';
import { secondsUntil, type IssuedSession } from './auth-service';

function baseOptions(config: Config): CookieOptions {
  return { secure: config.cookieSecure, sameSite: 'lax', path: '/' };
}

/** Remember-me sessions get persistent cookies; the others live until the browser closes. */
export function setSessionCookies(res: Response, config: Config, session: IssuedSession): void {
  const base = baseOptions(config);
  const sessionMaxAge = session.rememberMe ? Math.max(0, session.sessionExpiresAt.getTime() - Date.now()) : undefined;
  const accessMaxAge = session.rememberMe ? config.accessTokenTtlSeconds * 1000 : undefined;
  res.cookie(ACCESS_COOKIE, session.accessToken, { ...base, httpOnly: true, maxAge: accessMaxAge });
  res.cookie(REFRESH_COOKIE, session.refreshToken, { ...base, httpOnly: true, maxAge: sessionMaxAge });
  res.cookie(CSRF_COOKIE, session.csrfToken, { ...base, httpOnly: false, maxAge: sessionMaxAge });
}

export function clearSessionCookies(res: Response, config: Config): void {
  const base = baseOptions(config);
  res.clearCookie(ACCESS_COOKIE, { ...base, httpOnly: true });
  res.clearCookie(REFRESH_COOKIE, { ...base, httpOnly: true });
  res.clearCookie(CSRF_COOKIE, base);
}

const DEVICE_COOKIE_MAX_AGE_MS = 365 * 86_400_000;

/** Sets the cookies of a new session and returns the sign-in answer (login, accepted invitation). */
export function signedInAnswer(res: Response, config: Config, user: UserRow, session: IssuedSession) {
  setSessionCookies(res, config, session);
  if (session.deviceToken) {
    // Only sign-in reads it. Sign-out's Clear-Site-Data removes it too: the browser is trusted again at its next sign-in.
    res.cookie(DEVICE_COOKIE, session.deviceToken, { ...baseOptions(config), path: '/api/auth', httpOnly: true, maxAge: DEVICE_COOKIE_MAX_AGE_MS });
  }
  return { user_id: user.id, username: user.username, role: user.role as Role, expires_in: secondsUntil(session.accessExpiresAt) };
}
