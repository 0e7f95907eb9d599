import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from '../../../contract';
import type { Config } from '../../config';
import type { Actor } from '../../context';
import { ApiError } from '../../http/api-error';
import { renderScopeOf } from '../../http/render-scope';
import { cookieValue } from '../../http/request-context';
import { safeStringEqual } from '../../security/tokens';
import type { AuthService } from './auth-service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Requests that start a session: there is none yet to bind a CSRF token to. */
const SESSIONLESS_PATHS = new Set(['/api/auth/login', '/api/invitations/preview', '/api/invitations/accept']);

const csrfFailed = (detail: string) => new ApiError(403, 'csrf_failed', detail);

/**
 * Sets req.actor from the access token cookie, re-reading the user and the session for every
 * request; the calls of one server render share that reading.
 */
export function authenticateRequest(auth: AuthService): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = cookieValue(req, ACCESS_COOKIE);
    req.actor = token ? await authenticationOf(req, token, auth) : null;
    next();
  };
}

function authenticationOf(req: Request, token: string, auth: AuthService): Promise<Actor | null> {
  const shared = renderScopeOf(req)?.authentications;
  if (!shared) return auth.authenticate(token);
  let authentication = shared.get(token);
  if (!authentication) {
    authentication = auth.authenticate(token);
    shared.set(token, authentication);
  }
  return authentication;
}

function allowedOrigins(req: Request, config: Config): string[] {
  // req.host honours X-Forwarded-Host when the proxy is trusted (TRUST_PROXY).
  const origins = [`${req.protocol}://${req.host}`];
  if (config.publicUrl) origins.push(new URL(config.publicUrl).origin);
  return origins;
}

/**
 * Signed double-submit CSRF protection: a state-changing request of a session must echo the
 * csrf_token cookie in X-CSRF-Token, and the token must be signed for that session. Requests
 * without a session are checked by their Origin.
 */
export function csrfProtection(auth: AuthService, config: Config): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();

    const sessionless = SESSIONLESS_PATHS.has(`${req.baseUrl}${req.path}`);
    let sessionId = sessionless ? undefined : req.actor?.sessionId;
    const refreshToken = cookieValue(req, REFRESH_COOKIE);
    if (!sessionId && refreshToken && !sessionless) {
      sessionId = (await auth.actorOfRefreshToken(refreshToken))?.sessionId;
    }

    if (!sessionId) {
      const origin = req.get('origin');
      if (req.get('sec-fetch-site') === 'cross-site' || (origin && !allowedOrigins(req, config).includes(origin))) {
        return next(csrfFailed('Cross-site request refused'));
      }
      return next();
    }

    const header = req.get(CSRF_HEADER);
    const cookie = cookieValue(req, CSRF_COOKIE);
    if (!header || !cookie || !safeStringEqual(header, cookie) || !auth.isCsrfTokenValid(sessionId, header)) {
      return next(csrfFailed('Missing or invalid CSRF token'));
    }
    next();
  };
}
