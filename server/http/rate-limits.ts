import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { DatabaseRateLimitStore } from '../security/database-rate-limit-store';
import { ApiError } from './api-error';

const MINUTE_MS = 60_000;

/** Requests that try a secret (password, refresh token, invitation token): the strictest class. */
const SIGN_IN_CLASS = new Set([
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/invitations/preview',
  'POST /api/invitations/accept',
  'PUT /api/users/me/password',
]);

const isSignInClass = (req: Request) => SIGN_IN_CLASS.has(`${req.method} ${req.baseUrl}${req.path}`);

function tooManyRequests(req: Request, _res: Response, next: NextFunction, options: Options): void {
  const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(options.windowMs / 1000);
  next(new ApiError(429, 'too_many_requests', 'Too many requests; try again later', undefined, { 'Retry-After': String(seconds) }));
}

/**
 * A limiter for the requests that `counts` picks; the others go past without entering the library,
 * which would work out their address and wait twice before asking whether to skip them.
 */
function limiter(db: Database, name: string, limit: number, counts: (req: Request) => boolean): RequestHandler {
  const limited = rateLimit({
    windowMs: MINUTE_MS,
    limit,
    store: new DatabaseRateLimitStore(db, `front:${name}:`),
    standardHeaders: 'draft-6',
    legacyHeaders: false,
    handler: tooManyRequests,
    // Addresses come from req.ip, which honours TRUST_PROXY; the library's own warnings about it do not apply.
    validate: { xForwardedForHeader: false, trustProxy: false, ip: false },
  });
  return (req, res, next) => (counts(req) ? limited(req, res, next) : next());
}

/**
 * Front rate limits per client address and route class, counted in the database so that every
 * process shares them: the sign-in class, and every other API call made without a session.
 * Run after authentication (it tells anonymous calls apart).
 */
export function frontRateLimits(db: Database, config: Config): RequestHandler[] {
  return [
    limiter(db, 'sign-in', config.rateLimitSignInPerMinute, isSignInClass),
    limiter(db, 'anonymous', config.rateLimitAnonymousPerMinute, (req) => !isSignInClass(req) && !req.actor),
  ];
}
